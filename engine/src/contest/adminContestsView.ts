// docs/contest.md#admin-screen: what the admin's contest page shows in any state of
// adminContestsMachine, every line in the page's words; the web, the gallery and the model test
// read the page through this alone.
import { formatDhakaDateTime } from '../shell/time';
import { formatDigits } from '../i18n/format';
import { adminContestActions } from './adminContestActions';
import type { AdminContestForm } from './adminContestForm';
import type { AdminContestEntry, AdminContestPanel, AdminContestsSnapshot } from './adminContestsMachine';
import { adminContestScreenMessages as words, cancelContestQuestion, editFormOf, formatContestDuration } from './adminMeritList';
import { contestPaper } from './contestCard';
import { formatTimeUsed } from './contestViews';
import { messages } from '../messages';
import { contestMessages as m } from './messages';

/** A button of a row: `expanded` for the ones that open a panel (null for the rest). */
export type AdminContestButton = { action: 'edit' | 'cancel' | AdminContestPanel | 'exportCsv'; label: string; expanded: boolean | null; pending: boolean };

export type AdminContestRowView = {
  id: number;
  title: string;
  paper: string;
  schedule: string;
  status: string;
  registered: string;
  buttons: AdminContestButton[];
};

export type AdminRegistrationRowView = { user: number; fullName: string; email: string; registeredAt: string; joined: string };

type PanelState = 'loading' | 'failed' | 'shown';

export type AdminMeritRowView = { rank: number; fullName: string; email: string; score: number; percentile: number; timeUsed: string };

/** What opens under a row; a list is loading, failed (with Try Again) or shown a page at a time. */
export type AdminContestPanelView =
  | { contest: number; kind: 'edit'; initial: Partial<AdminContestForm> }
  | ({ contest: number; label: string; loading: string; empty: string } & (
      | { kind: 'registrations'; state: PanelState; message: string | null; rows: AdminRegistrationRowView[]; page: number }
      | { kind: 'meritList'; state: PanelState; message: string | null; rows: AdminMeritRowView[]; page: number }
    ));

export type AdminContestsView =
  | { screen: 'loading' }
  /** `message`: the server's detail, else 'The contests could not be loaded.' */
  | { screen: 'failed'; message: string }
  | {
      screen: 'list';
      /** The new contest's form is open in place of its button. */
      creating: boolean;
      refusal: string | null;
      /** No contest at all: 'No contests yet.' */
      empty: boolean;
      rows: AdminContestRowView[];
      page: number;
      panel: AdminContestPanelView | null;
      /** The cancel confirmation: its question, and whether the cancellation is under way. */
      confirm: { question: string; pending: boolean } | null;
    };

export function adminContestsView(snapshot: AdminContestsSnapshot): AdminContestsView {
  if (snapshot.matches('loading')) return { screen: 'loading' };
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: snapshot.context.loadError ?? words.loadFailed };
  const { contests, page, refusal, cancelling, exporting, opened } = snapshot.context;
  const asked = contests.find((contest) => contest.id === cancelling);
  return {
    screen: 'list',
    creating: snapshot.matches({ ready: { form: 'creating' } }),
    refusal,
    empty: contests.length === 0,
    rows: contests.map((contest) => rowViewOf(contest, opened, exporting)),
    page,
    panel: panelViewOf(snapshot),
    confirm: asked === undefined ? null : { question: cancelContestQuestion(asked.title), pending: snapshot.matches({ ready: { cancel: 'cancelling' } }) },
  };
}

function rowViewOf(contest: AdminContestEntry, opened: AdminContestsSnapshot['context']['opened'], exporting: number | null): AdminContestRowView {
  const allowed = adminContestActions(contest);
  const expanded = (panel: AdminContestPanel) => opened?.contest === contest.id && opened.panel === panel;
  const buttons: AdminContestButton[] = [];
  if (allowed.edit) buttons.push({ action: 'edit', label: words.edit, expanded: null, pending: false });
  if (allowed.cancel) buttons.push({ action: 'cancel', label: words.cancel, expanded: null, pending: false });
  if (allowed.registrations) buttons.push({ action: 'registrations', label: words.registrations, expanded: expanded('registrations'), pending: false });
  if (allowed.meritList) buttons.push({ action: 'meritList', label: words.meritList, expanded: expanded('meritList'), pending: false });
  if (allowed.exportCsv) buttons.push({ action: 'exportCsv', label: words.exportCsv, expanded: null, pending: exporting === contest.id });
  return {
    id: contest.id,
    title: contest.title,
    paper: contestPaper(contest),
    schedule: m.adminSchedule
      .replace('{start}', formatDhakaDateTime(contest.start_time))
      .replace('{duration}', formatContestDuration(contest.duration))
      .replace('{count}', formatDigits(contest.total_question)),
    status: words.status[contest.status] ?? contest.status,
    registered: m.termsRegistered.replace('{count}', formatDigits(contest.registered_count)),
    buttons,
  };
}

function panelViewOf(snapshot: AdminContestsSnapshot): AdminContestPanelView | null {
  const { opened, contests, registrations, meritList, panelPage, panelError } = snapshot.context;
  const contest = contests.find((c) => c.id === opened?.contest);
  if (opened === null || contest === undefined || snapshot.matches({ ready: { panel: 'closed' } })) return null;
  if (opened.panel === 'edit') return { contest: contest.id, kind: 'edit', initial: editFormOf(contest) };
  const state: PanelState = snapshot.matches({ ready: { panel: { [opened.panel]: 'failed' } } }) ? 'failed' : snapshot.matches({ ready: { panel: { [opened.panel]: 'shown' } } }) ? 'shown' : 'loading';
  const message = state === 'failed' ? (panelError ?? messages.loadFailed) : null;
  const base = { contest: contest.id, state, message, page: panelPage };
  if (opened.panel === 'registrations') {
    return {
      ...base,
      kind: 'registrations',
      label: listLabel(words.registrations, contest.title),
      loading: m.loadingRegistrations,
      empty: words.noRegistrations,
      rows: registrations.map((row) => ({
        user: row.user,
        fullName: row.full_name,
        email: row.email,
        registeredAt: formatDhakaDateTime(row.registered_at),
        joined: row.joined ? m.adminJoinedYes : m.adminJoinedNo,
      })),
    };
  }
  return {
    ...base,
    kind: 'meritList',
    label: listLabel(words.meritList, contest.title),
    loading: m.loadingMeritList,
    empty: words.noResults,
    rows: meritList.map((row) => ({ rank: row.rank, fullName: row.fullName, email: row.email, score: row.score, percentile: row.percentile, timeUsed: formatTimeUsed(row.timeUsedSeconds) })),
  };
}

/** 'Registrations: {title}', the name of a list under a row. */
function listLabel(list: string, title: string): string {
  return m.adminListLabel.replace('{list}', list).replace('{title}', title);
}
