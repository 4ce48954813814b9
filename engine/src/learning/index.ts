// The learning slice (docs/learning.md): review cards and their schedule. Its own entry,
// '@proshno/engine/learning', not re-exported by ../index.ts (see ./schedule.ts).
export * from './schedule';
export * from './reviewMachine';
export * from './when';
export * from './keptDeck';
