// docs/contest.md#on-dashboard (issue 28 item 8): which registered contests the dashboard's card lists.
import { describe, expect, it } from 'vitest';
import { dashboardContests, type DashboardContestFacts } from './dashboardContests';

const now = Date.parse('2026-12-01T04:30:00Z');
const contest = (id: number, start: string, end: string, facts: Partial<DashboardContestFacts> = {}): DashboardContestFacts => ({
  id,
  title: `Mock ${id}`,
  status: 'upcoming',
  start_time: start,
  end_time: end,
  is_registered: true,
  results_ready: false,
  sitting: null,
  ...facts,
});

describe('the dashboard’s contests', () => {
  it('lists the registered live and upcoming contests, live first, then the soonest', () => {
    const rows = dashboardContests(
      [
        contest(1, '2026-12-03T04:00:00Z', '2026-12-03T05:00:00Z'),
        contest(2, '2026-12-02T04:00:00Z', '2026-12-02T05:00:00Z'),
        contest(3, '2026-12-01T04:00:00Z', '2026-12-01T05:00:00Z', { status: 'live' }),
      ],
      now,
    );
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [3, 'live'],
      [2, 'upcoming'],
      [1, 'upcoming'],
    ]);
    expect(rows[0]?.when).toBe('Live now · ends 01/12/2026, 11:00 am');
    expect(rows[1]?.when).toBe('Starts 02/12/2026, 10:00 am');
  });

  it('leaves out a contest not registered for, one finished, and one whose sitting was submitted', () => {
    const rows = dashboardContests(
      [
        contest(1, '2026-12-03T04:00:00Z', '2026-12-03T05:00:00Z', { is_registered: false }),
        contest(2, '2026-11-30T04:00:00Z', '2026-11-30T05:00:00Z', { status: 'finished' }),
        contest(3, '2026-12-01T04:00:00Z', '2026-12-01T05:00:00Z', { status: 'live', sitting: { status: 'finished' } }),
      ],
      now,
    );
    expect(rows).toEqual([]);
  });
});
