// A measurement that can end in a runtime error of the tool (Lighthouse's "NO_NAVSTART: Please
// run Lighthouse again") is run again a bounded number of times, then reported as not measured.

export type Attempted<R> = { ok: R; attempts: number } | { error: string; attempts: number };

/** Runs `run` until `errorOf` finds no error, at most `tries` times; never throws for a runtime error. */
export async function withRetries<R>(
  tries: number,
  run: () => Promise<R>,
  errorOf: (result: R) => string | null,
  onFailure: (attempt: number, error: string) => void = () => {},
): Promise<Attempted<R>> {
  let error = 'not run';
  for (let attempt = 1; attempt <= tries; attempt++) {
    const result = await run();
    const found = errorOf(result);
    if (found === null) return { ok: result, attempts: attempt };
    error = found;
    onFailure(attempt, found);
  }
  return { error, attempts: tries };
}

/** The run's runtime error ("NO_NAVSTART: …"), or null when the run measured the page. */
export function runtimeErrorOf(result: { lhr: { runtimeError?: { code?: string; message?: string } } } | undefined | null): string | null {
  if (!result) return 'Lighthouse gave no result';
  const e = result.lhr.runtimeError;
  return e ? `${e.code ?? 'runtime error'}: ${e.message ?? ''}`.trim() : null;
}
