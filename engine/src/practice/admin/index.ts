// The Admin's catalogue and exam templates (docs/content.md#catalogue): re-exported by ../index.ts.
export { catalogueAdminMessages } from './messages';
export * from './templateDraft';
export * from './templateEditorMachine';
export * from './templateEditorView';
export * from './catalogueEditorMachine';
export * from './catalogueEditorView';
