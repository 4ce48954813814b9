// The audit log slice (docs/content.md#audit): re-exported by ../index.ts.
export { auditMessages } from './messages';
export * from './auditLogMachine';
export * from './auditLogView';
