// The contest slice (docs/contest.md#learner-screen): re-exported by ../index.ts.
export { contestMessages, startsIn } from './messages';
export * from './contestCard';
export * from './contestViews';
export * from './dashboardContests';
export * from './contestListMachine';
