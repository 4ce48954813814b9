// The dashboard's card of the contests a learner registered for (docs/contest.md#on-dashboard,
// issue 28 item 8): each live or upcoming one, live first, with when it runs; the card links to /contest.
import { formatDhakaDateTime } from '../shell/time';
import { contestStatusAt, type ContestFacts } from './contestCard';
import { contestMessages as m } from './messages';

export type DashboardContestFacts = ContestFacts & { id: number; title: string };
export type DashboardContestRow = { id: number; title: string; status: 'live' | 'upcoming'; when: string };

/** Registered, live or upcoming on the server's clock, and not yet submitted; live first, then the soonest start. */
export function dashboardContests(contests: readonly DashboardContestFacts[], serverNowMs: number): DashboardContestRow[] {
  return contests
    .map((contest) => ({ contest, status: contestStatusAt(contest, serverNowMs) }))
    .filter(
      (entry): entry is { contest: DashboardContestFacts; status: 'live' | 'upcoming' } =>
        entry.contest.is_registered && entry.contest.sitting?.status !== 'finished' && (entry.status === 'live' || entry.status === 'upcoming'),
    )
    .sort((a, b) => (a.status === b.status ? Date.parse(a.contest.start_time) - Date.parse(b.contest.start_time) : a.status === 'live' ? -1 : 1))
    .map(({ contest, status }) => ({
      id: contest.id,
      title: contest.title,
      status,
      when:
        status === 'live'
          ? m.dashboardLiveNow.replace('{time}', formatDhakaDateTime(contest.end_time))
          : m.dashboardStarts.replace('{time}', formatDhakaDateTime(contest.start_time)),
    }));
}
