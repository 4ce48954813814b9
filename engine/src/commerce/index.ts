// The commerce slice (docs/commerce.md: packages, custom plans, payment): re-exported by ../index.ts.
export { commerceMessages, commerceServerSentences, fillIn } from './messages';
export * from './limits';
export * from './pricing';
export * from './subscribeMachine';
export * from './customPlanMachine';
export * from './packages';
export * from './grid';
export * from './subscriptions';
export * from './outcome';
export * from './admin';
