// The Admin's audit log page (docs/content.md#audit-page) as a machine: it loads the newest page of
// staff actions; a filter (the kind of record, part of a staff e-mail) or a page loads again while
// the shown page stays, marked busy. A failed first load offers Retry; a failed later load is said
// above the page in the server's words and the page stays. What the page shows is auditLogView.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../access/serverError';
import { messages } from '../messages';

/** The kinds of record an entry may name (api/src/audit/adminActions.ts: `<kind>:<id>`). */
export const auditKinds = [
  'question',
  'import',
  'question_report',
  'contest',
  'grade',
  'subject',
  'topic',
  'subtopic',
  'exam_template',
  'package',
  'subject_price',
  'transaction',
  'account',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** One entry as the gateway gives it (AdminAction); before and after are JSON text. */
export type AuditEntry = {
  id: number;
  actor: { id: number | null; email: string };
  action: string;
  target: string;
  beforeJson: string | null;
  afterJson: string | null;
  at: string;
};

export type AuditPage = { count: number; page: number; page_size: number; results: readonly AuditEntry[] };

export type AuditQuery = { kind: AuditKind | null; actor: string; page: number };

export type AuditLogContext = AuditQuery & { data: AuditPage | null; loadError: string | null; refusal: string | null };

export type AuditLogEvent = { type: 'RETRY' } | { type: 'FILTER'; kind: AuditKind | null; actor: string } | { type: 'PAGE'; page: number };

export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: {
    loadActions: fromPromise<AuditPage, AuditQuery>(async () => {
      throw new Error('loadActions not provided');
    }),
  },
  actions: {
    setData: assign((_, params: { data: AuditPage }) => ({ data: params.data, loadError: null, refusal: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? messages.somethingWrong })),
    // An e-mail part is trimmed; an empty one filters nothing.
    setFilter: assign((_, params: { kind: AuditKind | null; actor: string }) => ({ kind: params.kind, actor: params.actor.trim(), page: 1 })),
    setPage: assign((_, params: { page: number }) => ({ page: params.page })),
  },
}).createMachine({
  id: 'auditLog',
  context: { kind: null, actor: '', page: 1, data: null, loadError: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadActions',
        src: 'loadActions',
        input: ({ context }) => ({ kind: context.kind, actor: context.actor, page: context.page }),
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
        shown: {},
        /** The page stays shown, marked busy, while the newer one loads. */
        refreshing: {
          invoke: {
            id: 'loadActions',
            src: 'loadActions',
            input: ({ context }) => ({ kind: context.kind, actor: context.actor, page: context.page }),
            onDone: { target: 'shown', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
