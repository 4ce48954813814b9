// The home dashboard (docs/progress.md#dashboard): the four stat cards, the Performance Analysis chart's
// window, bars and y-axis, the My Packages rows, and the schedule's search box.
import { accuracyPercent, attemptedOf, type Answered } from '../exam/score';
import { formatDigits } from '../i18n/format';
import { formatDhakaDateTime } from '../shell/time';
import { CHART_MIN_Y_MAX, PERFORMANCE_WINDOW_DAYS, STATS_DAYS } from './limits';
import { progressMessages as m } from './messages';

/**
 * GET /api/exam/v1/exam-tiles/ (docs/api.md#shape-user-stats): total_qn is the questions attempted
 * (answered right or wrong) and correct_ratio their accuracy, a percent (docs/exam.md#one-definition).
 */
export type ExamTiles = { exams: number; total_qn: number; correct_ratio: number };
/** GET /api/exam/v1/performance-graph/ (docs/api.md#shape-daily-stats); date is 'YYYY-MM-DD'. */
export type DailyStats = { date: string; total_question: number; right: number; wrong: number; not_answered: number };
export type StatCard = { label: string; value: string };
export type ChartBar = { key: 'question' | 'right' | 'wrong' | 'unattempted'; label: string; value: number };
export type ChartDay = { date: string; label: string; bars: ChartBar[] };
/** The caller's subscriptions as GET subscribed-packages/ lists them (docs/api.md#shape-subscription). */
export type PackageSubscription = {
  id: number;
  package: { name: string };
  from_date: string;
  to_date: string;
  details: ReadonlyArray<{ grade: { name: string } }>;
};
/** A My Packages row: Package Name, grade, Subscription, Expiry. */
export type PackageRow = { key: string; packageName: string; grade: string; subscribed: string; expiry: string };

/**
 * The stat cards' period, said above them: History shows every exam, the cards only these days.
 * Computed once as this module loads, so it stays in the language of that moment: a reader that must
 * follow the page's language calls `progressMessages.statsPeriod(STATS_DAYS)` instead.
 */
export const STATS_PERIOD_LABEL = m.statsPeriod(STATS_DAYS);

/** Attempted Exams, Questions Attempted, Correct Answers, Correct Percentage. */
export function statCards(tiles: ExamTiles): StatCard[] {
  return [
    { label: m.statAttemptedExams, value: formatDigits(tiles.exams) },
    { label: m.statQuestionsAttempted, value: formatDigits(tiles.total_qn) },
    { label: m.statCorrectAnswers, value: formatDigits(correctAnswers(tiles)) },
    { label: m.statCorrectPercentage, value: formatDigits(`${tiles.correct_ratio.toFixed(2)}%`) },
  ];
}

/** What the api answers for the stat cards, from the finished exams' count and summed results: the exam rules' attempted and accuracy. */
export function examTilesOf(exams: number, totals: Answered): ExamTiles {
  return { exams, total_qn: attemptedOf(totals), correct_ratio: accuracyPercent(totals) ?? 0 };
}

/** The right answers behind the ratio: total × ratio / 100, whole. */
export function correctAnswers(tiles: ExamTiles): number {
  return Math.round((tiles.total_qn * tiles.correct_ratio) / 100);
}

/** docs/constants.md#stats-window: from two days before today to two days after (`today` is 'YYYY-MM-DD'). */
export function performanceWindow(today: string): { from_date: string; to_date: string } {
  return { from_date: shiftDay(today, -PERFORMANCE_WINDOW_DAYS), to_date: shiftDay(today, PERFORMANCE_WINDOW_DAYS) };
}

/** Per date the four bars of docs/progress.md#performance-chart: Question, Right, Wrong and Unattempted. */
export function chartDays(days: readonly DailyStats[]): ChartDay[] {
  return days.map((day) => ({
    date: day.date,
    label: dayLabel(day.date),
    bars: [
      { key: 'question', label: m.chartQuestion, value: day.total_question },
      { key: 'right', label: m.chartRight, value: day.right },
      { key: 'wrong', label: m.chartWrong, value: day.wrong },
      { key: 'unattempted', label: m.chartUnattempted, value: day.not_answered },
    ],
  }));
}

/** docs/progress.md#performance-chart: the y-axis maximum is 50 and grows to the largest day. */
export function chartMaxY(days: readonly DailyStats[]): number {
  return Math.max(CHART_MIN_Y_MAX, ...days.map((day) => Math.max(day.total_question, day.right, day.wrong, day.not_answered)));
}

/** One row per package and grade, dates in Dhaka; the earliest expiry first. */
export function packageRows(subscriptions: readonly PackageSubscription[]): PackageRow[] {
  return [...subscriptions]
    .sort((a, b) => Date.parse(a.to_date) - Date.parse(b.to_date))
    .flatMap((subscription) => {
      const grades = [...new Set(subscription.details.map((detail) => detail.grade.name))];
      return (grades.length === 0 ? [''] : grades).map((grade) => ({
        key: `${subscription.id}/${grade}`,
        packageName: subscription.package.name,
        grade,
        subscribed: formatDhakaDateTime(subscription.from_date),
        expiry: formatDhakaDateTime(subscription.to_date),
      }));
    });
}

/** The schedule's search box: a row matches when its type or a shown time contains the text. */
export function matchesSearch(fields: readonly string[], query: string): boolean {
  const wanted = query.trim().toLowerCase();
  return wanted === '' || fields.some((field) => field.toLowerCase().includes(wanted));
}

/** 'YYYY-MM-DD' → 'DD/MM' for the chart's x-axis. */
export function dayLabel(date: string): string {
  const [, month = '', day = ''] = date.split('-');
  return formatDigits(`${day}/${month}`);
}

/** A calendar day moved by whole days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out; no time zone involved). */
export function shiftDay(date: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const shifted = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return shifted.toISOString().slice(0, 10);
}
