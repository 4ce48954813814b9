// The admin's contest page (docs/contest.md#admin-screen) as a machine. Once the contests have
// loaded, five things run side by side, each a region of `ready`:
// - form: the 'New contest' form open or not (the form itself is adminContestFormMachine, which
//   the web renders beside this page and reports back with FORM_CLOSED);
// - panel: what is open under one contest's row: its edit form, or its registrations or merit
//   list, each loaded by an invoked actor (a second press on the same button closes it);
// - list: the contests as shown, and loading them again after a save or a cancellation;
// - cancel: the confirmation ('asking'), then the cancellation ('cancelling');
// - export: the merit list's CSV being read and downloaded.
// A refused cancel or export is said above the table in the server's words. What the screen shows
// is adminContestsView (./adminContestsView.ts).
//
// Decisions the specification leaves open:
// - A press the row does not offer (Cancel on a cancelled contest) is ignored.
// - A cancel the server refuses because the contest has started (CONTEST_STARTED) loads the list
//   again as well, so the row says what the contest is now and offers Cancel no more.
// - A failed reload keeps the list and says so ('Something went wrong'); what was saved stands.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { isRefusal, refusalCodes } from '../access/refusal';
import { refusalDetailOf } from '../access/serverError';
import { messages } from '../messages';
import { adminContestActions, type AdminContestActions, type AdminContestStatus } from './adminContestActions';
import { meritRowsOfCsv, type AdminMeritRow } from './adminMeritList';

/** A row of the admin's table (the gateway's AdminContest, through web/src/contest/admin/adminCalls.ts). */
export type AdminContestEntry = {
  id: number;
  title: string;
  template_name: string;
  university: string | null;
  unit: string | null;
  year: number | null;
  start_time: string;
  end_time: string;
  /** Seconds. */
  duration: number;
  total_question: number;
  time_breaks_ties: boolean;
  status: AdminContestStatus;
  registered_count: number;
  results_ready: boolean;
};

/** A learner registered for a contest (docs/contest.md#admin: Registrations). */
export type AdminRegistration = { user: number; full_name: string; email: string; registered_at: string; joined: boolean };

/** The merit list's export as the server writes it (the header only before the results). */
export type AdminMeritExport = { filename: string; csv: string };

/** What opens under a contest's row. */
export type AdminContestPanel = 'edit' | 'registrations' | 'meritList';

/** Which of the page's two forms closed: the new contest's above the table, or a row's edit form. */
export type AdminContestFormPlace = 'new' | 'edit';

export type AdminContestInput = { contest: number };

export type AdminContestsContext = {
  contests: AdminContestEntry[];
  /** The contests table's page (the table clamps it to the pages there are). */
  page: number;
  /** Why the contests could not load: the server's detail, or null for the page's own words. */
  loadError: string | null;
  /** A refused cancel or export, or a failed reload, said above the table. */
  refusal: string | null;
  /** The contest whose row has a panel open, and which (the guard of a second press reads it). */
  opened: { contest: number; panel: AdminContestPanel } | null;
  registrations: AdminRegistration[];
  meritList: AdminMeritRow[];
  /** The open list's page, or why it could not load (null: the shared words). */
  panelPage: number;
  panelError: string | null;
  /** The contest Cancel asks about, then cancels. */
  cancelling: number | null;
  /** The contest whose CSV is being exported. */
  exporting: number | null;
};

export type AdminContestsEvent =
  /** Try Again after a failed load: the contests' own, or the open list's. */
  | { type: 'RETRY' }
  | { type: 'PAGE'; list: 'contests' | 'panel'; page: number }
  /** 'New contest'. */
  | { type: 'NEW' }
  /** A form's Close, or its save (the list then loads again). */
  | { type: 'FORM_CLOSED'; form: AdminContestFormPlace; saved: boolean }
  /** Edit, Registrations or Merit list on a row: opens it under the row, or closes it when it is the one open. */
  | { type: 'OPEN'; contest: number; panel: AdminContestPanel }
  /** Cancel on a row: asks first. */
  | { type: 'CANCEL'; contest: number }
  | { type: 'KEEP' }
  | { type: 'CONFIRM' }
  | { type: 'EXPORT'; contest: number }
  /** Load the list again (raised after a save or a cancellation). */
  | { type: 'REFRESH' };

