// The bench's report (bench/report.ts, bench/retry.ts): a Lighthouse run that ends in a runtime
// error is retried a bounded number of times and then reported as not measured, never thrown; a
// missed target always says why.
import { describe, expect, it } from 'vitest';
import { line, markdown, metOf, whyText, type Figure, type Report } from '../bench/report';
import { runtimeErrorOf, withRetries } from '../bench/retry';

const noNavstart = { lhr: { runtimeError: { code: 'NO_NAVSTART', message: 'Please run Lighthouse again.' } } };
const measured = { lhr: {} };

describe('Lighthouse runtime errors', () => {
  it('are retried, and a later good run counts', async () => {
    const runs = [noNavstart, noNavstart, measured];
    let calls = 0;
    const r = await withRetries(
      3,
      async () => {
        calls += 1;
        return runs[calls - 1] ?? measured;
      },
      runtimeErrorOf,
    );
    expect(r).toEqual({ ok: measured, attempts: 3 });
    expect(calls).toBe(3);
  });

  it('give up after three tries with the error, without throwing', async () => {
    let calls = 0;
    const r = await withRetries(
      3,
      async () => {
        calls += 1;
        return noNavstart;
      },
      runtimeErrorOf,
    );
    expect(r).toEqual({ error: 'NO_NAVSTART: Please run Lighthouse again.', attempts: 3 });
    expect(calls).toBe(3);
  });
});

describe('the report', () => {
  const report = (figures: Figure[]): Report => ({
    startedAt: '',
    finishedAt: '',
    seconds: 0,
    options: {},
    machine: { cpu: 'x', cores: 2, ramGb: 1, node: 'v20', postgres: 'PostgreSQL 15', load: [0, 0, 0], shared: false },
    figures,
    capacity: null,
    notes: [],
  });

  it('shows a figure that could not be measured as such, with no verdict', () => {
    const f: Figure = { section: 'Web, Lighthouse mobile: /home', label: 'CLS', value: Number.NaN, unit: '', target: { op: '<=', value: 0.02, on: 'value' }, notMeasured: 'NO_NAVSTART: Please run Lighthouse again.' };
    expect(metOf(f)).toBeNull();
    expect(line(f)).toBe('Web, Lighthouse mobile: /home · CLS: not measured: NO_NAVSTART: Please run Lighthouse again.');
    expect(markdown(report([f]))).toContain('| CLS | not measured: NO_NAVSTART: Please run Lighthouse again. |');
  });

  it('gives every missed target a reason: its own, the first failure, or what a miss of a check means', () => {
    const miss: Figure = { section: 's', label: 'errors', value: 2, unit: '', target: { op: '==', value: 0, on: 'value' } };
    expect(whyText({ ...miss, why: 'x% in JSON schema validation' })).toBe('; why: x% in JSON schema validation');
    expect(whyText({ ...miss, note: '500 boom' })).toBe('; why: the first failure recorded: 500 boom');
    expect(whyText(miss)).not.toContain('not analysed yet');
    expect(line(miss)).toContain('✘ missed');
  });
});
