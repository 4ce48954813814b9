// The question bank's list (docs/content.md#bank-list) driven by the engine's bankListMachine on
// /admin/bank in real Chromium against the real product the model project shares. The file makes
// two draft questions of its own whose text holds one search word (RUN) no other question holds, so
// a search for it finds exactly them, and the Published filter then finds none of them. The
// catalogue's places and every page of the list are held on the wire until the model says the
// server answered or the connection failed. The unfiltered list holds every question of the shared
// product, which other files add to meanwhile: there only its page number, the search form, the
// busy mark and the refusal are compared, never its rows. After every step the page must show what
// the engine's view of the model's state says.
//
// The Admin signs in once for the file (the api counts 20 sign-ins an account a minute, and other
// files sign the Admin in too): the browser's session and the setup's token are the same sign-in.
import {
  bankEditorMessages as m,
  bankListMachine,
  bankListView,
  messages,
  type BankListContext,
  type BankListPage,
  type BankListQuery,
  type BankListSnapshot,
  type BankPlaces,
  type BankQuestionInput,
  type BankSummary,
} from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { baseUrl, launch } from '../e2e/browser';
import { graphql, sessionState, type StorageState } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
/** The search word both questions of this file hold, and no other question does. */
const RUN = `banklist${Date.now().toString(36)}`;

const session = await sessionState(baseUrl(), ADMIN);
const admin = accessTokenOf(session);
const browser = await launch();
afterAll(() => browser.close());
const signedIn: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, storageState: session });

// Drafts are never drawn by learners, so they may sit in a place of the demo's own.
const { adminCatalogue } = await graphql<{ adminCatalogue: BankPlaces }>(
  '{ adminCatalogue { subjects { id name parent } topics { id name parent } subtopics { id name parent } } }',
  {},
  admin,
);
const subject = adminCatalogue.subjects.find((s) => s.name === 'General Knowledge');
const topic = adminCatalogue.topics.find((t) => t.parent === subject?.id);
const subtopic = adminCatalogue.subtopics.find((s) => s.parent === topic?.id);
if (subject === undefined || topic === undefined || subtopic === undefined) throw new Error('the demo bank has General Knowledge with a topic and a subtopic');

const inputOf = (text: string): BankQuestionInput => ({
  subject: subject.id,
  topic: topic.id,
  subtopic: subtopic.id,
  language: 'en',
  question: [{ type: 'text', data: text }],
  options: ['North', 'South', 'East', 'West'].map((data, i) => ({ data: [{ type: 'text', data }], is_answer: i === 0 })),
  explanation: [{ type: 'text', data: 'The first option is right.' }],
  twin: null,
});
const texts = [`Which way is ${RUN} one?`, `Which way is ${RUN} two?`];
const mine: BankSummary[] = [];
for (const text of texts) {
  const { createBankQuestion } = await graphql<{ createBankQuestion: { question: { id: number; key: string } } }>(
    'mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { question { id key } } }',
    { input: inputOf(text) },
    admin,
  );
  const { id, key } = createBankQuestion.question;
  // Newest first, as the list orders them.
  mine.unshift({
    id,
    key,
    version: 1,
    status: 'draft',
    language: 'en',
    has_twin: false,
    text,
    subject: subject.name,
    topic: topic.name,
    subtopic: subtopic.name,
    answer: 0,
    facility: null,
    difficulty: 'unrated',
    flags: [],
  });
}

const failure = new Error('[Network] Failed to fetch');
/** The model's answer for a page of the list: this file's drafts when searched for, else a page of some other 45. */
function pageFor(query: BankListQuery): BankListPage {
  if (query.search === '') return { count: 45, page: query.page, page_size: 20, results: [] };
  const results = mine.filter((q) => query.status === null || q.status === query.status);
  return { count: results.length, page: 1, page_size: 20, results };
}

type Driver = { page: Page; gate: Gate };
const operations = ['BankPlaces', 'BankQuestions'] as const;
const actorOperation: Record<string, (typeof operations)[number]> = { loadPlaces: 'BankPlaces', loadPage: 'BankQuestions' };

