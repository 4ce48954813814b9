// The engine's public surface: pure rules, messages and machines; no I/O of its own.
export {
  messages,
  logoutSendFailedMessage,
  logoutUnsentMessage,
  resetCodeNotResentMessage,
  resetCodeSentMessage,
  resetCodesTooOften,
  resetNextRequestMessage,
  verificationResendsTooOften,
  verificationResentMessage,
  verificationSentIntroMessage,
  verificationSentToMessage,
  type MessageKey,
} from './messages';
export * from './limits';
export * from './access/session';
export * from './access/registration';
export * from './access/password';
export * from './access/reset';
export * from './access/errors';
export * from './access/places';
export * from './access/placeNames';
export * from './access/address';
export * from './shell/routes';
export * from './shell/routeTitles';
export * from './access/subscriptionGate';
export * from './shell/display';
export * from './shell/time';
export * from './shell/copy';
export * from './shell/serverWords';
export * from './shell/shownDetail';
export * from './shell/clientError';
export * from './shell/browserSupport';
export * from './shell/digits';
export * from './i18n/language';
export * from './i18n/format';
export type { Translation } from './i18n/translation';
export * from './shell/footer';
export * from './shell/landingMessages';
export * from './shell/legalMessages';
export * from './shell/offlineApp';
export * from './access/serverError';
export * from './access/refusal';
export * from './access/sessionMachine';
export * from './access/verifyMachine';
export * from './access/registrationMachine';
export * from './access/resetMachine';
export * from './access/verificationResendMachine';
export * from './access/emailField';
export * from './shell/toastMachine';
export * from './shell/logoutMachine';
export * from './shell/reconnect';
export * from './shell/reconnectMachine';
export * from './shell/deviceRecords';
export * from './shell/effects';
export * from './exam';
export * from './practice';
export * from './commerce';
export * from './progress';
// The learning slice's words and the reviews a device keeps; its schedule and machine, which load
// ts-fsrs, are '@proshno/engine/learning'.
export { learningMessages } from './learning/messages';
export * from './learning/pendingReviews';
export * from './learning/mastery';
export * from './learning/practiseThese';
export * from './learning/nearLevel';
export * from './learning/plan';
export * from './learning/guessing';
export * from './learning/planMachine';
export * from './contest';
export * from './contest/admin';
export * from './quality';
// The Admin's catalogue and exam templates (docs/content.md#catalogue).
export * from './practice/admin';
// The Admin's learners (docs/access.md#admin-learners).
export * from './access/admin';
export * from './audit';
// The question bank's editor and list (docs/content.md#versions).
export * from './bank/searchText';
export * from './bank/difficulty';
// The Admin's question import and export (docs/content.md#import).
export * from './bank/importFormats';
export { bankImportMessages } from './bank/importMessages';
export * from './bank/importReasons';
export * from './bank/importMachine';
export * from './bank/importView';
export * from './bank/bankDraft';
export * from './bank/bankEditorMachine';
export * from './bank/bankEditorView';
export * from './bank/bankListMachine';
export * from './bank/bankListView';
export { bankEditorMessages } from './bank/editorMessages';
