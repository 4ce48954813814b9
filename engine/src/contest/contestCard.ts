// What a contest card shows (docs/contest.md#learner-screen), as pure functions of the contest and
// the server's clock: the status, the countdown and the actions. The web renders the answer only.
import { SECOND_MS } from '../exam/limits';
import { formatScore } from '../exam/score';
import { formatDigits } from '../i18n/format';
import { contestMessages, startsIn } from './messages';

export type ContestStatus = 'upcoming' | 'live' | 'finished' | 'cancelled';

/** The fields of a contest the card reads (the gateway's Contest). */
export type ContestFacts = {
  status: ContestStatus;
  start_time: string;
  end_time: string;
  is_registered: boolean;
  results_ready: boolean;
  /** The caller's own sitting, null before they join (docs/contest.md#sitting-on-card). */
  sitting?: { status: 'created' | 'finished' } | null;
};

export type ContestAction = 'register' | 'join' | 'result' | 'meritList' | 'review' | 'practise';

export type ContestCard = {
  status: ContestStatus;
  /** 'Starts in …' for a registered learner before the start; null otherwise. */
  countdown: string | null;
  /** 'Registered' before the start, or the closed registration of a live contest; null otherwise. */
  note: string | null;
  actions: ReadonlyArray<{ action: ContestAction; label: string }>;
};

const DAY_SECONDS = 86_400;

/** docs/contest.md#status on the server's clock (ms); a cancelled contest stays cancelled. */
export function contestStatusAt(contest: Pick<ContestFacts, 'status' | 'start_time' | 'end_time'>, serverNowMs: number): ContestStatus {
  if (contest.status === 'cancelled') return 'cancelled';
  if (serverNowMs < Date.parse(contest.start_time)) return 'upcoming';
  if (serverNowMs < Date.parse(contest.end_time)) return 'live';
  return 'finished';
}

/** docs/contest.md#card-action: `H:MM:SS`, or `{d}d HH:MM:SS` from one day on; never below zero. */
export function formatCountdown(secondsLeft: number): string {
  const total = Math.max(0, Math.ceil(secondsLeft));
  const days = Math.floor(total / DAY_SECONDS);
  const rest = total % DAY_SECONDS;
  const hours = Math.floor(rest / 3600);
  const clock = `${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return contestMessages.countdown(days, days > 0 ? `${pad(hours)}:${clock}` : `${hours}:${clock}`);
}

/** docs/contest.md#card-action */
export function contestCard(contest: ContestFacts, serverNowMs: number): ContestCard {
  const status = contestStatusAt(contest, serverNowMs);
  const m = contestMessages;
  const act = (action: ContestAction) => ({ action, label: m[action] });
  switch (status) {
    case 'upcoming':
      return contest.is_registered
        ? { status, countdown: startsIn(formatCountdown((Date.parse(contest.start_time) - serverNowMs) / SECOND_MS)), note: m.registered, actions: [] }
        : { status, countdown: null, note: null, actions: [act('register')] };
    case 'live':
      // A submitted sitting is over for its learner: nothing to join (issue 28 item 18).
      if (contest.sitting?.status === 'finished') return { status, countdown: null, note: m.submitted, actions: [] };
      return contest.is_registered
        ? { status, countdown: null, note: null, actions: [act('join')] }
        : { status, countdown: null, note: m.registrationClosed, actions: [] };
    case 'finished':
      return {
        status,
        countdown: null,
        note: null,
        actions: [...(contest.is_registered && contest.results_ready ? [act('result'), act('meritList')] : []), act('review'), act('practise')],
      };
    case 'cancelled':
      return { status, countdown: null, note: null, actions: [] };
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** What a contest card says of its paper, subjects and terms (docs/contest.md#learner-screen): the web prints these lines as they are. */
/** docs/contest.md#sections: the list's sections in the order shown ('Live', 'Upcoming', 'Finished'), each with its contests on the server's clock; an empty section is left out. */
export function contestSections<C extends ContestFacts>(contests: readonly C[], serverNowMs: number): Array<{ status: Exclude<ContestStatus, 'cancelled'>; contests: C[] }> {
  const order: ReadonlyArray<Exclude<ContestStatus, 'cancelled'>> = ['live', 'upcoming', 'finished'];
  return order
    .map((status) => ({ status, contests: contests.filter((c) => contestStatusAt(c, serverNowMs) === status) }))
    .filter((section) => section.contests.length > 0);
}

/** The paper a contest follows: the template's name, and for a previous-year paper its university, unit and year (docs/contest.md#listing). */
export function contestPaper(contest: { template_name: string; university?: string | null; unit?: string | null; year?: number | null }): string {
  return [contest.template_name, contest.university, contest.unit, contest.year == null ? null : formatDigits(contest.year)].filter((part) => part !== null && part !== undefined).join(' · ');
}

export function contestFacts(contest: {
  template_name: string;
  university?: string | null;
  unit?: string | null;
  year?: number | null;
  subjects: readonly { subject: { name: string }; no_of_questions: number }[];
  duration: number;
  total_question: number;
  mark_per_qn: number;
  negative_mark_per_qn?: number | null;
  registered_count: number;
}): { paper: string; subjects: string; terms: string } {
  const paper = contestPaper(contest);
  const m = contestMessages;
  const negative = contest.negative_mark_per_qn;
  // docs/contest.md#card-terms: every figure says what it is ('45 × 1 (−0.25) · 2' did not, issue 28).
  const terms = [
    m.termsDuration.replace('{minutes}', formatDigits(Math.round(contest.duration / 60))),
    m.termsQuestions.replace('{count}', formatDigits(contest.total_question)),
    m.termsMarks.replace('{mark}', formatScore(contest.mark_per_qn)),
    negative == null || negative === 0 ? m.termsNoNegative : m.termsNegative.replace('{negative}', formatScore(negative)),
    m.termsRegistered.replace('{count}', formatDigits(contest.registered_count)),
  ];
  return {
    paper,
    subjects: contest.subjects.map((s) => `${s.subject.name} (${formatDigits(s.no_of_questions)})`).join(', '),
    terms: terms.join(' · '),
  };
}