const paths = await describeUiModel<Driver>({
  name: 'bank list',
  machine: bankListMachine,
  modelMachine: (fakes) => bankListMachine.provide({ actors: { loadPlaces: fakes.promise('loadPlaces'), loadPage: fakes.promise('loadPage') } }),
  // The places answer first, then the page, or the page first and then the places; a failure of
  // either is walked with the places first. One reload fails (a page), the others answer. The walk goes from the whole list to a
  // second page, or to a search for this file's drafts and then to the Published ones of them.
  events: (snapshot) => {
    const { query, refusal } = snapshot.context as BankListContext;
    const answer = { type: 'xstate.done.actor.loadPage', output: pageFor(query) };
    const places = [
      { type: 'xstate.done.actor.loadPlaces', output: adminCatalogue },
      { type: 'xstate.error.actor.loadPlaces', error: failure },
    ];
    if (snapshot.matches({ loading: { places: 'loading', page: 'loading' } })) return [...places, answer];
    if (snapshot.matches({ loading: { places: 'loading' } })) return places.slice(0, 1);
    if (snapshot.matches('loading')) return [answer, { type: 'xstate.error.actor.loadPage', error: failure }];
    if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
    if (snapshot.matches({ ready: 'refreshing' })) return query.page === 2 ? [answer, { type: 'xstate.error.actor.loadPage', error: failure }] : [answer];
    if (refusal !== null) return [];
    if (query.search === '') return query.page === 1 ? [{ type: 'PAGE', page: 2 }, { type: 'SEARCH', text: RUN }] : [];
    return query.status === null ? [{ type: 'FILTER', filter: 'status', value: 'published' }] : [];
  },
  key: (snapshot) => {
    const { query, data, refusal } = snapshot.context as BankListContext;
    return JSON.stringify({ value: snapshot.value, query, shown: data === null ? null : [data.page, data.count], refused: refusal !== null });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    const page = await signedIn.newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/bank');
    await network.waitFor('BankQuestions');
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event) => {
    const settle = async (actor: string, outcome: 'pass' | 'fail') => {
      const operation = actorOperation[actor];
      if (operation === undefined) throw new Error(`no operation for ${actor}`);
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    if (event.type.startsWith('xstate.done.actor.')) return settle(event.type.slice('xstate.done.actor.'.length), 'pass');
    if (event.type.startsWith('xstate.error.actor.')) return settle(event.type.slice('xstate.error.actor.'.length), 'fail');
    switch (event.type) {
      case 'RETRY':
        return page.getByRole('button', { name: messages.tryAgain }).click();
      case 'PAGE':
        return page.getByRole('button', { name: messages.nextPage, exact: true }).click();
      case 'SEARCH':
        await page.getByRole('searchbox', { name: m.searchLabel }).fill((event as EventObject & { text: string }).text);
        return page.getByRole('button', { name: m.searchButton, exact: true }).click();
      case 'FILTER':
        await page.getByRole('button', { name: new RegExp(`^${m.statusLabel}:`) }).click();
        return page.getByRole('option', { name: m.statuses.published, exact: true }).click();
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async (driver, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(driver.page), { interval: 100 }).toEqual(expected);
  },
  close: (driver) => closeGated(driver),
});

expectMachineCoverage('bankListMachine', bankListMachine, paths, {
  'bankList.loading --xstate.done.state.bankList.loading--> bankList.ready':
    'the machine raises it itself once the places and the page are both in; the paths pass through it into ready after the second of done.actor.loadPlaces and done.actor.loadPage, which is the step the coverage sees',
});

type Shown = { kind: 'others'; page: number | null } | { kind: 'mine'; found: string; rows: string[] } | { kind: 'none'; found: string; empty: string | null };
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | { screen: 'list'; busy: boolean; refusal: string | null; search: string; status: string; shown: Shown };

/** A row as compared: its text, place, status, then its facts and flags as the row lists them. */
const rowLine = (parts: { text: string; place: string; status: string; facts: string[]; flags: string[] }) =>
  [parts.text, parts.place, parts.status, ...parts.facts, ...parts.flags].join(' | ');

function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = bankListView(snapshot as BankListSnapshot);
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return { screen: 'failed', message: view.message };
  const status = view.filters.find((f) => f.filter === 'status');
  const chosen = status?.choices.find((c) => c.id === status.value)?.name ?? '';
  // The model's page of the whole list has no rows of its own: only its page number is the model's.
  const { data } = snapshot.context as BankListContext;
  const others = data !== null && data.count > 0 && data.results.length === 0;
  const shown: Shown = others
    ? { kind: 'others', page: view.pages?.page ?? null }
    : view.rows.length > 0
      ? { kind: 'mine', found: view.found, rows: view.rows.map(rowLine) }
      : { kind: 'none', found: view.found, empty: view.empty };
  return { screen: 'list', busy: view.busy, refusal: view.refusal, search: view.search.value, status: chosen, shown };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ run, loading, statusLabel, empties }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${loading}"]`) !== null) return { screen: 'loading' as const };
      const alert = main.querySelector('div[role="alert"]');
      if (alert !== null) return { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      const found = main.querySelector('p[role="status"]');
      if (found === null) return { screen: 'loading' as const };
      const refusal = main.querySelector('p[role="alert"]');
      const search = main.querySelector('input[type="search"]');
      const statusButton = [...main.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? '').startsWith(`${statusLabel}: `));
      const rows = [...main.querySelectorAll('li[data-question]')].map((li) => {
        const head = li.querySelectorAll('span');
        return { text: text(li.querySelector('p')), line: [text(li.querySelector('p')), text(head[0]), text(head[1]), ...[...li.querySelectorAll('ul li')].map(text)].join(' | ') };
      });
      const current = main.querySelector('nav [aria-current="page"]');
      const empty = [...main.querySelectorAll('p')].map(text).find((t) => empties.includes(t)) ?? null;
      const shown =
        rows.length > 0 && rows.some((row) => !row.text.includes(run))
          ? { kind: 'others' as const, page: current === null ? null : Number(text(current)) }
          : rows.length > 0
            ? { kind: 'mine' as const, found: text(found), rows: rows.map((r) => r.line) }
            : { kind: 'none' as const, found: text(found), empty };
      return {
        screen: 'list' as const,
        busy: found.getAttribute('aria-busy') === 'true',
        refusal: refusal === null ? null : text(refusal),
        search: search instanceof HTMLInputElement ? search.value : '',
        status: (statusButton?.getAttribute('aria-label') ?? '').slice(`${statusLabel}: `.length),
        shown,
      };
    },
    { run: RUN, loading: m.loading, statusLabel: m.statusLabel, empties: [m.noMatch, m.noQuestions] },
  );
}

function accessTokenOf(state: StorageState): string {
  const stored: unknown = JSON.parse(state.origins[0]?.localStorage[0]?.value ?? '{}');
  if (typeof stored === 'object' && stored !== null && 'accessToken' in stored && typeof stored.accessToken === 'string') return stored.accessToken;
  throw new Error('the session holds no access token');
}
