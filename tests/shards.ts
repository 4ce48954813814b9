// How `npm test` splits the e2e suite between its two product processes (scripts/test.ts,
// docs/architecture.md#test-time): each shard starts a product of its own and runs its files one after
// another, so the split is by time, not by count. The weights are each file's seconds in a CI run
// on the 2-core machine (the "slowest files" lines `npm test` prints); a file not listed weighs
// the default. Refresh them when a file's time changes much: a stale weight only unbalances the
// two halves, it never leaves a file out.
import { relative } from 'node:path';

const seconds: Record<string, number> = {
  'tests/e2e/offlineExam.test.ts': 121,
  'tests/e2e/messages.test.ts': 109,
  'tests/e2e/contestJourney.test.ts': 106,
  'tests/e2e/commerce.test.ts': 104,
  'tests/e2e/budget.test.ts': 90,
  'tests/e2e/pwa.test.ts': 74,
  'tests/e2e/phone.test.ts': 54,
  'tests/e2e/randomTest.test.ts': 53,
  'tests/e2e/exam.test.ts': 47,
  'tests/e2e/progress.test.ts': 46,
  'tests/e2e/examPhone.test.ts': 35,
  'tests/e2e/sharedDevice.test.ts': 60,
  'tests/e2e/account.test.ts': 34,
  'tests/e2e/copy.test.ts': 33,
  'tests/e2e/keyboard.test.ts': 30,
  'tests/e2e/access.test.ts': 30,
  'tests/e2e/flashcard.test.ts': 30,
  'tests/e2e/survival.test.ts': 27,
  'tests/e2e/running.test.ts': 23,
  'tests/e2e/examImages.test.ts': 19,
  'tests/e2e/keyFix.test.ts': 56,
};
const DEFAULT_SECONDS = 10;

/**
 * The files of shard `index` (1-based) of `count`: the heaviest file first, each to the shard
 * with the least weight so far (ties to the lower shard, so every process computes the same split).
 */
export function shardByWeight<T>(files: T[], pathOf: (file: T) => string, root: string, index: number, count: number): T[] {
  const weightOf = (file: T) => seconds[relative(root, pathOf(file)).replaceAll('\\', '/')] ?? DEFAULT_SECONDS;
  const byWeight = [...files].sort((a, b) => weightOf(b) - weightOf(a) || pathOf(a).localeCompare(pathOf(b)));
  const loads = Array.from({ length: count }, () => 0);
  const mine: T[] = [];
  for (const file of byWeight) {
    const lightest = loads.indexOf(Math.min(...loads));
    loads[lightest] = (loads[lightest] ?? 0) + weightOf(file);
    if (lightest === index - 1) mine.push(file);
  }
  return mine;
}
