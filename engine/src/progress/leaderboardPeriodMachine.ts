// The leaderboard's period picker (docs/progress.md#leaderboard-periods, docs/progress.md#leaderboard-custom): a tab or an applied custom selection
// gives `context.period`; every new range, and every Apply, runs the injectable
// `requestLeaderboard` action, which the web turns into an uncached query (docs/api.md#caching).
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  customPeriod,
  presetPeriod,
  weeksOfMonth,
  type CustomSelection,
  type LeaderboardPeriod,
  type LeaderboardTab,
  type PresetTab,
} from './leaderboardPeriod';

/** `today` ('YYYY-MM-DD') comes from the web so the engine reads no clock. */
export type LeaderboardPeriodInput = { today: string };

export type LeaderboardPeriodContext = {
  today: string;
  custom: CustomSelection;
  /** The range the table shows ('Showing data for'); a custom one only once applied. */
  period: LeaderboardPeriod;
  error: string | null;
};

export type LeaderboardPeriodEvent =
  | { type: 'SELECT_TAB'; tab: LeaderboardTab }
  | { type: 'SET_YEAR'; year: number | null }
  | { type: 'SET_MONTH'; month: number | null }
  | { type: 'SET_WEEK'; week: number | null }
  | { type: 'APPLY' };

export const leaderboardPeriodMachine = setup({
  types: {
    context: {} as LeaderboardPeriodContext,
    events: {} as LeaderboardPeriodEvent,
    input: {} as LeaderboardPeriodInput,
  },
  actions: {
    /** Fetches the leaderboard for the range; docs/progress.md#leaderboard-custom: Apply re-triggers it even when unchanged. */
    requestLeaderboard: (_, _params: { period: LeaderboardPeriod }) => {},
    showPreset: assign(({ context }, params: { tab: PresetTab }) => ({ period: presetPeriod(params.tab, context.today) })),
    clearError: assign({ error: null }),
    setYear: assign(({ context }, params: { year: number | null }) => ({
      custom: keepValidWeek({ ...context.custom, year: params.year }),
    })),
    // The week blocks belong to a month: a new month starts without a week.
    setMonth: assign(({ context }, params: { month: number | null }) => ({
      custom: { ...context.custom, month: params.month, week: null },
    })),
    setWeek: assign(({ context }, params: { week: number | null }) => ({ custom: { ...context.custom, week: params.week } })),
    applyCustom: assign(({ context }) => {
      const result = customPeriod(context.custom);
      return result.ok ? { period: result.period, error: null } : { error: result.error };
    }),
  },
  guards: {
    yearChosen: ({ context }) => context.custom.year !== null,
    tabIs: ({ event }, params: { tab: LeaderboardTab }) => event.type === 'SELECT_TAB' && event.tab === params.tab,
    weekOffered: ({ context }, params: { week: number | null }) =>
      params.week === null ||
      (context.custom.year !== null &&
        context.custom.month !== null &&
        weeksOfMonth(context.custom.year, context.custom.month).some((w) => w.week === params.week)),
  },
}).createMachine({
  id: 'leaderboardPeriod',
  context: ({ input }) => ({
    today: input.today,
    custom: { year: null, month: null, week: null },
    period: presetPeriod('lifetime', input.today),
    error: null,
  }),
  initial: 'lifetime',
  on: {
    // docs/progress.md#leaderboard-custom: changing the period tab clears any error.
    SELECT_TAB: (['week', 'month', 'year', 'lifetime', 'custom'] as const).map((tab) => ({
      guard: { type: 'tabIs' as const, params: { tab } },
      target: `.${tab}`,
      actions: 'clearError' as const,
    })),
  },
  states: {
    week: preset('week'),
    month: preset('month'),
    year: preset('year'),
    lifetime: preset('lifetime'),
    /** The range shown stays the previous one until Apply Selection succeeds. */
    custom: {
      on: {
        SET_YEAR: { actions: { type: 'setYear', params: ({ event }) => ({ year: event.year }) } },
        SET_MONTH: { actions: { type: 'setMonth', params: ({ event }) => ({ month: event.month }) } },
        SET_WEEK: {
          guard: { type: 'weekOffered', params: ({ event }) => ({ week: event.week }) },
          actions: { type: 'setWeek', params: ({ event }) => ({ week: event.week }) },
        },
        APPLY: [
          {
            guard: 'yearChosen',
            actions: ['applyCustom', { type: 'requestLeaderboard', params: ({ context }) => ({ period: context.period }) }],
          },
          { actions: 'applyCustom' },
        ],
      },
    },
  },
});

/** What the leaderboard's period picker shows (docs/progress.md#leaderboard-periods): the tab selected. */
export type LeaderboardPeriodView = { tab: LeaderboardTab };

export function leaderboardPeriodViewOf(snapshot: SnapshotFrom<typeof leaderboardPeriodMachine>): LeaderboardPeriodView {
  return { tab: (['week', 'month', 'year', 'custom'] as const).find((tab) => snapshot.matches(tab)) ?? 'lifetime' };
}

function preset(tab: PresetTab) {
  return {
    entry: [
      { type: 'showPreset' as const, params: { tab } },
      {
        type: 'requestLeaderboard' as const,
        params: ({ context }: { context: LeaderboardPeriodContext }) => ({ period: context.period }),
      },
    ],
  };
}

/** A leap February's week 5 disappears when the year changes to a common one. */
function keepValidWeek(custom: CustomSelection): CustomSelection {
  const { year, month, week } = custom;
  if (week === null) return custom;
  const offered = year !== null && month !== null && weeksOfMonth(year, month).some((w) => w.week === week);
  return offered ? custom : { ...custom, week: null };
}
