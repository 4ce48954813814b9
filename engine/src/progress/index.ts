// The progress slice (spec 001 leaderboard, profile, password): re-exported by ../index.ts.
export { progressMessages } from './messages';
export * from './limits';
export * from './leaderboardPeriod';
export * from './leaderboardPeriodMachine';
export * from './profileRules';
export * from './profileFormMachine';
export * from './changePasswordMachine';
