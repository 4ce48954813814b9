// A job every api process runs on a timer (docs/architecture.md#jobs): the contest results job and
// the exam finish job. A look runs at most once at a time in a process; replicas share the work
// through row locks of their own, never through this. The timer is injected, so tests tick by hand.

/** Calls `tick` from now on until stopped (the api's default: every few seconds; tests: by hand). */
export type JobTimer = (tick: () => Promise<void>) => { stop(): void };

export type Job = {
  /** Looks once now; a tick while one runs joins it. Resolves when that look has finished. */
  tick(): Promise<void>;
  /** Stops the timer and waits for a look in progress. */
  stop(): Promise<void>;
};

/** A timer that ticks every `ms`, without keeping the process alive. */
export function every(ms: number): JobTimer {
  return (tick) => {
    const timer = setInterval(() => void tick(), ms);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  };
}

/**
 * Runs `look` at each tick of `timer`, one look at a time; `look` is told whether the job has been
 * stopped, to end early between its units of work. A failed look is logged and tried at the next tick.
 */
export function startJob(opts: { name: string; timer: JobTimer; look: (stopped: () => boolean) => Promise<void>; log: (message: string) => void }): Job {
  let running: Promise<void> | null = null;
  let stopped = false;

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= opts
      .look(() => stopped)
      .catch((error: unknown) => opts.log(`${opts.name}: ${String(error)}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = opts.timer(tick);
  return {
    tick,
    async stop() {
      stopped = true;
      timer.stop();
      await running;
    },
  };
}
