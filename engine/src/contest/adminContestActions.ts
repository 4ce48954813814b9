// What the admin's contest list offers for one contest (docs/contest.md#admin-actions,
// docs/contest.md#admin): read from the server's status and results_ready, never the device clock.

export type AdminContestStatus = 'upcoming' | 'live' | 'finished' | 'cancelled';

export type AdminContestActions = {
  edit: boolean;
  /** Asks to confirm first. */
  cancel: boolean;
  registrations: boolean;
  meritList: boolean;
  exportCsv: boolean;
};

export function adminContestActions(contest: { status: string; results_ready: boolean }): AdminContestActions {
  const upcoming = contest.status === 'upcoming';
  const ranked = contest.status === 'finished' && contest.results_ready;
  return { edit: upcoming, cancel: upcoming, registrations: true, meritList: ranked, exportCsv: ranked };
}
