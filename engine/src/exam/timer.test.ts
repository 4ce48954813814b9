import { describe, expect, it } from 'vitest';
import { blinkOf, clockAt, clockTick, deadlineOf, durationOf, formatDuration, initialRemaining, msToNextSecond, remainingAt } from './timer';

const loadedAt = 1_700_000_000_000;

describe('initialRemaining', () => {
  it('starts from the remaining parameter when it is above 0, whatever the stored start', () => {
    expect(initialRemaining({ remainingParam: 125, timeLimitSeconds: 600, startedAt: loadedAt - 500_000, now: loadedAt })).toBe(125);
  });

  it('ignores a remaining parameter of 0 or less and uses the limit minus whole seconds since the stored start', () => {
    const start = { timeLimitSeconds: 600, startedAt: loadedAt - 100_900, now: loadedAt };
    expect(initialRemaining({ ...start, remainingParam: 0 })).toBe(500);
    expect(initialRemaining({ ...start, remainingParam: -3 })).toBe(500);
    expect(initialRemaining({ ...start, remainingParam: null })).toBe(500);
  });

  it('gives the whole limit on first load, when no start is stored yet', () => {
    expect(initialRemaining({ remainingParam: null, timeLimitSeconds: 600, startedAt: null, now: loadedAt })).toBe(600);
  });

  it('gives zero or less when the limit has already passed', () => {
    const start = { remainingParam: null, timeLimitSeconds: 600 };
    expect(initialRemaining({ ...start, startedAt: loadedAt - 600_000, now: loadedAt })).toBe(0);
    expect(initialRemaining({ ...start, startedAt: loadedAt - 700_000, now: loadedAt })).toBe(-100);
  });

  it('never shows more than the server allows, and the local value when that is less', () => {
    const fresh = { remainingParam: null, timeLimitSeconds: 600, startedAt: null, now: loadedAt };
    // Another device, or storage cleared: no stored start, but the server knows 200 s are left.
    expect(initialRemaining({ ...fresh, serverRemaining: 200.7 })).toBe(200);
    expect(initialRemaining({ ...fresh, remainingParam: 300, serverRemaining: 250 })).toBe(250);
    expect(initialRemaining({ ...fresh, serverRemaining: 900 })).toBe(600);
    expect(initialRemaining({ ...fresh, serverRemaining: null })).toBe(600);
  });
});

describe('remainingAt and msToNextSecond', () => {
  const deadline = deadlineOf({ remainingParam: 10, timeLimitSeconds: 600, startedAt: null, now: loadedAt });

  it('counts a second as left until it has fully passed', () => {
    expect(remainingAt(deadline, loadedAt)).toBe(10);
    expect(remainingAt(deadline, loadedAt + 1)).toBe(10);
    expect(remainingAt(deadline, loadedAt + 999)).toBe(10);
    expect(remainingAt(deadline, loadedAt + 1000)).toBe(9);
    expect(remainingAt(deadline, loadedAt + 10_000)).toBe(0);
    expect(remainingAt(deadline, loadedAt + 12_500)).toBe(-2);
  });

  it('waits until the shown second changes, so a late tick realigns to the boundary', () => {
    expect(msToNextSecond(deadline, loadedAt)).toBe(1000);
    expect(msToNextSecond(deadline, loadedAt + 1500)).toBe(500);
    expect(msToNextSecond(deadline, loadedAt + 10_300)).toBe(700);
  });
});

describe('blinkOf', () => {
  it('blinks a warning from exactly 300 seconds for 3 seconds', () => {
    let previous = { remaining: 301, blink: blinkOf(301, null) };
    const seen: string[] = [];
    for (let remaining = 300; remaining >= 296; remaining -= 1) {
      const blink = blinkOf(remaining, previous);
      seen.push(`${remaining}:${blink}`);
      previous = { remaining, blink };
    }
    expect(seen).toEqual(['300:warning', '299:warning', '298:warning', '297:none', '296:none']);
  });

  it('warns when loaded at exactly 300 seconds but not when loaded inside the warning', () => {
    expect(blinkOf(300, null)).toBe('warning');
    expect(blinkOf(299, null)).toBe('none');
    expect(blinkOf(298, { remaining: 299, blink: 'none' })).toBe('none');
  });

  it('keeps the warning when a late tick jumps over 300 and during repeated readings of one second', () => {
    expect(blinkOf(299, { remaining: 302, blink: 'none' })).toBe('warning');
    expect(blinkOf(299, { remaining: 299, blink: 'warning' })).toBe('warning');
  });

  it('blinks continuously at 10 seconds or less and not at 11', () => {
    expect(blinkOf(11, { remaining: 12, blink: 'none' })).toBe('none');
    expect(blinkOf(10, { remaining: 11, blink: 'none' })).toBe('continuous');
    expect(blinkOf(1, null)).toBe('continuous');
  });
});

describe('formatDuration', () => {
  it('splits seconds into hours, minutes and seconds', () => {
    expect(durationOf(3723)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(durationOf(59)).toEqual({ hours: 0, minutes: 0, seconds: 59 });
  });

  it("writes 'hh:mm:ss' and shows a negative count as zero", () => {
    expect(formatDuration(3723)).toBe('01:02:03');
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(36_000 * 10 + 1)).toBe('100:00:01');
  });
});

describe('clockAt and clockTick', () => {
  it('reads the clock at load: never below 0, warning only at exactly 300', () => {
    expect(clockAt({ remainingParam: 300, timeLimitSeconds: 600, startedAt: null, now: loadedAt })).toEqual({
      deadline: loadedAt + 300_000,
      remaining: 300,
      blink: 'warning',
    });
    expect(clockAt({ remainingParam: null, timeLimitSeconds: 600, startedAt: loadedAt - 900_000, now: loadedAt })).toMatchObject({
      remaining: 0,
      blink: 'continuous',
    });
  });

  it('reads a tick from the deadline, keeping a warning that has started and never going below 0', () => {
    const atLoad = clockAt({ remainingParam: 301, timeLimitSeconds: 600, startedAt: null, now: loadedAt });
    const warning = { ...atLoad, ...clockTick(atLoad, loadedAt + 1000) };
    expect(warning).toMatchObject({ remaining: 300, blink: 'warning' });
    expect(clockTick(warning, loadedAt + 2500)).toEqual({ remaining: 299, blink: 'warning' });
    expect(clockTick(warning, loadedAt + 400_000)).toEqual({ remaining: 0, blink: 'continuous' });
  });
});
