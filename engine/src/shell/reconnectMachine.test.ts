import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel, fakePromises, settled } from '../testing/modelTest';
import { connectionNoticeOf } from './reconnect';
import { reconnectMachine, reconnectWaitMs, type ApiReadiness, type ReconnectSnapshot } from './reconnectMachine';

/** The machine on a simulated clock, with a fake /readyz and a recorder of re-run queries. */
function start(fakes = fakePromises(), clock = new SimulatedClock(), input = { visible: true, online: true }) {
  const reruns: string[] = [];
  const actor = createActor(
    reconnectMachine.provide({
      actors: { probeReadiness: fakes.promise<ApiReadiness>('probeReadiness') },
      actions: { rerunQueries: () => reruns.push('rerunQueries') },
    }),
    { input, clock },
  ).start();
  return { actor, fakes, clock, reruns };
}

describeModel('reconnectMachine', reconnectMachine, {
  input: { visible: true, online: true },
  // Two answers that are not 'ready' show the backoff; more would only count on.
  events: (snapshot) => [
    { type: 'API_UNAVAILABLE' },
    { type: 'VISIBILITY', visible: false },
    { type: 'VISIBILITY', visible: true },
    { type: 'NETWORK', online: false },
    { type: 'NETWORK', online: true },
    { type: 'xstate.after.backoff.reconnect.reconnecting.waiting' },
    { type: 'xstate.done.actor.probeReadiness', output: 'ready' },
    ...((snapshot as ReconnectSnapshot).context.attempt < 2
      ? [
          { type: 'xstate.done.actor.probeReadiness', output: 'unavailable' },
          { type: 'xstate.error.actor.probeReadiness', error: new Error('no answer') },
        ]
      : []),
  ],
  start: (fakes, clock) => start(fakes, clock),
  invariant: (snapshot) => {
    const { visible, online } = (snapshot as ReconnectSnapshot).context;
    // A hidden or offline tab never waits on /readyz.
    if (!visible || !online) expect(snapshot.matches({ reconnecting: 'asking' })).toBe(false);
  },
});

describe('reconnectMachine (docs/architecture.md#readiness)', () => {
  it('says Reconnecting once the api is away, asks /readyz after 1, 2, 4 s, and is quiet again when it is ready', async () => {
    const { actor, fakes, clock, reruns } = start();
    expect(connectionNoticeOf(actor.getSnapshot(), true)).toBeNull();
    actor.send({ type: 'API_UNAVAILABLE' });
    expect(connectionNoticeOf(actor.getSnapshot(), true)).toBe('reconnecting');

    for (const wait of [1000, 2000, 4000]) {
      clock.increment(wait - 1);
      expect(fakes.calls.filter((call) => call.name === 'probeReadiness')).toHaveLength(wait === 1000 ? 0 : wait === 2000 ? 1 : 2);
      clock.increment(1);
      expect(actor.getSnapshot().matches({ reconnecting: 'asking' })).toBe(true);
      fakes.settle('probeReadiness', 'done', 'unavailable');
      await settled();
    }
    clock.increment(8000);
    fakes.settle('probeReadiness', 'done', 'ready');
    await settled();
    expect(connectionNoticeOf(actor.getSnapshot(), true)).toBeNull();
    expect(reruns).toEqual(['rerunQueries']);
  });

  it('keeps asking when /readyz gives no answer', async () => {
    const { actor, fakes, clock, reruns } = start();
    actor.send({ type: 'API_UNAVAILABLE' });
    clock.increment(1000);
    fakes.settle('probeReadiness', 'error', new Error('Failed to fetch'));
    await settled();
    expect(actor.getSnapshot().context.attempt).toBe(1);
    expect(connectionNoticeOf(actor.getSnapshot(), true)).toBe('reconnecting');
    expect(reruns).toEqual([]);
  });

  it('asks nothing while the tab is hidden, and asks at once when it is seen again', () => {
    const { actor, fakes, clock } = start();
    actor.send({ type: 'API_UNAVAILABLE' });
    actor.send({ type: 'VISIBILITY', visible: false });
    clock.increment(60_000);
    expect(fakes.calls).toEqual([]);
    actor.send({ type: 'VISIBILITY', visible: true });
    expect(fakes.calls.map((call) => call.name)).toEqual(['probeReadiness']);
  });

  it('offline shows the offline line alone and asks nothing until the network is back', () => {
    const { actor, fakes, clock } = start();
    actor.send({ type: 'API_UNAVAILABLE' });
    actor.send({ type: 'NETWORK', online: false });
    expect(connectionNoticeOf(actor.getSnapshot(), false)).toBe('offline');
    clock.increment(60_000);
    expect(fakes.calls).toEqual([]);
    actor.send({ type: 'NETWORK', online: true });
    expect(connectionNoticeOf(actor.getSnapshot(), true)).toBe('reconnecting');
    expect(fakes.calls.map((call) => call.name)).toEqual(['probeReadiness']);
  });

  it('a second unavailable answer while reconnecting starts nothing new', () => {
    const { actor, clock, fakes } = start();
    actor.send({ type: 'API_UNAVAILABLE' });
    clock.increment(900);
    actor.send({ type: 'API_UNAVAILABLE' });
    clock.increment(100);
    expect(fakes.calls.map((call) => call.name)).toEqual(['probeReadiness']);
  });
});

describe('reconnectWaitMs', () => {
  it('doubles from one second and stays at ten', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(reconnectWaitMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });
});
