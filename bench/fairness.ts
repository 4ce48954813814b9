// Issue 26 item 11, one learner must not slow everyone (docs/api.md#learner-concurrency): another
// learner's subject list through the one URL, alone and while one learner sends waves of 40 heavy
// reads at once (flashcard draws of a whole subject and lifetime leaderboards). The api bounds each
// learner's requests in flight, so the heavy learner's reads past the bound are 429 at once.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HeavyCounts, HeavyLoadInput } from './heavyLoad';
import { client, percentile } from './load';
import type { Stack } from './stack';

export type Fairness = {
  /** The other learner's subject list, ms: p50 and p95 alone, then under the heavy load. */
  alone: { p50: number; p95: number };
  loaded: { p50: number; p95: number };
  samples: number;
  /** The heavy learner's reads: answered 200, refused 429, anything else. */
  heavy: { ok: number; refused: number; other: number; waves: number };
  /** The flashcard draw's size (the subject's questions available, at most 999). */
  drawSize: number;
  /** One heavy read alone, ms (median of 5): the draw and the lifetime leaderboard. */
  heavyAlone: { draw: number; leaderboard: number };
};

const SUBJECTS = '/api/exam/v1/subject/';
const LEADERBOARD = '/api/exam/v1/leaderboard/?start_date=2000-01-01&end_date=2099-12-31';

export async function fairness(stack: Stack, heavyToken: string, otherToken: string, samples: number): Promise<Fairness> {
  const other = client(stack.url, 1);
  const heavy = client(stack.url, 40);
  try {
    const subjects = await other.get(SUBJECTS, otherToken);
    const list = Array.isArray(subjects.json) ? (subjects.json as Array<{ id: number; questions_available: number }>) : [];
    const largest = list.reduce((a, b) => (b.questions_available > a.questions_available ? b : a), list[0] ?? { id: 0, questions_available: 0 });
    if (subjects.status !== 200 || largest.questions_available === 0) throw new Error(`no subject to draw from (${subjects.status})`);
    const drawSize = Math.min(999, largest.questions_available);
    const flashcards = `/api/exam/v1/question/?subject=${largest.id}&limit=${drawSize}`;
    const check = await heavy.get(flashcards, heavyToken);
    if (check.status !== 200) throw new Error(`the heavy read is refused: ${check.status} ${JSON.stringify(check.json).slice(0, 200)}`);

    const median = async (path: string): Promise<number> => {
      const ms: number[] = [];
      for (let i = 0; i < 5; i += 1) ms.push((await heavy.get(path, heavyToken)).ms);
      return percentile(ms.sort((a, b) => a - b), 50);
    };
    const heavyAlone = { draw: await median(flashcards), leaderboard: await median(LEADERBOARD) };

    const timeSubjects = async (n: number): Promise<number[]> => {
      const ms: number[] = [];
      for (let i = 0; i < n; i += 1) {
        const r = await other.get(SUBJECTS, otherToken);
        if (r.status !== 200) throw new Error(`the other learner's subject list answered ${r.status}`);
        ms.push(r.ms);
      }
      return ms.sort((a, b) => a - b);
    };
    await timeSubjects(5);
    const alone = await timeSubjects(samples);
    let loaded: number[] = [];

    // The heavy learner's waves run in a process of their own (bench/heavyLoad.ts): this one, which
    // times the other learner, does none of their work (before, it parsed every heavy answer).
    const input: HeavyLoadInput = { url: stack.url, token: heavyToken, paths: [flashcards, LEADERBOARD] };
    const loader = fork(fileURLToPath(new URL('./heavyLoad.ts', import.meta.url)), [JSON.stringify(input)], { execArgv: ['--import', 'tsx'] });
    const counts = await new Promise<HeavyCounts>((resolve, reject) => {
      loader.once('error', reject);
      loader.once('exit', (code) => reject(new Error(`the heavy load stopped (${code})`)));
      loader.on('message', (message: 'started' | HeavyCounts) => {
        if (message === 'started') {
          void timeSubjects(samples).then(
            (times) => {
              loaded = times;
              loader.send('stop');
            },
            (error: unknown) => {
              loader.send('stop');
              reject(error);
            },
          );
        } else resolve(message);
      });
    });
    return {
      alone: { p50: percentile(alone, 50), p95: percentile(alone, 95) },
      loaded: { p50: percentile(loaded, 50), p95: percentile(loaded, 95) },
      samples,
      heavy: counts,
      drawSize,
      heavyAlone,
    };
  } finally {
    other.close();
    heavy.close();
  }
}
