// The Bengali interface (docs/i18n.md#catalogues): every catalogue has a Bengali twin with the same
// keys (`*.bn.ts` beside it, checked against it by `Translation`). A page that starts in Bengali
// loads this module (its own chunk: an English visit never downloads it) and calls `speakBengali()`
// before it loads anything that reads a catalogue (web/src/main.tsx); each catalogue then takes its
// twin's words as it is made (i18n/catalogue.ts). Only a browser page or the build's prerender calls
// it; the servers never do (their words are per request, not per process).
//
// Only types are imported from the English catalogues: importing them here would make them before
// their twins are registered.
import type { answerDeliveryMessages } from '../exam/answerDelivery';
import { answerDeliveryMessagesBn } from '../exam/answerDelivery.bn';
import type { examMessages } from '../exam/messages';
import { examMessagesBn } from '../exam/messages.bn';
import type { examScreenMessages } from '../exam/screenMessages';
import { examScreenMessagesBn } from '../exam/screenMessages.bn';
import type { commerceMessages } from '../commerce/messages';
import { commerceMessagesBn } from '../commerce/messages.bn';
import type { adminContestMessages } from '../contest/adminContestForm';
import { adminContestMessagesBn } from '../contest/adminContestForm.bn';
import type { adminContestScreenMessages } from '../contest/adminMeritList';
import { adminContestScreenMessagesBn } from '../contest/adminMeritList.bn';
import type { qualityMessages } from '../quality/messages';
import type { auditMessages } from '../audit/messages';
import { qualityMessagesBn } from '../quality/messages.bn';
import type { catalogueAdminMessages } from '../practice/admin/messages';
import { catalogueAdminMessagesBn } from '../practice/admin/messages.bn';
import type { adminLearnerMessages } from '../access/admin/messages';
import { adminLearnerMessagesBn } from '../access/admin/messages.bn';
import { auditMessagesBn } from '../audit/messages.bn';
import type { salesAdminMessages } from '../commerce/admin/messages';
import { salesAdminMessagesBn } from '../commerce/admin/messages.bn';
import type { bankImportMessages } from '../bank/importMessages';
import { bankImportMessagesBn } from '../bank/importMessages.bn';
import type { bankEditorMessages } from '../bank/editorMessages';
import { bankEditorMessagesBn } from '../bank/editorMessages.bn';
import type { contestMessages } from '../contest/messages';
import { contestMessagesBn } from '../contest/messages.bn';
import type { messages } from '../messages';
import { messagesBn } from '../messages.bn';
import type { flashcardMessages } from '../practice/flashcardMessages';
import { flashcardMessagesBn } from '../practice/flashcardMessages.bn';
import type { practiceMessages } from '../practice/messages';
import { practiceMessagesBn } from '../practice/messages.bn';
import type { scheduleMessages } from '../practice/scheduledExams';
import { scheduleMessagesBn } from '../practice/scheduledExams.bn';
import type { learningMessages } from '../learning/messages';
import { learningMessagesBn } from '../learning/messages.bn';
import type { progressMessages } from '../progress/messages';
import { progressMessagesBn } from '../progress/messages.bn';
import type { copyMessages, revisionLabels } from '../shell/copy';
import { copyMessagesBn, revisionLabelsBn } from '../shell/copy.bn';
import type { landingMessages } from '../shell/landingMessages';
import { landingMessagesBn } from '../shell/landingMessages.bn';
import type { legalMessages } from '../shell/legalMessages';
import { legalMessagesBn } from '../shell/legalMessages.bn';
import type { serverWords } from '../shell/serverWords';
import { serverWordsBn } from '../shell/serverWords.bn';
import type { titleMessages } from '../shell/routeTitles';
import { titleMessagesBn } from '../shell/routeTitles.bn';
import { placeNamesBn } from '../access/places.bn';
import { registerTwins } from './catalogue';
import { setCurrentLanguage } from './language';
import type { Translation } from './translation';

/**
 * Every catalogue's twin, by the name its English catalogue is made with (`catalogue(name, …)`); a
 * catalogue missing here stays English in Bengali, which engine/src/i18n/bengali.test.ts refuses.
 */
export const bengaliTwins = {
  access: messagesBn,
  titles: titleMessagesBn,
  landing: landingMessagesBn,
  legal: legalMessagesBn,
  revisionLabels: revisionLabelsBn,
  copy: copyMessagesBn,
  exam: examMessagesBn,
  examScreen: examScreenMessagesBn,
  answerDelivery: answerDeliveryMessagesBn,
  practice: practiceMessagesBn,
  flashcard: flashcardMessagesBn,
  schedule: scheduleMessagesBn,
  progress: progressMessagesBn,
  learning: learningMessagesBn,
  commerce: commerceMessagesBn,
  contest: contestMessagesBn,
  adminContest: adminContestMessagesBn,
  adminContestScreen: adminContestScreenMessagesBn,
  quality: qualityMessagesBn,
  catalogueAdmin: catalogueAdminMessagesBn,
  adminLearners: adminLearnerMessagesBn,
  audit: auditMessagesBn,
  salesAdmin: salesAdminMessagesBn,
  bankImport: bankImportMessagesBn,
  bankEditor: bankEditorMessagesBn,
  server: serverWordsBn,
  places: placeNamesBn,
} satisfies {
  access: Translation<typeof messages>;
  titles: Translation<typeof titleMessages>;
  landing: Translation<typeof landingMessages>;
  legal: Translation<typeof legalMessages>;
  revisionLabels: Translation<typeof revisionLabels>;
  copy: Translation<typeof copyMessages>;
  exam: Translation<typeof examMessages>;
  examScreen: Translation<typeof examScreenMessages>;
  answerDelivery: Translation<typeof answerDeliveryMessages>;
  practice: Translation<typeof practiceMessages>;
  flashcard: Translation<typeof flashcardMessages>;
  schedule: Translation<typeof scheduleMessages>;
  progress: Translation<typeof progressMessages>;
  learning: Translation<typeof learningMessages>;
  commerce: Translation<typeof commerceMessages>;
  contest: Translation<typeof contestMessages>;
  adminContest: Translation<typeof adminContestMessages>;
  adminContestScreen: Translation<typeof adminContestScreenMessages>;
  quality: Translation<typeof qualityMessages>;
  catalogueAdmin: Translation<typeof catalogueAdminMessages>;
  adminLearners: Translation<typeof adminLearnerMessages>;
  audit: Translation<typeof auditMessages>;
  salesAdmin: Translation<typeof salesAdminMessages>;
  bankImport: Translation<typeof bankImportMessages>;
  bankEditor: Translation<typeof bankEditorMessages>;
  server: Translation<typeof serverWords>;
  places: Readonly<Record<string, string>>;
};

/** From now on this page speaks Bengali: every catalogue made after this holds its twin's words. */
export function speakBengali(): void {
  registerTwins(bengaliTwins);
  setCurrentLanguage('bn');
}
