// The Admin's audit log (docs/content.md#audit-page) driven by the engine's auditLogMachine on
// /admin/audit in real Chromium against the real product the model project shares. Other files
// write audit entries at the same time, so the entries this file reads are its own: a staff member
// of its own (a learner it registers, made an Admin) changes an account of its own 51 times (a
// role there and back, then disabled and enabled in turn), one entry more than a page holds; the
// filter by that staff member's e-mail then finds exactly those, in two pages, and the Contest
// filter none. The unfiltered first page is the whole product's: there only the filter, the busy
// mark and the refusal are compared, never the entries. Every load is held on the wire until the
// model says the server answered or the connection failed; the model's answers are the product's
// own, read once before the paths. After every step the page must show what the engine's view of
// the model's state says.
import {
  auditLogMachine,
  auditLogView,
  auditMessages as m,
  fillIn,
  messages,
  type AuditKind,
  type AuditLogContext,
  type AuditLogSnapshot,
  type AuditPage,
} from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { baseUrl, launch } from '../e2e/browser';
import { tokenOf } from '../e2e/graphqlClient';
import { graphql, registeredLearner, registrationOf, sessionState, type StorageState } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const CHANGES = 51;

// The Admin signs in once for the file (the api counts 20 sign-ins an account a minute, and other
// files sign the Admin in too): the browser's session and the setup's token are the same sign-in.
const session = await sessionState(baseUrl(), ADMIN);
const admin = accessTokenOf(session);
const browser = await launch();
const signedIn: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, storageState: session });

const idOf = async (email: string): Promise<number> => {
  const { adminLearners } = await graphql<{ adminLearners: { results: Array<{ id: number }> } }>('query($q: String) { adminLearners(q: $q) { results { id } } }', { q: email }, admin);
  return adminLearners.results[0]?.id ?? expect.fail(`no account ${email}`);
};

// The staff member: a learner of this file's own, made an Admin, and a Learner again after the paths.
const staff = await registeredLearner('auditstaff', { fullName: 'Audit Staff' });
const staffId = await idOf(staff.email);
await graphql('mutation($id: Int!) { adminSetLearnerRole(id: $id, role: Admin) { id } }', { id: staffId }, admin);
afterAll(async () => {
  await graphql('mutation($id: Int!) { adminSetLearnerRole(id: $id, role: Default) { id } }', { id: staffId }, admin);
  await browser.close();
});
/** What the Admin types in the staff e-mail filter: a part of the staff member's e-mail (docs/content.md#audit-page). */
const STAFF = staff.email.replace(/\.com$/, '');

// The account the staff member changes: registered only (unverified), it is no one's to sign in as.
const changedEmail = `auditlogged.${Date.now()}@example.com`;
await graphql('mutation($input: RegistrationInput!) { register(input: $input) { detail } }', { input: registrationOf(changedEmail, { fullName: 'Audit Logged' }) });
const changedId = await idOf(changedEmail);
{
  const asStaff = await tokenOf(graphql, staff);
  const change = (mutation: string) => graphql(`mutation($id: Int!) { ${mutation} { id } }`, { id: changedId }, asStaff);
  await change('adminSetLearnerRole(id: $id, role: Management)');
  await change('adminSetLearnerRole(id: $id, role: Default)');
  for (let i = 2; i < CHANGES; i += 1) await change(i % 2 === 0 ? 'adminDisableLearner(id: $id)' : 'adminEnableLearner(id: $id)');
}

const actions = (variables: { kind?: AuditKind; actor?: string; page?: number }) =>
  graphql<{ adminActions: AuditPage }>(
    'query($kind: String, $actor: String, $page: Int) { adminActions(kind: $kind, actor: $actor, page: $page) { count page page_size results { id actor { id email } action target beforeJson afterJson at } } }',
    variables,
    admin,
  ).then(({ adminActions }) => adminActions);

/** The product's answers to the filters the model walks, read now: no path changes what they find. */
const answers = {
  staff: await actions({ actor: STAFF, page: 1 }),
  staff2: await actions({ actor: STAFF, page: 2 }),
  accounts: await actions({ kind: 'account', actor: STAFF, page: 1 }),
  contests: await actions({ kind: 'contest', actor: STAFF, page: 1 }),
};
expect([answers.staff.count, answers.staff.results.length, answers.staff2.results.length, answers.accounts.count, answers.contests.count]).toEqual([CHANGES, 50, 1, CHANGES, 0]);
/** The whole product's log: the model stands for it with a copy of one page, whose entries are never compared. */
const everyAction: AuditPage = { ...answers.staff };

