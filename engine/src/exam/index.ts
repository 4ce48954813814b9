// The exam screen's public surface (spec 000 §4 Timer and Answering, §9 score); merged into ../index.ts later.
export { examMessages } from './messages';
export * from './limits';
export * from './timer';
export * from './timerMachine';
export * from './answering';
export * from './content';
export * from './score';
export * from './header';
export * from './revision';
export * from './autosave';
export * from './autosaveMachine';
export { examScreenMessages } from './examMessages';
export * from './examMachine';
export * from './loadFailure';
