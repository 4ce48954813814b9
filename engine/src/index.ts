// The engine's public surface: pure rules, messages and machines; no I/O of its own.
export { messages, type MessageKey } from './messages';
export * from './limits';
export * from './access/session';
export * from './access/registration';
export * from './access/password';
export * from './access/reset';
export * from './access/errors';
export * from './access/places';
export * from './access/routes';
export * from './access/subscriptionGate';
export * from './shell/display';
export * from './access/serverError';
export * from './access/sessionMachine';
export * from './access/verifyMachine';
export * from './access/registrationMachine';
export * from './access/resetMachine';
export * from './shell/toastMachine';
