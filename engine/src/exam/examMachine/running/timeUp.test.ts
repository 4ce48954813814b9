// examMachine's time-up view (./timeUp.ts): at zero on a tick or at load (docs/exam.md#time-up).
import { describe, expect, it } from 'vitest';
import { created, loadedAt, start } from '../fixtures';

describe('examMachine: time-up (docs/exam.md#time-up)', () => {
  it('enters the time-up view when a tick reaches zero', async () => {
    const { actor } = await start(created, { remainingParam: 5 });
    actor.send({ type: 'TICK', now: loadedAt + 4000 });
    expect(actor.getSnapshot().context).toMatchObject({ remaining: 1, blink: 'continuous' });
    actor.send({ type: 'TICK', now: loadedAt + 5000 });
    expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
  });

  it('is time-up at load when the stored start is older than the time limit', async () => {
    const { actor } = await start(created, { stored: { index: 0, startedAt: loadedAt - 700_000 } });
    expect(actor.getSnapshot().value).toEqual({ running: 'timeUp' });
  });
});
