// The exam screen's public surface (docs/exam.md#timer, docs/exam.md#answering, docs/exam.md#score); merged into ../index.ts later.
export { examMessages } from './messages';
export * from './limits';
export * from './timer';
export * from './ticker';
export * from './answering';
export * from './content';
export * from './score';
export * from './header';
export * from '../progress/revision';
export * from './autosave';
export * from './autosaveMachine';
export * from './examStorage';
export { examScreenMessages } from './examMessages';
export * from './examMachine';
export * from './loadFailure';
export * from './lateAnswers';
export * from './examView';
export * from './answerDelivery';
