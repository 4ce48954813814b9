// 'Report a problem' on a reviewed question (docs/content.md#report-form) as a machine: closed, the
// form being filled in (a reason from the picklist, optional words), sending, and sent. A refusal
// keeps the form open with the server's words, or the form's own when no answer came. What the
// review shows is questionReportView.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../access/serverError';
import { fillIn } from '../commerce/messages';
import { qualityMessages as m } from './messages';
import { QUESTION_REPORT_TEXT_MAX, questionReportReasons, type QuestionReportPayload, type QuestionReportReason } from './reports';

export type QuestionReportInput = { question: number };

export type QuestionReportContext = {
  question: number;
  reason: QuestionReportReason | null;
  text: string;
  /** Why the last send failed, in the page's words. */
  error: string | null;
};

export type QuestionReportEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'REASON'; reason: QuestionReportReason }
  | { type: 'TEXT'; text: string }
  | { type: 'SEND' };

export const questionReportMachine = setup({
  types: {
    context: {} as QuestionReportContext,
    events: {} as QuestionReportEvent,
    input: {} as QuestionReportInput,
  },
  actors: {
    sendReport: fromPromise<void, QuestionReportPayload>(async () => {
      throw new Error('sendReport not provided');
    }),
  },
  actions: {
    reset: assign({ reason: null, text: '', error: null }),
    setReason: assign((_, params: { reason: QuestionReportReason }) => ({ reason: params.reason })),
    // docs/content.md#reports: the words are cut at the limit as they are typed.
    setText: assign((_, params: { text: string }) => ({ text: params.text.slice(0, QUESTION_REPORT_TEXT_MAX) })),
    setError: assign((_, params: { error: unknown }) => ({ error: refusalDetailOf(params.error) ?? m.sendFailed })),
  },
  guards: {
    hasReason: ({ context }) => context.reason !== null,
  },
}).createMachine({
  id: 'questionReport',
  context: ({ input }) => ({ question: input.question, reason: null, text: '', error: null }),
  initial: 'closed',
  states: {
    closed: { on: { OPEN: { target: 'editing', actions: 'reset' } } },
    editing: {
      on: {
        REASON: { actions: { type: 'setReason', params: ({ event }) => event } },
        TEXT: { actions: { type: 'setText', params: ({ event }) => event } },
        SEND: { guard: 'hasReason', target: 'sending' },
        CLOSE: 'closed',
      },
    },
    sending: {
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
        input: ({ context }) => ({ question: context.question, reason: context.reason ?? 'other', text: context.text.trim() }),
        onDone: 'sent',
        onError: { target: 'editing', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: { on: { CLOSE: 'closed' } },
  },
});

export type QuestionReportSnapshot = SnapshotFrom<typeof questionReportMachine>;

/** What the review shows of the report: its button, or the form and where it is. */
export type QuestionReportView =
  | { state: 'closed'; label: string }
  | {
      state: 'editing' | 'sending' | 'sent';
      title: string;
      reasons: Array<{ id: QuestionReportReason; name: string }>;
      reason: QuestionReportReason | null;
      text: string;
      hint: string;
      canSend: boolean;
      error: string | null;
      /** 'Thank you …' once sent. */
      done: string | null;
    };

export function questionReportView(snapshot: QuestionReportSnapshot): QuestionReportView {
  if (snapshot.matches('closed')) return { state: 'closed', label: m.reportProblem };
  const { reason, text, error } = snapshot.context;
  const state = snapshot.matches('sending') ? 'sending' : snapshot.matches('sent') ? 'sent' : 'editing';
  return {
    state,
    title: m.reportTitle,
    reasons: questionReportReasons.map((id) => ({ id, name: m.reasons[id] })),
    reason,
    text,
    hint: fillIn(m.detailsHint, { max: QUESTION_REPORT_TEXT_MAX }),
    canSend: state === 'editing' && reason !== null,
    error: state === 'editing' ? error : null,
    done: state === 'sent' ? m.sent : null,
  };
}
