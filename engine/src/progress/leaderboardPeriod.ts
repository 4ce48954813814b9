// Leaderboard periods (docs/progress.md#leaderboard-periods, docs/progress.md#leaderboard-custom): a tab (or a custom year/month/week) →
// the YYYY-MM-DD range the leaderboard query sends. `today` comes from the caller.
import {
  LEADERBOARD_CUSTOM_PAST_YEARS,
  LEADERBOARD_LIFETIME_START,
  LEADERBOARD_WEEK_BLOCK_DAYS,
  LEADERBOARD_WEEK_DAYS,
} from './limits';
import { progressMessages } from './messages';

export const leaderboardTabs = ['week', 'month', 'year', 'lifetime', 'custom'] as const;
export type LeaderboardTab = (typeof leaderboardTabs)[number];
export type PresetTab = Exclude<LeaderboardTab, 'custom'>;
/** docs/progress.md#leaderboard-periods: Lifetime is selected when the page opens. */
export const defaultLeaderboardTab: LeaderboardTab = 'lifetime';

/** Each tab's label, read from the catalogue when asked, so it speaks the page's language (docs/i18n.md#catalogues). */
export const leaderboardTabLabels: Readonly<Record<LeaderboardTab, string>> = {
  get week() {
    return progressMessages.tabThisWeek;
  },
  get month() {
    return progressMessages.tabThisMonth;
  },
  get year() {
    return progressMessages.tabThisYear;
  },
  get lifetime() {
    return progressMessages.tabLifetime;
  },
  get custom() {
    return progressMessages.tabCustom;
  },
};

/** The query parameters of GET /api/exam/v1/leaderboard/ (docs/api.md#progress-paths). */
export type LeaderboardPeriod = { start_date: string; end_date: string };

/** A custom selection: month is 1-12, week is the 7-day block of that month (1-based). */
export type CustomSelection = { year: number | null; month: number | null; week: number | null };

export type CustomPeriodResult = { ok: true; period: LeaderboardPeriod } | { ok: false; error: string };

/** A 7-day block of a month: week 1 is days 1-7; the last block ends at the month's end. */
export type WeekOfMonth = { week: number; firstDay: number; lastDay: number };

/** The range of a preset tab ending today (`today` is 'YYYY-MM-DD'). */
export function presetPeriod(tab: PresetTab, today: string): LeaderboardPeriod {
  const day = parseDay(today);
  const start = {
    week: () => addDays(day, -LEADERBOARD_WEEK_DAYS),
    month: () => addMonths(day, -1),
    year: () => addMonths(day, -12),
    lifetime: () => parseDay(LEADERBOARD_LIFETIME_START),
  }[tab]();
  return { start_date: formatDay(start), end_date: today };
}

/**
 * docs/progress.md#leaderboard-custom: the year is required, month and week are optional: a year is Jan 1 - Dec 31, a
 * month its first to last day, a week its 7-day block. A week without a month is not offered.
 */
export function customPeriod(selection: CustomSelection): CustomPeriodResult {
  const { year, month, week } = selection;
  if (year === null) return { ok: false, error: progressMessages.selectYear };
  if (month === null) return { ok: true, period: range({ year, month: 1, day: 1 }, { year, month: 12, day: 31 }) };
  if (week === null) return { ok: true, period: range({ year, month, day: 1 }, { year, month, day: daysInMonth(year, month) }) };
  const block = weeksOfMonth(year, month).find((w) => w.week === week);
  if (block === undefined) throw new RangeError(`${year}-${month} has no week ${week}`);
  return { ok: true, period: range({ year, month, day: block.firstDay }, { year, month, day: block.lastDay }) };
}

/** docs/progress.md#leaderboard-custom: the current year first, then the previous 5. */
export function customYears(today: string): number[] {
  const { year } = parseDay(today);
  return Array.from({ length: LEADERBOARD_CUSTOM_PAST_YEARS + 1 }, (_, i) => year - i);
}

/** The Week selector's options for a month: 4 blocks for a 28-day February, else 5. */
export function weeksOfMonth(year: number, month: number): WeekOfMonth[] {
  const last = daysInMonth(year, month);
  const count = Math.ceil(last / LEADERBOARD_WEEK_BLOCK_DAYS);
  return Array.from({ length: count }, (_, i) => ({
    week: i + 1,
    firstDay: i * LEADERBOARD_WEEK_BLOCK_DAYS + 1,
    lastDay: Math.min((i + 1) * LEADERBOARD_WEEK_BLOCK_DAYS, last),
  }));
}

type Day = { year: number; month: number; day: number };

function range(start: Day, end: Day): LeaderboardPeriod {
  return { start_date: formatDay(start), end_date: formatDay(end) };
}

function parseDay(text: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) throw new RangeError(`not a YYYY-MM-DD date: ${text}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function formatDay({ year, month, day }: Day): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function addDays({ year, month, day }: Day, days: number): Day {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Calendar months back, clamping to the shorter month's end (31 March - 1 month = 28/29 Feb). */
function addMonths({ year, month, day }: Day, months: number): Day {
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return { ...target, day: Math.min(day, daysInMonth(target.year, target.month)) };
}
