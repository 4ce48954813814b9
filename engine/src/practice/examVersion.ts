// The version an exam is sat in, chosen on its setup screen before it starts (docs/i18n.md#questions):
// the learner's own (the profile's Questions in), unless they choose the other for this one exam.
// The random test, the model test and the previous-year paper each hold one of these; what it holds
// when the exam is started goes with the start.
import { assign, setup } from 'xstate';
import type { Language } from '../i18n/language';

export type ExamVersionContext = { version: Language };
export type ExamVersionEvent = { type: 'CHOOSE_VERSION'; version: Language };

export const examVersionMachine = setup({
  types: {
    context: {} as ExamVersionContext,
    input: {} as { version: Language },
    events: {} as ExamVersionEvent,
  },
}).createMachine({
  id: 'examVersion',
  context: ({ input }) => ({ version: input.version }),
  on: { CHOOSE_VERSION: { actions: assign({ version: ({ event }) => event.version }) } },
});

/** The version a setup screen starts from: the learner's, else the page's language (an older stored session). */
export function startingExamVersion(learnerVersion: Language | undefined, pageLanguage: Language): Language {
  return learnerVersion ?? pageLanguage;
}
