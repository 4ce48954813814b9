// The progress slice (docs/progress.md: leaderboard, profile, password, history, revision, dashboard):
// re-exported by ../index.ts.
export { emailChangesTooOften, progressMessages } from './messages';
export * from './limits';
export * from './leaderboardPeriod';
export * from './leaderboardPeriodMachine';
export * from './profileRules';
export * from './profileFormMachine';
export * from './changePasswordMachine';
export * from './elo';
export * from './paging';
export * from './dashboard';
export * from './history';
export * from './historyReviewMachine';
export * from './revisionMachine';
export * from './leaderboard';
