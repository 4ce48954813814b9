// The question bank's list (docs/content.md#bank-list) as a machine: it loads the catalogue's places
// and the first page together; a search, a filter or a page loads the page again (the one shown
// stays, marked busy, meanwhile); a failed reload is said above the list and what was shown stays.
// What the page shows is bankListView.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalDetailOf } from '../access/serverError';
import type { QualityFlag } from '../quality/itemAnalysis';
import type { BankLanguage, BankStatus } from './bankDraft';
import type { BankPlaces } from './bankEditorMachine';
import type { BankDifficulty } from './difficulty';
import { bankEditorMessages as m } from './editorMessages';

/** One current question in the list (the contract's BankQuestionSummary). */
export type BankSummary = {
  id: number;
  key: string;
  version: number;
  status: BankStatus;
  language: BankLanguage;
  has_twin: boolean;
  text: string;
  subject: string;
  topic: string;
  subtopic: string;
  answer: number;
  facility: number | null;
  difficulty: BankDifficulty;
  flags: readonly QualityFlag[];
};

export type BankListPage = { count: number; page: number; page_size: number; results: readonly BankSummary[] };

/** The search and filters; null filters nothing. */
export type BankListQuery = {
  search: string;
  subject: number | null;
  topic: number | null;
  subtopic: number | null;
  status: BankStatus | null;
  difficulty: BankDifficulty | null;
  flag: QualityFlag | null;
  page: number;
};

export type BankListFilter =
  | { filter: 'subject' | 'topic' | 'subtopic'; value: number | null }
  | { filter: 'status'; value: BankStatus | null }
  | { filter: 'difficulty'; value: BankDifficulty | null }
  | { filter: 'flag'; value: QualityFlag | null };

export type BankListContext = {
  query: BankListQuery;
  places: BankPlaces | null;
  data: BankListPage | null;
  loadError: string | null;
  refusal: string | null;
};

export type BankListEvent = { type: 'RETRY' } | { type: 'SEARCH'; text: string } | ({ type: 'FILTER' } & BankListFilter) | { type: 'PAGE'; page: number };

export const emptyBankQuery: BankListQuery = { search: '', subject: null, topic: null, subtopic: null, status: null, difficulty: null, flag: null, page: 1 };

function filtered(query: BankListQuery, change: BankListFilter): BankListQuery {
  switch (change.filter) {
    case 'subject':
      return { ...query, subject: change.value, topic: null, subtopic: null, page: 1 };
    case 'topic':
      return { ...query, topic: change.value, subtopic: null, page: 1 };
    case 'subtopic':
      return { ...query, subtopic: change.value, page: 1 };
    case 'status':
      return { ...query, status: change.value, page: 1 };
    case 'difficulty':
      return { ...query, difficulty: change.value, page: 1 };
    case 'flag':
      return { ...query, flag: change.value, page: 1 };
  }
}

export const bankListMachine = setup({
  types: {
    context: {} as BankListContext,
    events: {} as BankListEvent,
  },
  actors: {
    loadPlaces: fromPromise<BankPlaces, void>(async () => {
      throw new Error('loadPlaces not provided');
    }),
    loadPage: fromPromise<BankListPage, BankListQuery>(async () => {
      throw new Error('loadPage not provided');
    }),
  },
  actions: {
    setPlaces: assign((_, params: { places: BankPlaces }) => ({ places: params.places })),
    setData: assign((_, params: { data: BankListPage }) => ({ data: params.data, loadError: null, refusal: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalDetailOf(params.error) ?? m.somethingWrong })),
    setSearch: assign(({ context }, params: { text: string }) => ({ query: { ...context.query, search: params.text.trim(), page: 1 } })),
    setFilter: assign(({ context }, params: BankListFilter) => ({ query: filtered(context.query, params) })),
    setPage: assign(({ context }, params: { page: number }) => ({ query: { ...context.query, page: params.page } })),
  },
}).createMachine({
  id: 'bankList',
  context: { query: emptyBankQuery, places: null, data: null, loadError: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      states: {
        places: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadPlaces',
                src: 'loadPlaces',
                onDone: { target: 'done', actions: { type: 'setPlaces', params: ({ event }) => ({ places: event.output }) } },
                onError: { target: '#bankList.loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
        page: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadPage',
                src: 'loadPage',
                input: ({ context }) => context.query,
                onDone: { target: 'done', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
                onError: { target: '#bankList.loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'ready',
    },
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'shown',
      on: {
        SEARCH: { target: '.refreshing', reenter: true, actions: { type: 'setSearch', params: ({ event }) => event } },
        FILTER: { target: '.refreshing', reenter: true, actions: { type: 'setFilter', params: ({ event }) => event } },
        PAGE: { target: '.refreshing', reenter: true, actions: { type: 'setPage', params: ({ event }) => event } },
      },
      states: {
        shown: {},
        refreshing: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => context.query,
            onDone: { target: 'shown', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
            onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type BankListSnapshot = SnapshotFrom<typeof bankListMachine>;
