// The question-quality slice (docs/content.md): re-exported by ../index.ts.
export { qualityMessages } from './messages';
export * from './itemAnalysis';
export * from './reports';
export * from './questionQualityMachine';
export * from './questionQualityView';
export * from './questionReportMachine';
