import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../testing/modelTest';
import { customPeriod, presetPeriod, type CustomSelection, type LeaderboardPeriod } from './leaderboardPeriod';
import { leaderboardPeriodMachine, leaderboardPeriodViewOf } from './leaderboardPeriodMachine';
import { progressMessages } from './messages';

const input = { today: '2026-11-22' };

/** Records what the web would fetch. */
function recorder() {
  const requests: LeaderboardPeriod[] = [];
  const machine = leaderboardPeriodMachine.provide({
    actions: { requestLeaderboard: (_, params: { period: LeaderboardPeriod }) => void requests.push(params.period) },
  });
  return { requests, machine };
}

describeModel('leaderboardPeriodMachine', leaderboardPeriodMachine, {
  input,
  // 2024 has a 29-day February (five week blocks), 2025 a 28-day one (four).
  events: () => [
    ...(['week', 'month', 'year', 'lifetime', 'custom'] as const).map((tab) => ({ type: 'SELECT_TAB', tab })),
    { type: 'SET_YEAR', year: 2024 },
    { type: 'SET_YEAR', year: 2025 },
    { type: 'SET_YEAR', year: null },
    { type: 'SET_MONTH', month: 2 },
    { type: 'SET_MONTH', month: null },
    { type: 'SET_WEEK', week: 5 },
    { type: 'SET_WEEK', week: null },
    { type: 'APPLY' },
  ],
  start: (_, clock) => ({ actor: createActor(recorder().machine, { input, clock }).start() }),
  invariant: (snapshot, previous) => {
    const context = snapshot.context as { period: LeaderboardPeriod; error: string | null; custom: CustomSelection };
    for (const tab of ['week', 'month', 'year', 'lifetime'] as const) {
      if (snapshot.matches(tab)) expect(context.period).toEqual(presetPeriod(tab, input.today));
    }
    // The error only exists on the Custom tab, and only for a missing year.
    if (context.error !== null) {
      expect(snapshot.matches('custom')).toBe(true);
      expect(context.error).toBe(progressMessages.selectYear);
    }
    if (previous !== undefined && previous.value !== snapshot.value) expect(context.error).toBeNull();
    // A chosen week is always one the chosen month has.
    if (context.custom.week !== null) expect(() => customPeriod(context.custom)).not.toThrow();
  },
});

describe('leaderboardPeriodMachine', () => {
  function start() {
    const { requests, machine } = recorder();
    const actor = createActor(machine, { input }).start();
    return { actor, requests };
  }

  it('opens on Lifetime and fetches 2000-01-01 to today', () => {
    const { actor, requests } = start();
    expect(actor.getSnapshot().value).toBe('lifetime');
    expect(requests).toEqual([{ start_date: '2000-01-01', end_date: '2026-11-22' }]);
  });

  it.each([
    ['week', '2026-11-15'],
    ['month', '2026-10-22'],
    ['year', '2025-11-22'],
  ] as const)('the %s tab fetches from %s to today', (tab, start_date) => {
    const { actor, requests } = start();
    actor.send({ type: 'SELECT_TAB', tab });
    expect(actor.getSnapshot().context.period).toEqual({ start_date, end_date: '2026-11-22' });
    expect(requests.at(-1)).toEqual({ start_date, end_date: '2026-11-22' });
  });

  it("Apply without a year shows 'Please select at least a year' and fetches nothing", () => {
    const { actor, requests } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().context.error).toBe(progressMessages.selectYear);
    expect(actor.getSnapshot().context.period).toEqual({ start_date: '2000-01-01', end_date: '2026-11-22' });
    expect(requests).toHaveLength(1);
  });

  it('changing the tab clears the error', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'APPLY' });
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'APPLY' });
    actor.send({ type: 'SELECT_TAB', tab: 'week' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('Apply with a year, month and week fetches that 7-day block and clears the error', () => {
    const { actor, requests } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'APPLY' });
    actor.send({ type: 'SET_YEAR', year: 2025 });
    actor.send({ type: 'SET_MONTH', month: 10 });
    actor.send({ type: 'SET_WEEK', week: 5 });
    actor.send({ type: 'APPLY' });
    const period = { start_date: '2025-10-29', end_date: '2025-10-31' };
    expect(actor.getSnapshot().context).toMatchObject({ period, error: null });
    expect(requests.at(-1)).toEqual(period);
  });

  it('Apply again with the same selection fetches again', () => {
    const { actor, requests } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'SET_YEAR', year: 2025 });
    actor.send({ type: 'APPLY' });
    actor.send({ type: 'APPLY' });
    expect(requests.slice(1)).toEqual([
      { start_date: '2025-01-01', end_date: '2025-12-31' },
      { start_date: '2025-01-01', end_date: '2025-12-31' },
    ]);
  });

  it('a new month starts without a week', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'SET_YEAR', year: 2025 });
    actor.send({ type: 'SET_MONTH', month: 10 });
    actor.send({ type: 'SET_WEEK', week: 2 });
    actor.send({ type: 'SET_MONTH', month: 11 });
    expect(actor.getSnapshot().context.custom).toEqual({ year: 2025, month: 11, week: null });
  });

  it('a week the month does not have, or a week without a month, is refused', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'SET_YEAR', year: 2025 });
    actor.send({ type: 'SET_WEEK', week: 1 });
    expect(actor.getSnapshot().context.custom.week).toBeNull();
    actor.send({ type: 'SET_MONTH', month: 2 });
    actor.send({ type: 'SET_WEEK', week: 5 });
    expect(actor.getSnapshot().context.custom.week).toBeNull();
  });

  it("switching a leap February's week 5 to a common year drops the week", () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'SET_YEAR', year: 2024 });
    actor.send({ type: 'SET_MONTH', month: 2 });
    actor.send({ type: 'SET_WEEK', week: 5 });
    actor.send({ type: 'SET_YEAR', year: 2025 });
    expect(actor.getSnapshot().context.custom).toEqual({ year: 2025, month: 2, week: null });
  });

  it('the custom selection is kept when leaving and coming back to Custom', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    actor.send({ type: 'SET_YEAR', year: 2023 });
    actor.send({ type: 'SELECT_TAB', tab: 'month' });
    actor.send({ type: 'SELECT_TAB', tab: 'custom' });
    expect(actor.getSnapshot().context.custom.year).toBe(2023);
  });

  it('custom selections are ignored outside the Custom tab', () => {
    const { actor } = start();
    actor.send({ type: 'SET_YEAR', year: 2023 });
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().context.custom.year).toBeNull();
  });
});

describe('leaderboardPeriodViewOf', () => {
  it('selects Lifetime first, then whichever tab was chosen, Custom included', () => {
    const actor = createActor(recorder().machine, { input }).start();
    expect(leaderboardPeriodViewOf(actor.getSnapshot())).toEqual({ tab: 'lifetime' });
    for (const tab of ['week', 'month', 'year', 'custom', 'lifetime'] as const) {
      actor.send({ type: 'SELECT_TAB', tab });
      expect(leaderboardPeriodViewOf(actor.getSnapshot())).toEqual({ tab });
    }
  });
});
