// Item analysis (docs/content.md#item-analysis), with Moodle's definitions ("Quiz statistics
// calculations"): over the finished exams that held a question, its facility index, its
// discrimination index (the item against the rest of the test), how many chose each option and
// the median time on it; and the flags that say a question is likely wrong (docs/content.md#flags).
// The api sums the attempts in SQL (api/src/quality/analysis.ts); the rules from those sums are here.

/** docs/content.md#flags: below this many attempts no flag is raised from the correlation or the options. */
export const QUALITY_MIN_ATTEMPTS = 20;
/** docs/content.md#flags: below this many attempts no question is called too easy or too hard. */
export const QUALITY_FACILITY_MIN_ATTEMPTS = 5;
/** docs/content.md#flags: a facility index above this (per cent) is too easy. */
export const QUALITY_TOO_EASY_FACILITY = 90;
/** docs/content.md#flags: a facility index below this (per cent) is too hard. */
export const QUALITY_TOO_HARD_FACILITY = 20;

/** docs/content.md#flags: below this many attempts in each language, no twin is compared. */
export const QUALITY_TWIN_MIN_ATTEMPTS = 10;
/** docs/content.md#flags: facilities of a question's two languages this far apart (percentage points) flag its twin. */
export const QUALITY_TWIN_GAP = 30;

/** docs/content.md#flags, in the order the page lists them. */
export const qualityFlags = ['negative_discrimination', 'too_hard', 'too_easy', 'unchosen_option', 'twin_gap'] as const;
export type QualityFlag = (typeof qualityFlags)[number];

/**
 * One sitting of a question: the item score `right` (1 right, 0 wrong or blank) and the rest of
 * that exam's score (its right answers other than this one).
 */
export type ItemSitting = { right: boolean; rest: number };

/** The sums the indices need, from every sitting of one question (the SQL twin sums the same). */
export type ItemSums = {
  /** Sittings: finished exams that held the question. */
  attempts: number;
  /** Σx: the sittings answered right. */
  right: number;
  /** Σy, Σy², Σxy over the rest-of-test scores y. */
  rest: number;
  restSquares: number;
  rightRest: number;
};

export function itemSumsOf(sittings: readonly ItemSitting[]): ItemSums {
  const sums: ItemSums = { attempts: 0, right: 0, rest: 0, restSquares: 0, rightRest: 0 };
  for (const { right, rest } of sittings) {
    const x = right ? 1 : 0;
    sums.attempts += 1;
    sums.right += x;
    sums.rest += rest;
    sums.restSquares += rest * rest;
    sums.rightRest += x * rest;
  }
  return sums;
}

/** The facility index: the mean item score, per cent (0 to 100); null without attempts. */
export function facilityIndex(sums: ItemSums): number | null {
  return sums.attempts === 0 ? null : (100 * sums.right) / sums.attempts;
}

/**
 * The discrimination index: Pearson's correlation of the item score with the rest-of-test score,
 * from −1 to 1. Null when either does not vary (everyone right, or every rest the same): no
 * correlation is defined.
 */
export function discriminationIndex(sums: ItemSums): number | null {
  const n = sums.attempts;
  const covariance = n * sums.rightRest - sums.right * sums.rest;
  // The item score is 0 or 1, so Σx² = Σx.
  const itemSpread = n * sums.right - sums.right * sums.right;
  const restSpread = n * sums.restSquares - sums.rest * sums.rest;
  if (n < 2 || itemSpread <= 0 || restSpread <= 0) return null;
  return covariance / Math.sqrt(itemSpread * restSpread);
}

/** The median of the times known (ms), the mean of the middle two for an even count; null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** An option of the question and how many sittings chose it. */
export type OptionCount = { position: number; isAnswer: boolean; chosen: number };

/**
 * The sittings of a question with a twin, by the language it was shown in: its own (`language`) or
 * its twin's (docs/i18n.md#questions: the exam's version, else the learner's).
 */
export type LanguageSplit = { own: { attempts: number; right: number }; twin: { attempts: number; right: number } };

/** docs/content.md#flags: the flags of a question's statistics, in the order of `qualityFlags`. */
export function itemFlags(sums: ItemSums, options: readonly OptionCount[], languages: LanguageSplit | null = null): QualityFlag[] {
  const facility = facilityIndex(sums);
  const discrimination = discriminationIndex(sums);
  const raised: Record<QualityFlag, boolean> = {
    negative_discrimination: sums.attempts >= QUALITY_MIN_ATTEMPTS && discrimination !== null && discrimination < 0,
    too_hard: sums.attempts >= QUALITY_FACILITY_MIN_ATTEMPTS && facility !== null && facility < QUALITY_TOO_HARD_FACILITY,
    too_easy: sums.attempts >= QUALITY_FACILITY_MIN_ATTEMPTS && facility !== null && facility > QUALITY_TOO_EASY_FACILITY,
    unchosen_option: sums.attempts >= QUALITY_MIN_ATTEMPTS && options.some((option) => !option.isAnswer && option.chosen === 0),
    twin_gap: languages !== null && twinGap(languages),
  };
  return qualityFlags.filter((flag) => raised[flag]);
}

/** A likely translation error: each language answered often enough, and their facilities far apart. */
function twinGap({ own, twin }: LanguageSplit): boolean {
  if (own.attempts < QUALITY_TWIN_MIN_ATTEMPTS || twin.attempts < QUALITY_TWIN_MIN_ATTEMPTS) return false;
  return Math.abs((100 * own.right) / own.attempts - (100 * twin.right) / twin.attempts) >= QUALITY_TWIN_GAP;
}

/** Sittings left blank: the attempts no option counts. */
export function blanksOf(sums: ItemSums, options: readonly OptionCount[]): number {
  return Math.max(0, sums.attempts - options.reduce((total, option) => total + option.chosen, 0));
}