export const adminContestsMachine = setup({
  types: {
    context: {} as AdminContestsContext,
    events: {} as AdminContestsEvent,
  },
  actors: {
    loadContests: fromPromise<AdminContestEntry[]>(async () => {
      throw new Error('loadContests not provided');
    }),
    loadRegistrations: fromPromise<AdminRegistration[], AdminContestInput>(async () => {
      throw new Error('loadRegistrations not provided');
    }),
    /** The merit list is read from the export (docs/contest.md#admin-screen). */
    loadMeritList: fromPromise<AdminMeritExport, AdminContestInput>(async () => {
      throw new Error('loadMeritList not provided');
    }),
    cancelContest: fromPromise<void, AdminContestInput>(async () => {
      throw new Error('cancelContest not provided');
    }),
    /** Reads the export and hands it to the browser as `contest-{id}-merit-list.csv`. */
    downloadMeritList: fromPromise<void, AdminContestInput>(async () => {
      throw new Error('downloadMeritList not provided');
    }),
  },
  actions: {
    setContests: assign((_, params: { contests: AdminContestEntry[] }) => ({ contests: params.contests, loadError: null })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: refusalDetailOf(params.error) })),
    refuse: assign((_, params: { error: unknown }) => ({ refusal: refusalText(params.error) })),
    setPage: assign((_, params: { list: 'contests' | 'panel'; page: number }) => (params.list === 'contests' ? { page: params.page } : { panelPage: params.page })),
    openPanel: assign((_, params: { contest: number; panel: AdminContestPanel }) => ({ opened: { contest: params.contest, panel: params.panel }, panelPage: 1, panelError: null })),
    closePanel: assign({ opened: null }),
    setRegistrations: assign((_, params: { rows: AdminRegistration[] }) => ({ registrations: params.rows })),
    setMeritList: assign((_, params: { csv: string }) => ({ meritList: meritRowsOfCsv(params.csv) })),
    setPanelError: assign((_, params: { error: unknown }) => ({ panelError: refusalDetailOf(params.error) })),
    ask: assign((_, params: { contest: number }) => ({ cancelling: params.contest, refusal: null })),
    doneCancelling: assign({ cancelling: null }),
    startExport: assign((_, params: { contest: number }) => ({ exporting: params.contest, refusal: null })),
    doneExporting: assign({ exporting: null }),
    refresh: raise({ type: 'REFRESH' }),
  },
  guards: {
    /** The press is on the panel already open (it closes it). */
    isOpen: ({ context }, params: { contest: number; panel: AdminContestPanel }) => context.opened?.contest === params.contest && context.opened.panel === params.panel,
    /** The press opens this panel, and the contest's row offers it (docs/contest.md#admin-actions). */
    opens: ({ context }, params: { contest: number; panel: AdminContestPanel; wanted: AdminContestPanel }) =>
      params.panel === params.wanted && offers(context.contests, params.contest, params.panel),
    /** The contest's row offers the action now: a cancelled or started contest has no Cancel. */
    offered: ({ context }, params: { contest: number; action: keyof AdminContestActions }) => offers(context.contests, params.contest, params.action),
    /** The form that closed is the one this state has open, and it saved (`saving`) or not. */
    closes: (_, params: { form: AdminContestFormPlace; saved: boolean; place: AdminContestFormPlace; saving: boolean }) => params.form === params.place && params.saved === params.saving,
    /** The server refuses because the contest has started: the row is out of date. */
    started: (_, params: { error: unknown }) => isRefusal(params.error, refusalCodes.contestStarted),
  },
}).createMachine({
  id: 'adminContests',
  context: {
    contests: [],
    page: 1,
    loadError: null,
    refusal: null,
    opened: null,
    registrations: [],
    meritList: [],
    panelPage: 1,
    panelError: null,
    cancelling: null,
    exporting: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContests',
        src: 'loadContests',
        onDone: { target: 'ready', actions: { type: 'setContests', params: ({ event }) => ({ contests: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Try Again (RETRY) loads again. */
    loadFailed: { on: { RETRY: 'loading' } },
    ready: {
      type: 'parallel',
      on: { PAGE: { actions: { type: 'setPage', params: ({ event }) => event } } },
      states: {
        form: {
          initial: 'closed',
          states: {
            closed: { on: { NEW: 'creating' } },
            creating: { on: { FORM_CLOSED: closesForm('new') } },
          },
        },
        panel: {
          initial: 'closed',
          on: {
            OPEN: [
              { guard: { type: 'isOpen', params: ({ event }) => event }, target: '.closed', actions: 'closePanel' },
              { guard: { type: 'opens', params: ({ event }) => ({ ...event, wanted: 'edit' }) }, target: '.editing', actions: { type: 'openPanel', params: ({ event }) => event } },
              {
                guard: { type: 'opens', params: ({ event }) => ({ ...event, wanted: 'registrations' }) },
                target: '.registrations',
                actions: { type: 'openPanel', params: ({ event }) => event },
              },
              { guard: { type: 'opens', params: ({ event }) => ({ ...event, wanted: 'meritList' }) }, target: '.meritList', actions: { type: 'openPanel', params: ({ event }) => event } },
            ],
          },
          states: {
            closed: {},
            /** The row's edit form (rendered by the web beside this machine) is open. */
            editing: { on: { FORM_CLOSED: closesForm('edit') } },
            registrations: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadRegistrations',
                    src: 'loadRegistrations',
                    input: ({ context }) => ({ contest: context.opened?.contest ?? 0 }),
                    onDone: { target: 'shown', actions: { type: 'setRegistrations', params: ({ event }) => ({ rows: event.output }) } },
                    onError: { target: 'failed', actions: { type: 'setPanelError', params: ({ event }) => ({ error: event.error }) } },
                  },
                },
                failed: { on: { RETRY: 'loading' } },
                shown: {},
              },
            },
            meritList: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadMeritList',
                    src: 'loadMeritList',
                    input: ({ context }) => ({ contest: context.opened?.contest ?? 0 }),
                    onDone: { target: 'shown', actions: { type: 'setMeritList', params: ({ event }) => ({ csv: event.output.csv }) } },
                    onError: { target: 'failed', actions: { type: 'setPanelError', params: ({ event }) => ({ error: event.error }) } },
                  },
                },
                failed: { on: { RETRY: 'loading' } },
                shown: {},
              },
            },
          },
        },
        list: {
          initial: 'shown',
          states: {
            shown: { on: { REFRESH: 'refreshing' } },
            refreshing: {
              // A second save while the list loads asks again: the answer on its way may predate it.
              on: { REFRESH: { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'loadContests',
                src: 'loadContests',
                onDone: { target: 'shown', actions: { type: 'setContests', params: ({ event }) => ({ contests: event.output }) } },
                onError: { target: 'shown', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        cancel: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                CANCEL: {
                  guard: { type: 'offered', params: ({ event }) => ({ contest: event.contest, action: 'cancel' }) },
                  target: 'asking',
                  actions: { type: 'ask', params: ({ event }) => event },
                },
              },
            },
            /** 'Cancel the contest {title}? …' with 'Cancel contest' (CONFIRM) and 'Keep'. */
            asking: { on: { KEEP: { target: 'idle', actions: 'doneCancelling' }, CONFIRM: 'cancelling' } },
            cancelling: {
              invoke: {
                id: 'cancelContest',
                src: 'cancelContest',
                input: ({ context }) => ({ contest: context.cancelling ?? 0 }),
                onDone: { target: 'idle', actions: ['doneCancelling', 'refresh'] },
                onError: [
                  {
                    guard: { type: 'started', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneCancelling', 'refresh'],
                  },
                  { target: 'idle', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneCancelling'] },
                ],
              },
            },
          },
        },
        export: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                EXPORT: {
                  guard: { type: 'offered', params: ({ event }) => ({ contest: event.contest, action: 'exportCsv' }) },
                  target: 'exporting',
                  actions: { type: 'startExport', params: ({ event }) => event },
                },
              },
            },
            exporting: {
              invoke: {
                id: 'downloadMeritList',
                src: 'downloadMeritList',
                input: ({ context }) => ({ contest: context.exporting ?? 0 }),
                onDone: { target: 'idle', actions: 'doneExporting' },
                onError: { target: 'idle', actions: [{ type: 'refuse', params: ({ event }) => ({ error: event.error }) }, 'doneExporting'] },
              },
            },
          },
        },
      },
    },
  },
});

export type AdminContestsSnapshot = SnapshotFrom<typeof adminContestsMachine>;

/** FORM_CLOSED in the state where that form is open: it closes, and a save loads the list again. */
function closesForm(place: AdminContestFormPlace) {
  const closed = (saving: boolean) => ({ event }: { event: { form: AdminContestFormPlace; saved: boolean } }) => ({ ...event, place, saving });
  const close = place === 'edit' ? ['closePanel'] as const : [] as const;
  return [
    { guard: { type: 'closes', params: closed(true) }, target: 'closed', actions: [...close, 'refresh'] },
    { guard: { type: 'closes', params: closed(false) }, target: 'closed', actions: [...close] },
  ] as const;
}

function offers(contests: readonly AdminContestEntry[], id: number, action: keyof AdminContestActions): boolean {
  const contest = contests.find((c) => c.id === id);
  return contest !== undefined && adminContestActions(contest)[action];
}

/** A refusal above the table: the server's words, else 'Something went wrong' (no answer at all). */
function refusalText(error: unknown): string {
  return refusalDetailOf(error) ?? messages.somethingWrong;
}
