// docs/contest.md#learner-screen: the card's status, countdown and actions on the server's clock.
import { describe, expect, it } from 'vitest';
import { contestCard, contestFacts, contestStatusAt, formatCountdown, type ContestFacts } from './contestCard';

const start = Date.parse('2026-12-01T04:00:00Z');
const end = Date.parse('2026-12-01T05:00:00Z');
const contest = (facts: Partial<ContestFacts> = {}): ContestFacts => ({
  status: 'upcoming',
  start_time: new Date(start).toISOString(),
  end_time: new Date(end).toISOString(),
  is_registered: false,
  results_ready: false,
  ...facts,
});
const labels = (facts: Partial<ContestFacts>, now: number) => contestCard(contest(facts), now).actions.map((a) => a.label);

describe('the server clock (docs/contest.md#server-clock)', () => {
  it('turns a listed contest live at its start and finished at its end, whatever status it was read with', () => {
    expect(contestStatusAt(contest(), start - 1)).toBe('upcoming');
    expect(contestStatusAt(contest(), start)).toBe('live');
    expect(contestStatusAt(contest({ status: 'live' }), end)).toBe('finished');
    expect(contestStatusAt(contest({ status: 'cancelled' }), start)).toBe('cancelled');
  });
});

describe('the countdown (docs/contest.md#card-action)', () => {
  it('is H:MM:SS under a day and {d}d HH:MM:SS from a day on, never below zero', () => {
    expect(formatCountdown(65)).toBe('0:01:05');
    expect(formatCountdown(3 * 3600 + 4 * 60 + 5)).toBe('3:04:05');
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('2d 03:04:05');
    expect(formatCountdown(0.2)).toBe('0:00:01');
    expect(formatCountdown(-3)).toBe('0:00:00');
  });
});

describe('what the card offers (docs/contest.md#card-action)', () => {
  it('offers Register before the start, then Registered with the countdown', () => {
    expect(labels({}, start - 60_000)).toEqual(['Register']);
    const card = contestCard(contest({ is_registered: true }), start - 3_723_000);
    expect(card).toMatchObject({ status: 'upcoming', note: 'Registered', countdown: 'Starts in 1:02:03', actions: [] });
  });

  it('offers Join to the registered while live, and says registration is closed to the others', () => {
    expect(labels({ is_registered: true }, start)).toEqual(['Join']);
    expect(contestCard(contest(), start + 1)).toMatchObject({ note: 'Registration for this contest is closed.', actions: [] });
  });

  it('offers Result and Merit list once the results are ready, Review and Practise always, after the end', () => {
    expect(labels({ is_registered: true }, end)).toEqual(['Review', 'Practise']);
    expect(labels({ is_registered: true, results_ready: true, status: 'finished' }, end)).toEqual(['Result', 'Merit list', 'Review', 'Practise']);
    expect(labels({ results_ready: true }, end)).toEqual(['Review', 'Practise']);
  });

  it('offers nothing for a cancelled contest', () => {
    expect(labels({ status: 'cancelled', is_registered: true }, start - 1)).toEqual([]);
  });
});

describe('after the learner submitted (issue 28 item 18)', () => {
  it('a live contest whose sitting is finished offers no Join and says it was submitted; a sitting still open offers Join', () => {
    const live = start + 60_000;
    const submitted = contestCard(contest({ is_registered: true, sitting: { status: 'finished' } }), live);
    expect(submitted.actions).toEqual([]);
    expect(submitted.note).toBe('Submitted. Your result opens when the contest ends.');
    expect(labels({ is_registered: true, sitting: { status: 'created' } }, live)).toEqual(['Join']);
  });

  it('labels every figure of the terms', () => {
    const facts = { template_name: 'Model Test', subjects: [], duration: 2700, total_question: 45, mark_per_qn: 1, registered_count: 2 };
    expect(contestFacts({ ...facts, negative_mark_per_qn: 0.25 }).terms).toBe('45 min · 45 questions · 1 mark each · −0.25 for a wrong answer · 2 registered');
    expect(contestFacts({ ...facts, negative_mark_per_qn: null }).terms).toBe('45 min · 45 questions · 1 mark each · no negative marks · 2 registered');
  });
});
