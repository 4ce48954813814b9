// The learner's contest list (docs/contest.md#learner-screen) as a machine: it loads the contests
// and the server's time in one request (docs/contest.md#server-clock), keeps the web's clock in
// step through an invoked `clock` that sends TICK once a second, and runs a card's action as an
// invoked actor: Register (then the list again), Join and Practise (the exam the answer names is
// where the learner goes, emitted as a navigation), Result, Merit list and Review (a navigation).
// A refusal for want of a subscription (NOT_COVERED) is a state, the 'Subscription Required'
// dialog; any other refusal is said above the list. What the screen shows is contestListView.
//
// Decisions the specification leaves open:
// - An action a card does not offer at the machine's clock is ignored (the server refuses it too).
// - A failed reload after a registration keeps the list and says why: the registration stands.
import { assign, emit, fromCallback, fromPromise, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { isRefusal, refusalCodes } from '../access/refusal';
import { refusalDetailOf } from '../access/serverError';
import { messages } from '../messages';
import { navigateEffect, type MachineEffect } from '../shell/effects';
import { contestCard, contestFacts, contestSections, type ContestAction, type ContestFacts, type ContestStatus } from './contestCard';
import { contestMessages } from './messages';
import { formatDhakaDateTime } from '../shell/time';
import { clockOffset, contestPaths } from './contestViews';

/** What a contest card shows of a contest (the gateway's Contest, through web/src/contest/contestCalls.ts). */
export type ContestListEntry = ContestFacts & {
  id: number;
  title: string;
  template_name: string;
  university: string | null;
  unit: string | null;
  year: number | null;
  subjects: ReadonlyArray<{ subject: { name: string }; no_of_questions: number }>;
  duration: number;
  total_question: number;
  mark_per_qn: number;
  negative_mark_per_qn: number | null;
  registered_count: number;
};

/**
 * One load of the list: the contests and the server's time from the same request, with the web's
 * clock read as it was sent and as it was answered (the offset is measured from the middle).
 */
export type ContestListing = { contests: ContestListEntry[]; serverTime: string; sentAt: number; receivedAt: number };

/** The exam a Join or Practise opened (its questions are handed to the exam screen by the web). */
export type OpenedContestExam = { examId: number };

export type ContestListContext = {
  contests: ContestListEntry[];
  /** The server's clock minus the web's (ms), measured by the last load. */
  offsetMs: number;
  /** The web's clock at the last TICK (ms). */
  localNow: number;
  /** Why the list could not load: the server's detail, or null for the screen's own words. */
  loadError: string | null;
  /** A refused action (or a failed reload after a registration), said above the list. */
  refusal: string | null;
  /** The contest whose action is under way (its button shows pending). */
  acting: { contest: number; action: ContestAction } | null;
};

export type ContestListEvent =
  | { type: 'RETRY' }
  | { type: 'TICK'; now: number }
  /** A card's button: any action the card offers at the machine's clock. */
  | { type: 'ACT'; contest: number; action: ContestAction }
  /** The 'Subscription Required' dialog's Cancel (its Buy Package leaves for /packages). */
  | { type: 'CLOSE_DIALOG' };

export type ContestActionInput = { contest: number };

/** The server's clock now (ms), as the cards read it. */
export function contestListNow(context: Pick<ContestListContext, 'offsetMs' | 'localNow'>): number {
  return context.localNow + context.offsetMs;
}

/** The refused action's words: the server's detail, else 'Something went wrong' (no answer at all). */
function refusalText(error: unknown): string {
  return refusalDetailOf(error) ?? messages.somethingWrong;
}

type PageAction = keyof typeof contestPaths;

/** The actions that open one of the contest's pages rather than call the server. */
function isPageAction(action: ContestAction): action is PageAction {
  return action in contestPaths;
}

export const contestListMachine = setup({
  types: {
    context: {} as ContestListContext,
    events: {} as ContestListEvent,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** GET the contests with the server's time (one GraphQL document). */
    loadContests: fromPromise<ContestListing>(async () => {
      throw new Error('loadContests not provided');
    }),
    register: fromPromise<void, ContestActionInput>(async () => {
      throw new Error('register not provided');
    }),
    join: fromPromise<OpenedContestExam, ContestActionInput>(async () => {
      throw new Error('join not provided');
    }),
    practise: fromPromise<OpenedContestExam, ContestActionInput>(async () => {
      throw new Error('practise not provided');
    }),
    /** Sends { type: 'TICK', now } once a second from the web's clock. */
    clock: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    setListing: assign((_, params: { listing: ContestListing }) => ({
      contests: params.listing.contests,
      offsetMs: clockOffset(params.listing.serverTime, params.listing.sentAt, params.listing.receivedAt),
      localNow: params.listing.receivedAt,
      loadError: null,
    })),
    setLoadError: assign((_, params: { error: unknown }) => ({
      loadError: refusalDetailOf(params.error),
    })),
    tick: assign((_, params: { now: number }) => ({ localNow: params.now })),
    startActing: assign((_, params: { contest: number; action: ContestAction }) => ({ acting: params, refusal: null })),
    doneActing: assign({ acting: null }),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalText(params.error) })),
    openPage: emit((_, params: { contest: number; action: ContestAction }) =>
      navigateEffect({ to: isPageAction(params.action) ? contestPaths[params.action](params.contest) : '/contest' }),
    ),
    openExam: emit((_, params: OpenedContestExam) => navigateEffect({ to: `/exam/${params.examId}` })),
  },
  guards: {
    /** The refusal is for want of a subscription (NOT_COVERED). */
    needsSubscription: (_, params: { error: unknown }) => isRefusal(params.error, refusalCodes.notCovered),
    /** The card offers this action now, on the server's clock, and it is the kind `as` names ('page': result, merit list, review). */
    offered: ({ context }, params: { contest: number; action: ContestAction; as: ContestAction | 'page' }) => {
      const contest = context.contests.find((c) => c.id === params.contest);
      const kind = isPageAction(params.action) ? 'page' : params.action;
      return kind === params.as && contest !== undefined && contestCard(contest, contestListNow(context)).actions.some((a) => a.action === params.action);
    },
  },
}).createMachine({
  id: 'contestList',
  context: { contests: [], offsetMs: 0, localNow: 0, loadError: null, refusal: null, acting: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContests',
        src: 'loadContests',
        onDone: { target: 'ready', actions: { type: 'setListing', params: ({ event }) => ({ listing: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** 'Reload' (RETRY) loads again. */
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      invoke: { id: 'clock', src: 'clock' },
      on: { TICK: { actions: { type: 'tick', params: ({ event }) => ({ now: event.now }) } } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            ACT: [
              { guard: { type: 'offered', params: ({ event }) => ({ ...event, as: 'register' }) }, target: 'registering', actions: { type: 'startActing', params: ({ event }) => event } },
              { guard: { type: 'offered', params: ({ event }) => ({ ...event, as: 'join' }) }, target: 'joining', actions: { type: 'startActing', params: ({ event }) => event } },
              { guard: { type: 'offered', params: ({ event }) => ({ ...event, as: 'practise' }) }, target: 'practising', actions: { type: 'startActing', params: ({ event }) => event } },
              { guard: { type: 'offered', params: ({ event }) => ({ ...event, as: 'page' }) }, actions: { type: 'openPage', params: ({ event }) => event } },
            ],
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({ contest: context.acting?.contest ?? 0 }),
            onDone: 'refreshing',
            onError: [
              { guard: { type: 'needsSubscription', params: ({ event }) => ({ error: event.error }) }, target: 'subscriptionRequired', actions: 'doneActing' },
              { target: 'idle', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneActing'] },
            ],
          },
        },
        /** The list again after a registration, so its card says 'Registered' and counts down. */
        refreshing: {
          invoke: {
            id: 'loadContests',
            src: 'loadContests',
            onDone: { target: 'idle', actions: [{ type: 'setListing', params: ({ event }) => ({ listing: event.output }) }, 'doneActing'] },
            onError: { target: 'idle', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneActing'] },
          },
        },
        joining: {
          invoke: {
            id: 'join',
            src: 'join',
            input: ({ context }) => ({ contest: context.acting?.contest ?? 0 }),
            onDone: { target: '#contestList.opened', actions: { type: 'openExam', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'needsSubscription', params: ({ event }) => ({ error: event.error }) }, target: 'subscriptionRequired', actions: 'doneActing' },
              { target: 'idle', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneActing'] },
            ],
          },
        },
        practising: {
          invoke: {
            id: 'practise',
            src: 'practise',
            input: ({ context }) => ({ contest: context.acting?.contest ?? 0 }),
            onDone: { target: '#contestList.opened', actions: { type: 'openExam', params: ({ event }) => event.output } },
            onError: [
              { guard: { type: 'needsSubscription', params: ({ event }) => ({ error: event.error }) }, target: 'subscriptionRequired', actions: 'doneActing' },
              { target: 'idle', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneActing'] },
            ],
          },
        },
        /** 'Subscription Required' (docs/access.md#subscription-gate); Cancel closes it. */
        subscriptionRequired: { on: { CLOSE_DIALOG: 'idle' } },
      },
    },
    /** The exam screen was emitted as a navigation on the way here. */
    opened: { type: 'final' },
  },
});

export type ContestListSnapshot = SnapshotFrom<typeof contestListMachine>;

/** One card as the screen prints it: its lines, its note and countdown, and its buttons. */
export type ContestCardView = {
  id: number;
  title: string;
  paper: string;
  subjects: string;
  /** The start in Dhaka's time and the terms, one line. */
  when: string;
  note: string | null;
  countdown: string | null;
  actions: ReadonlyArray<{ action: ContestAction; label: string; pending: boolean }>;
};

/** docs/contest.md#learner-screen: what the list screen shows in any state of the machine. */
export type ContestListView =
  | { screen: 'loading' }
  /** `message`: the server's detail, else the list's own words. */
  | { screen: 'failed'; message: string }
  | {
      screen: 'list';
      sections: ReadonlyArray<{ status: Exclude<ContestStatus, 'cancelled'>; title: string; cards: ContestCardView[] }>;
      /** True when there is no contest at all ('No contests yet.'). */
      empty: boolean;
      refusal: string | null;
      /** An action is under way: every other button waits. */
      busy: boolean;
      subscriptionRequired: boolean;
    };

export function contestListView(snapshot: ContestListSnapshot): ContestListView {
  if (snapshot.matches('loading')) return { screen: 'loading' };
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: snapshot.context.loadError ?? messages.loadFailed };
  const { contests, acting, refusal } = snapshot.context;
  const now = contestListNow(snapshot.context);
  return {
    screen: 'list',
    sections: contestSections(contests, now).map(({ status, contests: rows }) => ({
      status,
      title: contestMessages[status],
      cards: rows.map((contest) => cardViewOf(contest, now, acting)),
    })),
    empty: contests.length === 0,
    refusal,
    busy: acting !== null || snapshot.matches('opened'),
    subscriptionRequired: snapshot.matches({ ready: 'subscriptionRequired' }),
  };
}

function cardViewOf(contest: ContestListEntry, now: number, acting: ContestListContext['acting']): ContestCardView {
  const card = contestCard(contest, now);
  const facts = contestFacts(contest);
  return {
    id: contest.id,
    title: contest.title,
    paper: facts.paper,
    subjects: facts.subjects,
    when: `${formatDhakaDateTime(contest.start_time)} · ${facts.terms}`,
    note: card.note,
    countdown: card.countdown,
    actions: card.actions.map(({ action, label }) => ({ action, label, pending: acting?.contest === contest.id && acting.action === action })),
  };
}
