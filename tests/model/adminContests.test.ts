// The admin's contest page (docs/contest.md#admin-screen) driven by the engine's
// adminContestsMachine on /admin/contests in real Chromium against a real product whose api runs on
// a clock this file moves (tests/e2e/movableClock.ts). The paths share two contests: B, finished
// with its results (made, then the api's clock moved two hours on, once for the file), and A,
// upcoming (made again only after a path has cancelled it). The list, the registrations, the merit
// list, the cancellation and the export are held on the wire until the model says the server
// answered or the connection failed. After every step the page must show what the model's state says.
//
// The admin signs in once for the file, before any path: the api counts 20 sign-ins an account a
// minute and 60 token calls a minute from one address, and no path renews a token (the clock moves
// before the sign-in, never after).
import { adminContestEntry } from '@proshno/engine/testing/contests';
import {
  adminContestScreenMessages as words,
  adminContestsMachine,
  adminContestsView,
  contestMessages,
  messages,
  type AdminContestEntry,
  type AdminContestsContext,
  type AdminContestsSnapshot,
} from '@proshno/engine';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { launch } from '../e2e/chromium';
import { graphqlAt } from '../e2e/graphqlClient';
import { startProductOnMovableClock } from '../e2e/movableClock';
import { signIn } from '../e2e/screens';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

const clock = await startProductOnMovableClock('admin-contests');
const { product } = clock;
const browser: Browser = await launch();
afterAll(async () => {
  await browser.close();
  await clock.close();
});

const graphql = graphqlAt(product.url);
const login = () =>
  graphql<{ login: { access: string } }>('mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access } }', ADMIN).then(({ login: pair }) => pair.access);

