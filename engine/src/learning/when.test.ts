import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/language';
import { timeUntil } from './when';

const now = new Date('2026-12-01T10:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('when a question comes back', () => {
  it('says minutes, hours or days, never less than a minute', () => {
    expect(timeUntil(after(10 * 60_000), now)).toBe('in 10 minutes');
    expect(timeUntil(after(5_000), now)).toBe('in 1 minute');
    expect(timeUntil(after(-60_000), now)).toBe('in 1 minute');
    expect(timeUntil(after(3 * 3_600_000), now)).toBe('in 3 hours');
    expect(timeUntil(after(86_400_000), now)).toBe('tomorrow');
    // Shown a moment after it was scheduled, a day ahead is still a day ahead.
    expect(timeUntil(after(86_400_000 - 2_000), now)).toBe('tomorrow');
    expect(timeUntil(after(10 * 60_000 - 2_000), now)).toBe('in 10 minutes');
    expect(timeUntil(after(17 * 86_400_000), now)).toBe('in 17 days');
  });

  it('says it in Bengali on a Bengali page', () => {
    expect(inLanguage('bn', () => timeUntil(after(10 * 60_000), now))).toBe('১০ মিনিটে');
  });
});