type Answer = keyof typeof answers | 'all';
/** The product's answer to the filter (the model's load of it). */
function answerTo({ kind, actor, page }: AuditLogContext): AuditPage {
  if (actor === '') return everyAction;
  if (kind === 'contest') return answers.contests;
  if (kind === 'account') return answers.accounts;
  return page === 2 ? answers.staff2 : answers.staff;
}
function shownAnswer(data: AuditPage | null): Answer | null {
  if (data === null) return null;
  if (data === everyAction) return 'all';
  const found = (Object.keys(answers) as Array<keyof typeof answers>).find((name) => answers[name] === data);
  if (found === undefined) throw new Error('an answer the model does not know');
  return found;
}

const failure = new Error('[Network] Failed to fetch');
type Driver = { page: Page; gate: Gate };

const paths = await describeUiModel<Driver>({
  name: 'audit log',
  machine: auditLogMachine,
  modelMachine: (fakes) => auditLogMachine.provide({ actors: { loadActions: fakes.promise('loadActions') } }),
  // From the whole log the Admin filters by the staff member; from there the second page, the
  // Account filter or the Contest filter, and back. A later load fails once (as the Contest filter
  // loads), and the filter is then put back.
  events: (snapshot) => {
    const context = snapshot.context as AuditLogContext;
    const { kind, actor, page, refusal } = context;
    if (snapshot.matches('loading') || snapshot.matches({ ready: 'refreshing' }))
      return [
        { type: 'xstate.done.actor.loadActions', output: answerTo(context) },
        ...(snapshot.matches('loading') || (kind === 'contest' && refusal === null) ? [{ type: 'xstate.error.actor.loadActions', error: failure }] : []),
      ];
    if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
    const staffOnly = { type: 'FILTER', kind: null, actor: STAFF };
    if (actor === '') return [staffOnly];
    if (kind !== null || refusal !== null) return [staffOnly];
    if (page === 2) return [{ type: 'PAGE', page: 1 }];
    return [{ type: 'PAGE', page: 2 }, { type: 'FILTER', kind: 'account', actor: STAFF }, { type: 'FILTER', kind: 'contest', actor: STAFF }];
  },
  key: (snapshot) => {
    const { kind, actor, page, data, refusal } = snapshot.context as AuditLogContext;
    return JSON.stringify({ value: snapshot.value, kind, actor: actor !== '', page, shown: shownAnswer(data), refused: refusal !== null });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    const page = await signedIn.newPage();
    const network = await gate(page, ['AdminActions']);
    await page.goto('/admin/audit');
    await network.waitFor('AdminActions');
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event, before) => {
    const settle = async (outcome: 'pass' | 'fail') => {
      await network.waitFor('AdminActions');
      await network.release('AdminActions', outcome);
    };
    switch (event.type) {
      case 'xstate.done.actor.loadActions':
        return settle('pass');
      case 'xstate.error.actor.loadActions':
        return settle('fail');
      case 'RETRY':
        return page.getByRole('button', { name: messages.tryAgain }).click();
      case 'FILTER': {
        const { kind, actor } = event as { type: 'FILTER'; kind: AuditKind | null; actor: string };
        // The form keeps what was chosen last; the record is picked only when it differs.
        if (kind !== (before.context as AuditLogContext).kind) {
          await page.getByRole('button', { name: `${m.kindLabel}: ` }).click();
          await page.getByRole('option', { name: kind === null ? m.kindAll : m.kinds[kind], exact: true }).click();
        }
        await page.getByLabel(m.actorLabel).fill(actor);
        return page.getByRole('button', { name: m.show, exact: true }).click();
      }
      case 'PAGE':
        return page.getByRole('button', { name: fillIn(messages.pageNumber, { n: (event as { type: 'PAGE'; page: number }).page }), exact: true }).click();
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async ({ page }, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(page, 'entries' in expected), { interval: 100 }).toEqual(expected);
  },
  close: (driver) => closeGated(driver),
});

expectMachineCoverage('auditLogMachine', auditLogMachine, paths);

type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | {
      screen: 'page';
      busy: boolean;
      refusal: string | null;
      kind: string;
      actor: string;
      show: boolean;
      /** Of the file's own staff member only. */
      entries?: string[];
      empty?: string | null;
      pager?: { page: number; pages: number } | null;
    };

/** Text as the page's reader sees it: every run of white space (a narrow one in a time too) one space. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the engine's view of the model's state says the page shows. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = auditLogView(snapshot as AuditLogSnapshot);
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return view;
  const shown = {
    screen: 'page' as const,
    // The list is marked busy, or the words that stand for it when nothing was found.
    busy: view.busy,
    refusal: view.refusal,
    kind: view.kinds.find((k) => k.id === view.kind)?.name ?? '',
    actor: view.actor,
    show: !view.busy,
  };
  if (shownAnswer((snapshot.context as AuditLogContext).data) === 'all') return shown;
  return {
    ...shown,
    entries: view.entries.map((entry) =>
      spaced(
        [`${entry.target} · ${entry.what}`, entry.byOn, ...(entry.noChange === null ? entry.changes.map((c) => `${c.field}: ${c.before} → ${c.after}`) : [entry.noChange])].join(' | '),
      ),
    ),
    empty: view.empty,
    pager: view.count > view.pageSize ? { page: view.page, pages: Math.ceil(view.count / view.pageSize) } : null,
  };
}

function screenFacts(page: Page, entries: boolean): Promise<Facts> {
  return page.evaluate(
    ({ entries, words }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${words.loading}"]`) !== null) return { screen: 'loading' as const };
      const form = main.querySelector('form');
      if (form === null) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const kind = [...form.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? '').find((n) => n.startsWith(`${words.kindLabel}: `)) ?? '';
      const input = form.querySelector('input');
      const show = [...form.querySelectorAll('button')].find((b) => text(b) === words.show);
      const refusal = main.querySelector('p[role="alert"]');
      const list = main.querySelector(`ul[aria-label="${words.heading}"]`);
      const shown = {
        screen: 'page' as const,
        busy: (list ?? main.querySelector('p[data-empty]'))?.getAttribute('aria-busy') === 'true',
        refusal: refusal === null ? null : text(refusal),
        kind: kind.slice(words.kindLabel.length + 2),
        actor: input instanceof HTMLInputElement ? input.value : '',
        show: show instanceof HTMLButtonElement && !show.disabled,
      };
      if (!entries) return shown;
      const nav = main.querySelector(`nav[aria-label="${words.pages}"]`);
      const current = nav?.querySelector('[aria-current="page"]');
      return {
        ...shown,
        entries: [...(list?.querySelectorAll(':scope > li') ?? [])].map((entry) => {
          const cells = [...entry.querySelectorAll('dl > *')].map(text);
          // The changes' table: its head (Field, Before, After), then three cells a field.
          const changes = [];
          for (let i = 3; i + 2 < cells.length; i += 3) changes.push(`${cells[i] ?? ''}: ${cells[i + 1] ?? ''} → ${cells[i + 2] ?? ''}`);
          const noChange = entry.querySelector('dl') === null ? [text(entry.querySelector(':scope > p:last-of-type'))] : [];
          return [text(entry.querySelector('h2')), text(entry.querySelector(':scope > p')), ...changes, ...noChange].join(' | ');
        }),
        empty: list === null ? text(main.querySelector(':scope p:not([role])')) : null,
        pager: nav === null ? null : { page: Number(text(current)), pages: [...nav.querySelectorAll('button')].filter((b) => /^\d+$/.test(text(b))).length },
      };
    },
    { entries, words: { loading: m.loading, kindLabel: m.kindLabel, show: m.show, heading: m.heading, pages: m.pages } },
  );
}

/** The access token of the session the login mutation made (the app keeps it under sessionStorageKey). */
function accessTokenOf(state: StorageState): string {
  const stored: unknown = JSON.parse(state.origins[0]?.localStorage[0]?.value ?? '{}');
  if (typeof stored === 'object' && stored !== null && 'accessToken' in stored && typeof stored.accessToken === 'string') return stored.accessToken;
  throw new Error('the session holds no access token');
}
