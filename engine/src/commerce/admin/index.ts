// The Admin's sales pages (docs/content.md#sales): re-exported by ../index.ts.
export { salesAdminMessages } from './messages';
export * from './refundRule';
export * from './money';
export * from './packagesAdminMachine';
export * from './packagesAdminView';
export * from './transactionsAdminMachine';
export * from './transactionsAdminView';
