// The learner's contest list (docs/contest.md#list-machine) driven by the engine's
// contestListMachine on /contest in real Chromium against a real product whose api runs on a clock
// this file moves (tests/e2e/movableClock.ts). Each path gets three contests of its own: A upcoming
// and open for registration, B registered and starting in a minute, C finished (made, then the
// api's clock moved two hours on). The list, a
// registration, a join and a practice attempt are held on the wire until the model says the server
// answered or the connection failed; a TICK moves both the api's and the browser's clock two
// minutes on, so B turns live. A path that meets 'Subscription Required' is walked by a learner
// without a subscription, whom the server refuses for real (NOT_COVERED). After every step the
// screen must show what the model's state says.
import { contestListEntry } from '@proshno/engine/testing/contests';
import type { Path } from '@proshno/engine/testing';
import {
  contestListMachine,
  contestListNow,
  contestListView,
  contestMessages,
  messages,
  type ContestListContext,
  type ContestListEntry,
  type ContestListing,
  type ContestListSnapshot,
} from '@proshno/engine';
import { ServerError } from '@proshno/engine';
import type { Browser, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { launch } from '../e2e/chromium';
import { graphqlAt } from '../e2e/graphqlClient';
import { startProductOnMovableClock } from '../e2e/movableClock';
import { LEARNER, NEWBIE, sessionState, type Learner } from '../e2e/product';
import { dismissSubscriptionDialog } from '../e2e/screens';
import { gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ADMIN: Learner = { email: 'admin@example.com', password: 'Admin#2026' };

const clock = await startProductOnMovableClock('contest-list');
const { product } = clock;
const browser: Browser = await launch();
afterAll(async () => {
  await browser.close();
  await clock.close();
});

/**
 * A browser of its own for each path, signed in after the api's clock has moved, so no path depends
 * on a session an earlier one renewed: with one browser shared by every path, a session lost once
 * (CI, on a busy machine) failed every later path until the file timed out. The session comes from
 * the login mutation, not the login screen, so a path opens /contest at once instead of walking the
 * login and the dashboard first (the slowest file of a slow CI machine, tests/e2e/product.ts
 * sessionState). Its clock is Playwright's: it runs as usual until a TICK moves it on.
 */
async function signedInPage(learner: Learner): Promise<Page> {
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 360, height: 740 }, storageState: await sessionState(product.url, learner) });
  await context.clock.install();
  return context.newPage();
}

/**
 * Access tokens on the api's clock: each learner signs in once (the sign-in's rate limit counts 20
 * tries an account a minute) and renews with the refresh token once ten minutes have passed there.
 */
const sessions = new Map<Learner, { access: string; refresh: string; at: number }>();
async function tokenFor(learner: Learner): Promise<string> {
  const graphql = graphqlAt(product.url);
  const kept = sessions.get(learner);
  if (kept !== undefined && clock.serverNow() - kept.at < 10 * MINUTE) return kept.access;
  const pair =
    kept === undefined
      ? (await graphql<{ login: { access: string; refresh: string } }>('mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access refresh } }', { email: learner.email, password: learner.password })).login
      : (await graphql<{ refreshToken: { access: string; refresh: string } }>('mutation($refresh: String!) { refreshToken(refresh: $refresh) { access refresh } }', { refresh: kept.refresh })).refreshToken;
  sessions.set(learner, { ...pair, at: clock.serverNow() });
  return pair.access;
}

/** The model's three contests; ids 1, 2 and 3 stand for the path's A, B and C. */
const modelNow = Date.parse('2026-11-01T06:00:00Z');
function modelContest(id: number, startIn: number, facts: Partial<ContestListEntry> = {}): ContestListEntry {
  return contestListEntry(id, modelNow + startIn, {
    title: `Contest ${id}`,
    template_name: 'Model test',
    subjects: [],
    total_question: 10,
    negative_mark_per_qn: null,
    registered_count: 0,
    ...facts,
  });
}
/** A load at `now` on the model's clock (the api's and the browser's move on together). */
const listingOf = (registeredA: boolean, now: number): ContestListing => ({
  contests: [modelContest(1, 90 * MINUTE, { is_registered: registeredA }), modelContest(2, MINUTE, { is_registered: true }), modelContest(3, -3 * HOUR)],
  serverTime: new Date(now).toISOString(),
  sentAt: now,
  receivedAt: now,
});
const failure = new Error('[Network] Failed to fetch');
const notCovered = new ServerError({ detail: 'Your subscription does not cover this contest.' }, undefined, 'NOT_COVERED');

