// The Admin's learner pages (docs/access.md#admin-learners): re-exported by ../../index.ts.
export { adminLearnerMessages } from './messages';
export * from './adminLearnersMachine';
export * from './adminLearnersView';
export * from './adminLearnerMachine';
export * from './adminLearnerView';