// B: made, then the api's clock past its end and the grace, so its results are ready.
const B_TITLE = 'Past Mock';
await createContest(await login(), B_TITLE, clock.serverNow() + MINUTE);
clock.setServerClock(clock.serverNow() + 2 * HOUR);
const admin = await login();
const signedIn: BrowserContext = await browser.newContext({ baseURL: product.url, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
{
  const page = await signedIn.newPage();
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL((url) => url.pathname === '/home');
  await page.close();
}

/** A: upcoming; a new one after a path cancelled the last. */
let contestA: { title: string; cancelled: boolean } = { title: 'Open Mock 1', cancelled: false };
await createContest(admin, contestA.title, clock.serverNow() + 90 * MINUTE);

/** The model's two contests: 1 stands for A, 2 for B. */
function modelContest(id: 1 | 2, facts: Partial<AdminContestEntry> = id === 1 ? {} : { status: 'finished', results_ready: true }): AdminContestEntry {
  return adminContestEntry(id, Date.parse('2026-11-01T12:00:00Z'), { title: `Contest ${id}`, template_name: 'Model test', total_question: 10, registered_count: 0, ...facts });
}
const failure = new Error('[Network] Failed to fetch');
const header = 'rank,full_name,email,score,percentile,time_used_seconds,right,wrong,not_answered\n';

type Driver = { page: Page; gate: Gate; titles: Record<1 | 2, string> };
const operations = ['AdminContests', 'AdminContestRegistrations', 'AdminContestExport', 'CancelContest'] as const;
const actorOperation: Record<string, (typeof operations)[number]> = {
  loadContests: 'AdminContests',
  loadRegistrations: 'AdminContestRegistrations',
  loadMeritList: 'AdminContestExport',
  downloadMeritList: 'AdminContestExport',
  cancelContest: 'CancelContest',
};

/** Nothing under way, asked or open but (`opened`) the panel that is. */
function quiet(snapshot: AnyMachineSnapshot): boolean {
  const { cancelling, exporting, refusal } = snapshot.context as AdminContestsContext;
  const loading = ['registrations', 'meritList'].some((panel) => !snapshot.matches({ ready: { panel: { [panel]: 'shown' } } }) && snapshot.matches({ ready: { panel } }));
  return (
    snapshot.matches({ ready: { form: 'closed', list: 'shown' } }) && cancelling === null && exporting === null && refusal === null && !loading
  );
}

const paths = await describeUiModel<Driver>({
  name: 'admin contests',
  machine: adminContestsMachine,
  modelMachine: (fakes) =>
    adminContestsMachine.provide({
      actors: {
        loadContests: fakes.promise('loadContests'),
        loadRegistrations: fakes.promise('loadRegistrations'),
        loadMeritList: fakes.promise('loadMeritList'),
        cancelContest: fakes.promise('cancelContest'),
        downloadMeritList: fakes.promise('downloadMeritList'),
      },
    }),
  // One thing at a time from the list at rest (the engine's own test walks them side by side), and
  // the export beside the open merit list, as the admin does. Once A is cancelled the walk stops:
  // each cancellation costs the next path a new A, and the table shows only the newest ten.
  events: (snapshot) => {
    const { opened, contests } = snapshot.context as AdminContestsContext;
    const walking = quiet(snapshot) && contests[0]?.status !== 'cancelled';
    const open: Array<EventObject & Record<string, unknown>> =
      walking && opened === null
        ? [{ type: 'NEW' }, { type: 'OPEN', contest: 1, panel: 'edit' }, { type: 'OPEN', contest: 1, panel: 'registrations' }, { type: 'OPEN', contest: 2, panel: 'meritList' }, { type: 'CANCEL', contest: 1 }, { type: 'EXPORT', contest: 2 }]
        : walking && opened !== null
          ? [{ type: 'OPEN', ...opened }, ...(opened.panel === 'meritList' ? [{ type: 'EXPORT', contest: 2 }] : [])]
          : [];
    return [
      // The only reload the model walks is the one after a cancellation.
      { type: 'xstate.done.actor.loadContests', output: [modelContest(1, snapshot.matches('ready') ? { status: 'cancelled' } : {}), modelContest(2)] },
      { type: 'xstate.error.actor.loadContests', error: failure },
      { type: 'RETRY' },
      ...open,
      { type: 'FORM_CLOSED', form: 'new', saved: false },
      { type: 'FORM_CLOSED', form: 'edit', saved: false },
      { type: 'xstate.done.actor.loadRegistrations', output: [] },
      { type: 'xstate.error.actor.loadRegistrations', error: failure },
      { type: 'xstate.done.actor.loadMeritList', output: { filename: 'contest-2-merit-list.csv', csv: header } },
      { type: 'xstate.error.actor.loadMeritList', error: failure },
      { type: 'KEEP' },
      { type: 'CONFIRM' },
      { type: 'xstate.done.actor.cancelContest', output: undefined },
      { type: 'xstate.error.actor.cancelContest', error: failure },
      { type: 'xstate.done.actor.downloadMeritList', output: undefined },
      { type: 'xstate.error.actor.downloadMeritList', error: failure },
    ];
  },
  key: (snapshot) => {
    const { opened, refusal, contests } = snapshot.context as AdminContestsContext;
    return JSON.stringify({ value: snapshot.value, opened, refusal, statuses: contests.map((contest) => contest.status) });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    if (contestA.cancelled) {
      contestA = { title: `Open Mock ${Number(contestA.title.split(' ').at(-1)) + 1}`, cancelled: false };
      await createContest(admin, contestA.title, clock.serverNow() + 90 * MINUTE);
    }
    const page = await signedIn.newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/contests');
    await network.waitFor('AdminContests');
    return { page, gate: network, titles: { 1: contestA.title, 2: B_TITLE } };
  },
  act: async (driver, event) => {
    const { page, gate: network } = driver;
    const row = (contest: number) => page.getByRole('row', { name: driver.titles[contest as 1 | 2], exact: true });
    const settle = async (actor: string, outcome: 'pass' | 'fail') => {
      const operation = actorOperation[actor];
      if (operation === undefined) throw new Error(`no operation for ${actor}`);
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    if (event.type === 'xstate.done.actor.cancelContest') contestA.cancelled = true;
    if (event.type === 'xstate.done.actor.downloadMeritList') {
      const download = page.waitForEvent('download');
      await settle('downloadMeritList', 'pass');
      expect((await download).suggestedFilename()).toMatch(/^contest-\d+-merit-list\.csv$/);
      return;
    }
    if (event.type.startsWith('xstate.done.actor.')) return settle(event.type.slice('xstate.done.actor.'.length), 'pass');
    if (event.type.startsWith('xstate.error.actor.')) return settle(event.type.slice('xstate.error.actor.'.length), 'fail');
    const labels = { edit: words.edit, registrations: words.registrations, meritList: words.meritList } as const;
    const confirm = page.getByRole('alertdialog', { name: words.cancelConfirmAction });
    switch (event.type) {
      case 'RETRY':
        return page.getByRole('button', { name: messages.tryAgain }).click();
      case 'NEW':
        return page.getByRole('button', { name: words.newContest }).click();
      case 'FORM_CLOSED':
        return page.getByRole('form', { name: 'form' in event && event.form === 'new' ? words.newContest : words.edit }).getByRole('button', { name: words.close }).click();
      case 'OPEN': {
        const { contest, panel } = event as { type: 'OPEN'; contest: number; panel: keyof typeof labels };
        return row(contest).getByRole('button', { name: labels[panel] }).click();
      }
      case 'CANCEL':
        return row(1).getByRole('button', { name: words.cancel }).click();
      case 'KEEP':
        return confirm.getByRole('button', { name: words.keep }).click();
      case 'CONFIRM':
        return confirm.getByRole('button', { name: words.cancelConfirmAction }).click();
      case 'EXPORT':
        return row(2).getByRole('button', { name: words.exportCsv }).click();
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async (driver, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(driver), { interval: 100 }).toEqual(expected);
  },
  close: (driver) => closeGated(driver),
});

expectMachineCoverage('adminContestsMachine', adminContestsMachine, paths, {
  'adminContests.ready --PAGE--> (self)': 'the contests and the lists under a row are paged by PagedTable, which the dashboard and history tests page',
  'adminContests.ready.form.creating --FORM_CLOSED--> adminContests.ready.form.closed':
    'the model closes the new contest form with Close; tests/e2e/contestJourney.test.ts saves it',
  'adminContests.ready.panel.editing --FORM_CLOSED--> adminContests.ready.panel.closed':
    'the model closes the edit form with Close; tests/e2e/contestJourney.test.ts saves it',
  'adminContests.ready.list.shown --REFRESH--> adminContests.ready.list.refreshing':
    'the machine raises REFRESH itself; the paths walk it after Cancel contest, where the list loads again',
  'adminContests.ready.list.refreshing --REFRESH--> adminContests.ready.list.refreshing': 'a second save while the list loads again needs two forms saved at once',
  'adminContests.ready.cancel.cancelling --xstate.error.actor.cancelContest--> adminContests.ready.cancel.idle':
    "a cancel refused as CONTEST_STARTED (the list then loads again) is the engine's test; here the cancel's connection fails",
});

type PanelFacts = { kind: string; state: string } | null;
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | { screen: 'list'; creating: boolean; refusal: string | null; buttons: Record<1 | 2, string[]>; panel: PanelFacts; confirm: string | null };

/** What the model's view says, of the path's two rows. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = adminContestsView(snapshot as AdminContestsSnapshot);
  if (view.screen !== 'list') return view;
  const buttons = (id: 1 | 2) =>
    (view.rows.find((row) => row.id === id)?.buttons ?? []).map((b) => `${b.label}${b.expanded === true ? ' (open)' : ''}${b.pending ? ' (pending)' : ''}`);
  const panel = view.panel === null ? null : { kind: view.panel.kind, state: view.panel.kind === 'edit' ? 'form' : view.panel.state === 'shown' ? 'empty' : view.panel.state };
  const confirm = view.confirm === null ? null : `${view.confirm.pending ? 'pending: ' : ''}${view.confirm.question.replace('Contest 1', '{A}')}`;
  return { screen: 'list', creating: view.creating, refusal: view.refusal, buttons: { 1: buttons(1), 2: buttons(2) }, panel, confirm };
}

function screenFacts({ page, titles }: Driver): Promise<Facts> {
  return page.evaluate(
    ({ titles, words, loadingLabel, panelLabels }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${loadingLabel}"]`) !== null) return { screen: 'loading' as const };
      const row = (n: 1 | 2) => [...main.querySelectorAll('tr')].find((tr) => tr.getAttribute('aria-label') === titles[n]);
      if (row(1) === undefined) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const buttons = (n: 1 | 2) =>
        [...(row(n)?.querySelectorAll('button') ?? [])].map(
          (b) => `${text(b)}${b.getAttribute('aria-expanded') === 'true' ? ' (open)' : ''}${b.getAttribute('data-pending') === 'true' ? ' (pending)' : ''}`,
        );
      // What opens under a row sits in the table row after it.
      const detail = (n: 1 | 2) => {
        const next = row(n)?.nextElementSibling;
        return next !== null && next !== undefined && !next.hasAttribute('aria-label') ? next : null;
      };
      const panelOf = (under: Element): { kind: string; state: string } => {
        if (under.querySelector('form') !== null) return { kind: 'edit', state: 'form' };
        const loading = Object.entries(panelLabels).find(([, label]) => under.querySelector(`[aria-label="${label.loading}"]`) !== null);
        if (loading !== undefined) return { kind: loading[0], state: 'loading' };
        const empty = Object.entries(panelLabels).find(([, label]) => text(under).includes(label.empty));
        if (empty !== undefined) return { kind: empty[0], state: 'empty' };
        // A failed list: A's row opens only its registrations here, B's its merit list.
        return { kind: under.querySelector('[role="alert"]') === null ? 'unknown' : under === detail(1) ? 'registrations' : 'meritList', state: 'failed' };
      };
      const under = detail(1) ?? detail(2);
      const panel = under === null ? null : panelOf(under);
      const dialog = document.querySelector('[role="alertdialog"]');
      const confirmButton = dialog === null ? undefined : [...dialog.querySelectorAll('button')].find((b) => text(b) === words.cancelConfirmAction);
      const question = dialog === null ? null : text(dialog.querySelector('p')).replace(titles[1], '{A}');
      const refusal = main.querySelector('p[role="alert"]');
      return {
        screen: 'list' as const,
        creating: [...main.querySelectorAll('h2')].some((h) => text(h) === words.newContest),
        refusal: refusal === null ? null : text(refusal),
        buttons: { 1: buttons(1), 2: buttons(2) },
        panel,
        confirm: question === null ? null : `${confirmButton?.getAttribute('data-pending') === 'true' ? 'pending: ' : ''}${question}`,
      };
    },
    {
      titles,
      // The texts the page is read by (the catalogue also holds functions, which cannot cross into the page).
      words: { cancelConfirmAction: words.cancelConfirmAction, newContest: words.newContest },
      loadingLabel: contestMessages.loadingContests,
      panelLabels: {
        registrations: { loading: contestMessages.loadingRegistrations, empty: words.noRegistrations },
        meritList: { loading: contestMessages.loadingMeritList, empty: words.noResults },
      },
    },
  );
}

/** A contest of the first model-test template, made through the admin's REST path on the api's clock. */
async function createContest(token: string, title: string, startMs: number): Promise<number> {
  const { examTemplates } = await graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, token);
  const template = examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('no model-test template');
  const res = await fetch(`${product.url}/api/contest/v1/admin/contest/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template: template.id, title, start_time: new Date(startMs).toISOString() }),
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(body)}`);
  return body.id;
}