/** `refused`: the learner without a subscription walks the path; B is not theirs to join (see check). */
type Driver = { page: Page; gate: Gate; titles: Record<1 | 2 | 3, string>; refused: boolean };
const operations = ['Contests', 'RegisterForContest', 'JoinContest', 'PractiseContest'] as const;
const actorOperation: Record<string, (typeof operations)[number]> = {
  loadContests: 'Contests',
  register: 'RegisterForContest',
  join: 'JoinContest',
  practise: 'PractiseContest',
};
let round = 0;

/**
 * The api answers 20 sign-ins an account a minute (ACCOUNT_ATTEMPTS_PER_MINUTE) and 60 token calls
 * a minute from one address (TOKEN_CALLS_PER_MINUTE, api/src/access/rateLimits.ts); a path spends
 * one sign-in and three token calls (the browser's sign-in, the admin's and the learner's
 * renewals). Paths therefore open at least four seconds apart; on a busy machine they take longer
 * than that anyway.
 */
const PATH_SPACING_MS = 4_000;
let lastOpened = 0;
async function spaced(): Promise<void> {
  const wait = lastOpened + PATH_SPACING_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastOpened = Date.now();
}

const paths = await describeUiModel<Driver>({
  name: 'contest list',
  machine: contestListMachine,
  modelMachine: (fakes) =>
    contestListMachine.provide({
      actors: {
        loadContests: fakes.promise('loadContests'),
        register: fakes.promise('register'),
        join: fakes.promise('join'),
        practise: fakes.promise('practise'),
      },
    }),
  events: (snapshot) => [
    // The list again after a registration has A registered.
    {
      type: 'xstate.done.actor.loadContests',
      output: listingOf(snapshot.matches({ ready: 'refreshing' }), Math.max(modelNow, contestListNow(snapshot.context as ContestListContext))),
    },
    { type: 'xstate.error.actor.loadContests', error: failure },
    { type: 'RETRY' },
    { type: 'TICK', now: modelNow + 2 * MINUTE },
    { type: 'ACT', contest: 1, action: 'register' },
    { type: 'ACT', contest: 2, action: 'join' },
    { type: 'ACT', contest: 3, action: 'practise' },
    { type: 'xstate.done.actor.register', output: undefined },
    { type: 'xstate.error.actor.register', error: notCovered },
    { type: 'xstate.error.actor.register', error: failure },
    { type: 'xstate.done.actor.join', output: { examId: 1 } },
    { type: 'xstate.error.actor.join', error: failure },
    { type: 'xstate.done.actor.practise', output: { examId: 2 } },
    { type: 'xstate.error.actor.practise', error: failure },
    { type: 'CLOSE_DIALOG' },
  ],
  key: (snapshot) => {
    const view = contestListView(snapshot as ContestListSnapshot);
    return JSON.stringify({ value: snapshot.value, facts: view.screen === 'list' ? modelFacts(snapshot) : view.screen });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain), by the learner its path needs.
  // A join keeps the learner, never lets the learner without a subscription meet Join (B is not
  // theirs, see check), and ticks at most once: the world's clocks move on at every TICK, the
  // model's once.
  chain: { kind: (path) => JSON.stringify({ refused: refusedOn(path), joins: refusedOn(path) && path.steps.some(({ event }) => event.type === 'ACT' && 'action' in event && event.action === 'join'), ticks: Math.max(1, path.steps.filter(({ event }) => event.type === 'TICK').length) }) },
  open: async (path) => {
    await spaced();
    round += 1;
    const titles = { 1: `Open Mock ${round}`, 2: `Soon Mock ${round}`, 3: `Past Mock ${round}` } as const;
    // C, then the api's clock past its end and past every contest of the paths before, whose
    // papers a new contest and a practice attempt would otherwise leave out as held
    // (docs/contest.md#held-for-everyone).
    await createContest(titles[3], clock.serverNow() + MINUTE);
    clock.setServerClock(clock.serverNow() + 2 * HOUR);
    await createContest(titles[1], clock.serverNow() + 90 * MINUTE);
    const soon = await createContest(titles[2], clock.serverNow() + MINUTE);
    await registerFor(LEARNER, soon);
    // docs/contest.md#list-machine: the subscription refusal is the server's own, for a learner without one.
    const refused = refusedOn(path);
    const page = await signedInPage(refused ? NEWBIE : LEARNER);
    const network = await gate(page, operations);
    await page.goto('/contest');
    if (refused) await dismissSubscriptionDialog(page);
    await network.waitFor('Contests');
    return { page, gate: network, titles, refused };
  },
  act: async (driver, event) => {
    const { page, gate: network } = driver;
    const card = (contest: number) => page.getByRole('article', { name: driver.titles[contest as 1 | 2 | 3] });
    const settle = async (actor: string, outcome: 'pass' | 'fail') => {
      const operation = actorOperation[actor];
      if (operation === undefined) throw new Error(`no operation for ${actor}`);
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    if (event.type.startsWith('xstate.done.actor.')) return settle(event.type.slice('xstate.done.actor.'.length), 'pass');
    if (event.type.startsWith('xstate.error.actor.')) {
      // The subscription refusal is the server's answer, let through; the rest a dropped connection.
      return settle(event.type.slice('xstate.error.actor.'.length), 'error' in event && event.error === notCovered ? 'pass' : 'fail');
    }
    switch (event.type) {
      case 'RETRY':
        return page.getByRole('button', { name: 'Reload' }).click();
      case 'TICK':
        clock.moveServerClock(2 * MINUTE);
        return page.clock.fastForward(2 * MINUTE);
      case 'ACT': {
        const { contest, action } = event as { type: 'ACT'; contest: number; action: 'register' | 'join' | 'practise' };
        return card(contest).getByRole('button', { name: contestMessages[action] }).click();
      }
      case 'CLOSE_DIALOG':
        return page.getByRole('dialog', { name: messages.subscriptionRequiredTitle }).getByRole('button', { name: messages.cancel }).click();
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async (driver, snapshot) => {
    // The learner without a subscription cannot be registered for B, so B's Join is read only on
    // the paths of the subscribed learner (the same paths join it).
    const seen = (facts: Facts): Facts => (driver.refused && facts.cards ? { ...facts, cards: { ...facts.cards, join: 'not read' } } : facts);
    const expected = seen(expectedFacts(snapshot));
    await expect.poll(async () => seen(await screenFacts(driver)), { interval: 100 }).toEqual(expected);
  },
  close: async ({ page }) => page.context().close(),
});

expectMachineCoverage('contestListMachine', contestListMachine, paths, {
  'contestList.ready.idle --ACT--> (self)':
    "a finished contest's Result, Merit list and Review leave the list for their pages (tests/e2e/contestJourney.test.ts opens each)",
  'contestList.ready.joining --xstate.error.actor.join--> contestList.ready.subscriptionRequired':
    'a learner registered for a contest has a subscription that covers it (the engine test refuses a join for want of one)',
  'contestList.ready.practising --xstate.error.actor.practise--> contestList.ready.subscriptionRequired':
    "the practice path's subscription refusal is in the engine's test; here the learner who practises is subscribed",
});

/** What the model's state says of the path's three cards. */
function modelFacts(snapshot: AnyMachineSnapshot) {
  const view = contestListView(snapshot as ContestListSnapshot);
  if (view.screen !== 'list') return null;
  const cards = view.sections.flatMap((section) => section.cards);
  const button = (id: number, action: string) => {
    const found = cards.find((card) => card.id === id)?.actions.find((a) => a.action === action);
    return found === undefined ? 'absent' : found.pending ? 'pending' : view.busy ? 'disabled' : 'enabled';
  };
  return {
    register: button(1, 'register'),
    registered: cards.find((card) => card.id === 1)?.note === contestMessages.registered,
    join: button(2, 'join'),
    practise: button(3, 'practise'),
  };
}

type Facts = { screen: 'loading' | 'failed' | 'list' | 'exam'; message?: string; refusal?: string | null; dialog?: boolean; cards?: ReturnType<typeof modelFacts> };

function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  if (snapshot.matches('opened')) return { screen: 'exam' };
  const view = contestListView(snapshot as ContestListSnapshot);
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return { screen: 'failed', message: view.message };
  return { screen: 'list', refusal: view.refusal, dialog: view.subscriptionRequired, cards: modelFacts(snapshot) };
}

function screenFacts({ page, titles }: Driver): Promise<Facts> {
  return page.evaluate(
    ({ titles, labels, loading, dialogTitle }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (/^\/exam\/\d+$/.test(location.pathname)) return { screen: 'exam' as const };
      const main = document.querySelector('main');
      if (main === null) return { screen: 'loading' as const };
      if ([...main.querySelectorAll('[role="status"], [aria-busy="true"], [aria-label]')].some((el) => text(el) === loading || el.getAttribute('aria-label') === loading)) return { screen: 'loading' as const };
      const card = (n: 1 | 2 | 3) => [...main.querySelectorAll('article')].find((article) => article.getAttribute('aria-label') === titles[n]);
      if (card(1) === undefined) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const button = (n: 1 | 2 | 3, label: string) => {
        const found = [...(card(n)?.querySelectorAll('button') ?? [])].find((b) => text(b) === label || b.getAttribute('aria-label') === label);
        if (found === undefined) return 'absent';
        if (found.getAttribute('data-pending') === 'true') return 'pending';
        return found.hasAttribute('disabled') || found.getAttribute('aria-disabled') === 'true' ? 'disabled' : 'enabled';
      };
      const alert = [...main.querySelectorAll('p[role="alert"]')][0];
      const dialog = [...document.querySelectorAll('[role="dialog"]')].some((d) => text(document.getElementById(d.getAttribute('aria-labelledby') ?? '')) === dialogTitle);
      return {
        screen: 'list' as const,
        refusal: alert === undefined ? null : text(alert),
        dialog,
        cards: {
          register: button(1, labels.register),
          registered: [...(card(1)?.querySelectorAll('p') ?? [])].some((p) => text(p) === labels.registered),
          join: button(2, labels.join),
          practise: button(3, labels.practise),
        },
      };
    },
    {
      titles,
      // The texts the page is read by (the catalogue also holds functions, which cannot cross into the page).
      labels: { register: contestMessages.register, registered: contestMessages.registered, join: contestMessages.join, practise: contestMessages.practise },
      loading: contestMessages.loadingContests,
      dialogTitle: messages.subscriptionRequiredTitle,
    },
  );
}

/** A contest of the first model-test template, made through the admin's REST path on the api's clock. */
async function createContest(title: string, startMs: number): Promise<number> {
  const graphql = graphqlAt(product.url);
  const admin = await tokenFor(ADMIN);
  const { examTemplates } = await graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, admin);
  const template = examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('no model-test template');
  const res = await fetch(`${product.url}/api/contest/v1/admin/contest/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template: template.id, title, start_time: new Date(startMs).toISOString() }),
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(body)}`);
  return body.id;
}

async function registerFor(learner: Learner, contest: number): Promise<void> {
  await graphqlAt(product.url)('mutation($id: Int!) { registerForContest(id: $id) { contest } }', { id: contest }, await tokenFor(learner));
}

/** Whether the path meets the server's subscription refusal, so the learner without one walks it. */
function refusedOn(path: Path): boolean {
  return path.steps.some((step) => step.event.type === 'xstate.error.actor.register' && 'error' in step.event && step.event.error === notCovered);
}
