// The Admin's question-quality page (docs/content.md#admin-page) as a machine: it loads the open
// reports and a page of the questions' statistics together; then a filter or a page loads the
// questions again (the page stays shown meanwhile), and 'Mark resolved' resolves one report and
// loads both again. A refused resolve or a failed reload is said above the page in the server's
// words ('Something went wrong' when no answer came); what was shown stays. What the page shows is
// questionQualityView (./questionQualityView.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../access/serverError';
import { messages } from '../messages';
import type { QualityFlag } from './itemAnalysis';
import type { QuestionReportReason } from './reports';

/** A flag, or the questions with an open report; 'all' filters nothing. */
export type QualityFilter = QualityFlag | 'reported' | 'all';

/** One question's statistics (the gateway's QuestionStatistics, docs/content.md#item-analysis). */
export type QuestionStatisticsEntry = {
  question: number;
  text: string;
  /** The language of its text (docs/i18n.md#questions). */
  language: 'en' | 'bn';
  subject: string;
  topic: string;
  attempts: number;
  /** Per cent, null without attempts. */
  facility: number | null;
  /** −1 to 1, null when undefined. */
  discrimination: number | null;
  options: ReadonlyArray<{ position: number; is_answer: boolean; chosen: number }>;
  blanks: number;
  median_time_ms: number | null;
  flags: readonly QualityFlag[];
  open_reports: number;
};

export type QueuedReportEntry = {
  id: number;
  reason: QuestionReportReason;
  text: string;
  created_at: string;
  resolved_at: string | null;
  reporter: string;
  statistics: QuestionStatisticsEntry;
};

/** What one load brings: a page of questions and the first page of the report queue. */
export type QuestionQualityData = {
  questions: { count: number; page: number; page_size: number; results: readonly QuestionStatisticsEntry[] };
  reports: { open: number; results: readonly QueuedReportEntry[] };
};

export type QuestionQualityQuery = { filter: QualityFilter; page: number };

export type QuestionQualityContext = QuestionQualityQuery & {
  data: QuestionQualityData | null;
  loadError: string | null;
  refusal: string | null;
  /** The report being resolved. */
  resolving: number | null;
};

export type QuestionQualityEvent =
  | { type: 'RETRY' }
  | { type: 'FILTER'; filter: QualityFilter }
  | { type: 'PAGE'; page: number }
  | { type: 'RESOLVE'; report: number };

export const questionQualityMachine = setup({
  types: {
    context: {} as QuestionQualityContext,
    events: {} as QuestionQualityEvent,
  },
  actors: {
    loadQuality: fromPromise<QuestionQualityData, QuestionQualityQuery>(async () => {
      throw new Error('loadQuality not provided');
    }),
    resolveReport: fromPromise<void, { report: number }>(async () => {
      throw new Error('resolveReport not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: QuestionQualityData }) => ({ data: params.data, loadError: null, refusal: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong })),
    setFilter: assign((_, params: { filter: QualityFilter }) => ({ filter: params.filter, page: 1 })),
    setPage: assign((_, params: { page: number }) => ({ page: params.page })),
    startResolving: assign((_, params: { report: number }) => ({ resolving: params.report, refusal: null })),
    doneResolving: assign({ resolving: null }),
  },
  guards: {
    /** A report the queue shows open (a second press while it resolves is ignored). */
    isOpenReport: ({ context }, params: { report: number }) =>
      context.data?.reports.results.some((report) => report.id === params.report && report.resolved_at === null) ?? false,
  },
}).createMachine({
  id: 'questionQuality',
  context: { filter: 'all', page: 1, data: null, loadError: null, refusal: null, resolving: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuality',
        src: 'loadQuality',
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'shown',
      on: {
        FILTER: { target: '.refreshing', reenter: true, actions: { type: 'setFilter', params: ({ event }) => event } },
        PAGE: { target: '.refreshing', reenter: true, actions: { type: 'setPage', params: ({ event }) => event } },
      },
      states: {
        shown: {
          on: {
            RESOLVE: { guard: { type: 'isOpenReport', params: ({ event }) => event }, target: 'resolving', actions: { type: 'startResolving', params: ({ event }) => event } },
          },
        },
        /** The page stays shown, marked busy, while the newer one loads. */
        refreshing: {
          invoke: {
            id: 'loadQuality',
            src: 'loadQuality',
            input: ({ context }) => ({ filter: context.filter, page: context.page }),
            onDone: { target: 'shown', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        resolving: {
          // A filter or a page waits for the resolve: the reload after it shows both.
          on: { FILTER: { actions: { type: 'setFilter', params: ({ event }) => event } }, PAGE: { actions: { type: 'setPage', params: ({ event }) => event } } },
          invoke: {
            id: 'resolveReport',
            src: 'resolveReport',
            input: ({ context }) => ({ report: context.resolving ?? 0 }),
            onDone: { target: 'refreshing', actions: 'doneResolving' },
            onError: { target: 'shown', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneResolving'] },
          },
        },
      },
    },
  },
});

export type QuestionQualitySnapshot = SnapshotFrom<typeof questionQualityMachine>;
