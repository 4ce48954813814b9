// A timer the tests tick by hand (ApiConfig.resultsTimer, ApiConfig.finishTimer), so a job runs
// only when a test says so and the test waits for that run to finish.
import type { JobTimer } from '../ops/job';

export type ManualTimer = {
  /** Pass as ApiConfig.resultsTimer or ApiConfig.finishTimer. */
  timer: JobTimer;
  /** Runs the job's tick now and waits for it; throws when no job is running on this timer. */
  tick(): Promise<void>;
  /** Whether a job is running on this timer (started with its api, stopped when that api closes). */
  readonly running: boolean;
};

export function manualTimer(): ManualTimer {
  let current: (() => Promise<void>) | null = null;
  return {
    timer: (tick) => {
      current = tick;
      return {
        stop: () => {
          if (current === tick) current = null;
        },
      };
    },
    tick() {
      if (current === null) throw new Error('no job is running on this timer');
      return current();
    },
    get running() {
      return current !== null;
    },
  };
}
