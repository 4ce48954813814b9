// Contests as the learner's list and the admin's table receive them, for the machines' tests, the
// gallery and the UI model tests: one builder each, so a field added to a contest is added here
// once (docs/architecture.md#tests). Each caller names what its story needs through `facts`.
import type { AdminContestEntry } from '../contest/adminContestsMachine';
import type { ContestListEntry } from '../contest/contestListMachine';

const MINUTE = 60_000;

/** What every built contest shares unless told: a 30-minute, 20-question engineering mock. */
const DURATION_MINUTES = 30;

function times(start: number, durationMinutes: number) {
  return {
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + durationMinutes * MINUTE).toISOString(),
    duration: durationMinutes * 60,
  };
}

/**
 * A contest of the learner's list starting at `start` (ms) and running `durationMinutes`: upcoming,
 * not registered, one Physics section of 20 questions at −0.25.
 */
export function contestListEntry(id: number, start: number, facts: Partial<ContestListEntry> = {}, durationMinutes = DURATION_MINUTES): ContestListEntry {
  return {
    id,
    title: `Weekly Mock ${id}`,
    status: 'upcoming',
    ...times(start, durationMinutes),
    is_registered: false,
    results_ready: false,
    sitting: null,
    template_name: 'Engineering Admission Model Test',
    university: null,
    unit: null,
    year: null,
    subjects: [{ subject: { name: 'Physics' }, no_of_questions: 20 }],
    total_question: 20,
    mark_per_qn: 1,
    negative_mark_per_qn: 0.25,
    registered_count: 3,
    ...facts,
  };
}

/** A contest of the admin's table starting at `start` (ms) and running `durationMinutes`: upcoming, no results. */
export function adminContestEntry(id: number, start: number, facts: Partial<AdminContestEntry> = {}, durationMinutes = DURATION_MINUTES): AdminContestEntry {
  return {
    id,
    title: `Weekly Mock ${id}`,
    template_name: 'Engineering Admission Model Test',
    university: null,
    unit: null,
    year: null,
    ...times(start, durationMinutes),
    total_question: 20,
    time_breaks_ties: false,
    status: 'upcoming',
    registered_count: 2,
    results_ready: false,
    ...facts,
  };
}
