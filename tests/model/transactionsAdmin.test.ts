// The Admin's Transactions page and its refund dialog (docs/content.md#transactions-admin,
// docs/content.md#refunds) driven by the engine's transactionsAdminMachine on /admin/transactions in
// real Chromium against the real product, whose SSLCommerz simulator takes the refunds. A learner of
// this file's own has paid for Premium Monthly through the simulator; the paths search for that
// payment and refund it. A refund is one-way, so a path that refunded leaves the next one a new
// payment of the same learner (`open`). The list and the refund are held on the wire until the model
// says the server answered or the connection failed. After every step the page must show what the
// model's state says, read through transactionsAdminView; the transaction's id and the dates (the
// payment's, the subscription's, the refund's) differ between the model and the product and are
// compared as placeholders.
//
// The Admin signs in once in the browser and once over GraphQL for the fixtures (the api counts 20
// sign-ins an account a minute, and other files sign in as the Admin too); the access token outlives
// the file.
import {
  messages,
  orderOf,
  salesAdminMessages as m,
  transactionsAdminMachine,
  transactionsAdminView,
  typedOfPoisha,
  type AdminTransactionEntry,
  type AdminTransactionPage,
  type TransactionsAdminContext,
  type TransactionsAdminSnapshot,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { baseUrl } from '../e2e/browser';
import { paidMonthly } from '../e2e/payment';
import { graphql, learnerToken, signedInBrowser, subscribedLearner } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const admin = await learnerToken(ADMIN);
const signedIn = signedInBrowser(ADMIN);

const learner = await subscribedLearner('transactionsAdmin');
/**
 * The learner's payment as the model knows it; each path's own is `current`, the newest payment of
 * all, so the page's first list (the newest 20) shows it too.
 */
const mine = await newestPaid();
let current: { tranId: string; refunded: boolean } = { tranId: mine.tran_id, refunded: false };

const failure = new Error('[Network] Failed to fetch');
const SEARCH_MINE = { type: 'SEARCH', q: learner.email, status: 'paid', from: '', to: '' };
const SEARCH_NONE = { type: 'SEARCH', q: 'zz-no-such-learner-zz', status: 'all', from: '', to: '' };
const AMOUNT = { full: typedOfPoisha(mine.amount_poisha), part: '100', bad: 'lots' };
const REASON = { first: 'Model refund', again: 'Model refund, again' };

type ModelEvent = EventObject & Record<string, unknown>;
const operations = ['AdminTransactions', 'RefundTransaction'] as const;
type Operation = (typeof operations)[number];
/** `awaiting`: the request the page has sent (or is sending) in the model's state, failed when the path ends. */
type Driver = { page: Page; gate: Gate; tranId: string; awaiting: Operation | null };

const pageOf = (results: AdminTransactionEntry[]): AdminTransactionPage => ({ count: results.length, page: 1, page_size: 20, results });

const paths = await describeUiModel<Driver>({
  name: 'transactions admin',
  machine: transactionsAdminMachine,
  modelMachine: (fakes) =>
    transactionsAdminMachine.provide({
      actors: { loadTransactions: fakes.promise('loadTransactions'), refundTransaction: fakes.promise('refundTransaction') },
    }),
  // The Admin finds the payment (the page first lists the newest), then refunds it: the dialog's
  // amount mistyped and corrected, a refund whose connection failed and confirmed again. A done
  // refund ends the walk; so does a search that finds nothing.
  events: (snapshot) => {
    const { query, refusal, dialog, data } = snapshot.context as TransactionsAdminContext;
    const found = query.q === SEARCH_NONE.q ? [] : [mine];
    const events: ModelEvent[] = [
      { type: 'xstate.done.actor.loadTransactions', output: pageOf(found) },
      { type: 'xstate.error.actor.loadTransactions', error: failure },
      { type: 'RETRY' },
    ];
    if (snapshot.matches({ ready: 'refreshing' }) && query.q === SEARCH_NONE.q) return events.slice(0, 1);
    if (snapshot.matches({ ready: 'shown' })) {
      const row = data?.results.find((t) => t.id === mine.id);
      if (refusal !== null) return [...events, SEARCH_MINE];
      if (query.q === '') return [...events, SEARCH_MINE, SEARCH_NONE];
      if (query.q === SEARCH_MINE.q && row?.status === 'paid') return [...events, { type: 'REFUND', id: mine.id }, SEARCH_MINE];
      return events;
    }
    if (dialog === null) return events;
    const amount = (text: string): ModelEvent => ({ type: 'AMOUNT', text });
    const reason = (text: string): ModelEvent => ({ type: 'REMARKS', text });
    const close: ModelEvent = { type: 'CLOSE' };
    const confirm: ModelEvent = { type: 'CONFIRM' };
    const confirmingFresh = (typed: string): ModelEvent[] =>
      typed === AMOUNT.full ? [reason(REASON.first), amount(AMOUNT.bad), close] : [typed === AMOUNT.bad ? amount(AMOUNT.part) : reason(REASON.first)];
    // One way through the dialog each: the amount mistyped and corrected to a part, the reason
    // typed; the whole payment refunded at once; a refund whose connection failed, then a part of it
    // confirmed again; another reason typed after a failure; Cancel from a fresh dialog and a failed one.
    if (snapshot.matches({ ready: 'confirming' })) {
      if (dialog.remarks === '') return [...events, ...confirmingFresh(dialog.amount)];
      return [...events, dialog.remarks === REASON.first ? confirm : close];
    }
    if (snapshot.matches({ ready: 'refunding' })) {
      const order = orderOf(dialog);
      const refunded: AdminTransactionEntry = {
        ...dialog.transaction,
        status: 'refunded',
        refund: { amount_poisha: order?.amount_poisha ?? 0, remarks: order?.remarks ?? '', refunded_at: mine.created_at },
      };
      const done: ModelEvent = { type: 'xstate.done.actor.refundTransaction', output: refunded };
      const error: ModelEvent = { type: 'xstate.error.actor.refundTransaction', error: failure };
      if (dialog.error === null) return [...events, error, ...(dialog.amount === AMOUNT.full ? [done] : [])];
      return [...events, ...(dialog.amount === AMOUNT.part ? [done] : [])];
    }
    if (snapshot.matches({ ready: 'failed' })) {
      return [...events, ...(dialog.amount === AMOUNT.full ? [amount(AMOUNT.part), reason(REASON.again), confirm] : [close])];
    }
    return [...events, close];
  },
  key: (snapshot) => {
    const { query, refusal, dialog, data } = snapshot.context as TransactionsAdminContext;
    return JSON.stringify({
      value: snapshot.value,
      q: query.q,
      refusal,
      rows: data?.results.map((t) => t.status) ?? null,
      dialog: dialog && { amount: dialog.amount, remarks: dialog.remarks, error: dialog.error },
    });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    if (current.refunded) {
      await paidMonthly(graphql, baseUrl(), await learnerToken(learner));
      current = { tranId: (await newestPaid()).tran_id, refunded: false };
    }
    const page = await signedIn.context().newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/transactions');
    await network.waitFor('AdminTransactions');
    return { page, gate: network, tranId: current.tranId, awaiting: 'AdminTransactions' };
  },
  act: async (driver, event, before, after) => {
    await perform(driver, event, before);
    driver.awaiting = after.matches('loading') || after.matches({ ready: 'refreshing' }) ? 'AdminTransactions' : after.matches({ ready: 'refunding' }) ? 'RefundTransaction' : null;
  },
  check: async (driver, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(driver), { interval: 100 }).toEqual(expected);
  },
  // A request the page sent is failed, not left held as the page closes: the browser would send it
  // on then, and a refund would happen after all.
  close: (driver) => closeGated(driver, driver.awaiting),
});

/** Does in the page what the model's event says. */
async function perform({ page, gate: network, tranId }: Driver, event: EventObject, before: AnyMachineSnapshot): Promise<void> {
  const settle = async (operation: Operation, outcome: 'pass' | 'fail') => {
    await network.waitFor(operation);
    await network.release(operation, outcome);
  };
  if (event.type === 'xstate.done.actor.refundTransaction') current.refunded = true;
  if (event.type.endsWith('.loadTransactions')) return settle('AdminTransactions', event.type.startsWith('xstate.done.') ? 'pass' : 'fail');
  if (event.type.endsWith('.refundTransaction')) return settle('RefundTransaction', event.type.startsWith('xstate.done.') ? 'pass' : 'fail');
  const dialog = page.getByRole('dialog');
  const text = (event as ModelEvent)['text'];
  switch (event.type) {
    case 'RETRY':
      return page.getByRole('button', { name: messages.tryAgain }).click();
    case 'SEARCH': {
      const { q, status, from, to } = event as typeof SEARCH_MINE;
      const search = page.getByRole('search');
      await search.getByLabel(m.searchLabel).fill(q);
      await search.getByLabel(m.statusLabel).selectOption(status);
      await search.getByLabel(m.fromLabel).fill(from);
      await search.getByLabel(m.toLabel).fill(to);
      return search.getByRole('button', { name: m.search }).click();
    }
    case 'REFUND':
      return page.locator(`li[data-transaction="${tranId}"]`).getByRole('button', { name: m.refund }).click();
    case 'AMOUNT':
      return dialog.getByLabel(m.refundAmountLabel).fill(String(text));
    case 'REMARKS':
      return dialog.getByLabel(m.refundRemarksLabel).fill(String(text));
    case 'CONFIRM': {
      const shown = transactionsAdminView(before as TransactionsAdminSnapshot, new Date());
      return dialog.getByRole('button', { name: shown.screen === 'page' ? shown.dialog?.confirm : '', exact: true }).click();
    }
    case 'CLOSE':
      return dialog.getByRole('button', { name: before.matches({ ready: 'refunded' }) ? m.close : m.cancel, exact: true }).click();
    default:
      throw new Error(`no UI action for ${event.type}`);
  }
}

expectMachineCoverage('transactionsAdminMachine', transactionsAdminMachine, paths, {
  'transactionsAdmin.ready.shown --PAGE--> transactionsAdmin.ready.refreshing':
    "Next is enabled past 20 transactions, which the shared product has or not as other files buy, so no path can count on a second page; the engine's transactionsAdminMachine test pages",
});

type ButtonState = 'enabled' | 'disabled' | 'pending';
type CardFacts = { status: string; line: string; learner: string; contact: string; subscription: string; refund: string | null; refundButton: boolean };
type DialogFacts = { title: string; amount: string | null; remarks: string | null; effect: string | null; message: string | null; buttons: string[] };
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | { screen: 'page'; busy: boolean; search: ButtonState; refusal: string | null; empty: string | null; card: CardFacts | null; dialog: DialogFacts | null };

const state = (disabled: boolean, pending = false): ButtonState => (pending ? 'pending' : disabled ? 'disabled' : 'enabled');

/** A text with the transaction's id and every date as placeholders: they are the product's own. */
function placeheld(text: string, tranId: string): string {
  return text
    .split(tranId)
    .join('{tran}')
    .replace(/\d{2}\/\d{2}\/\d{4}(, \d{1,2}:\d{2} [ap]m)?/g, '{date}')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the model's view says, of the page and this file's payment. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = transactionsAdminView(snapshot as TransactionsAdminSnapshot, new Date());
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return view;
  const held = (text: string) => placeheld(text, mine.tran_id);
  const row = view.rows.find((r) => r.id === mine.id);
  const { dialog } = view;
  const editable = dialog !== null && (dialog.state === 'confirming' || dialog.state === 'failed');
  return {
    screen: 'page',
    busy: view.busy,
    search: state(false, view.busy),
    refusal: view.refusal,
    empty: view.empty,
    card:
      row === undefined
        ? null
        : {
            status: row.statusName,
            line: held(row.line),
            learner: row.learner.text,
            contact: `${row.email} · ${row.phone}`,
            subscription: held(row.subscription),
            refund: row.refund === null ? null : held(row.refund),
            refundButton: row.canRefund,
          },
    dialog:
      dialog === null
        ? null
        : {
            title: held(dialog.title),
            amount: editable ? dialog.amount : null,
            remarks: editable ? dialog.remarks : null,
            effect: dialog.effect === null ? null : held(dialog.effect),
            message: dialog.message === null ? null : held(dialog.message),
            buttons:
              dialog.state === 'refunded'
                ? [`${m.close}: enabled`]
                : [`${m.cancel}: ${state(dialog.state === 'refunding')}`, `${held(dialog.confirm)}: ${state(!dialog.canConfirm, dialog.state === 'refunding')}`],
          },
  };
}

async function screenFacts({ page, tranId }: Driver): Promise<Facts> {
  const facts = await page.evaluate(
    ({ words, tranId }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const buttonState = (button: Element | null | undefined): 'enabled' | 'disabled' | 'pending' =>
        button?.getAttribute('data-pending') === 'true' ? 'pending' : button === null || button === undefined || button.hasAttribute('disabled') || button.getAttribute('data-disabled') === 'true' ? 'disabled' : 'enabled';
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${words.loading}"]`) !== null) return { screen: 'loading' as const };
      const section = main.querySelector(`section[aria-label="${words.heading}"]`);
      if (section === null) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const searchButton = [...main.querySelectorAll('form[role="search"] button')].find((b) => text(b) === words.search);
      const refusal = [...main.querySelectorAll('p[role="alert"]')].find((p) => p.closest('[role="dialog"]') === null);
      const empty = [...section.querySelectorAll('p')].find((p) => text(p) === words.empty);
      const card = section.querySelector(`li[data-transaction="${tranId}"]`);
      const lines = card === null ? [] : [...card.querySelectorAll('p')].map(text);
      const dialog = document.querySelector('[role="dialog"]');
      const field = (label: string) => {
        const shown = [...(dialog?.querySelectorAll('label') ?? [])].find((l) => text(l) === label);
        const control = shown === undefined ? null : document.getElementById(shown.htmlFor);
        return control instanceof HTMLInputElement ? control.value : null;
      };
      const said = [...(dialog?.querySelectorAll('p') ?? [])];
      const effect = said.find((p) => !p.hasAttribute('role'));
      const message = said.find((p) => p.hasAttribute('role'));
      return {
        screen: 'page' as const,
        busy: section.getAttribute('aria-busy') === 'true',
        search: buttonState(searchButton),
        refusal: refusal === undefined ? null : text(refusal),
        empty: empty === undefined ? null : text(empty),
        card:
          card === null
            ? null
            : {
                status: text(card.querySelector('span')),
                // The title (its id), the line, the learner, the contact, the subscription, the refund.
                line: lines[1] ?? '',
                learner: lines[2] ?? '',
                contact: lines[3] ?? '',
                subscription: lines[4] ?? '',
                refund: lines[5] ?? null,
                refundButton: [...card.querySelectorAll('button')].some((b) => text(b) === words.refund),
              },
        dialog:
          dialog === null
            ? null
            : {
                title: text(dialog.querySelector('h1, h2, h3, [slot="title"]')),
                amount: field(words.amount),
                remarks: field(words.remarks),
                effect: effect === undefined ? null : text(effect),
                message: message === undefined ? null : text(message),
                buttons: [...dialog.querySelectorAll('button')].map((b) => `${text(b)}: ${buttonState(b)}`),
              },
      };
    },
    {
      // The texts the page is read by (the catalogue also holds functions, which cannot cross into the page).
      words: {
        loading: m.transactionsLoading,
        heading: m.transactionsHeading,
        search: m.search,
        empty: m.noTransactions,
        refund: m.refund,
        amount: m.refundAmountLabel,
        remarks: m.refundRemarksLabel,
      },
      tranId,
    },
  );
  if (facts.screen !== 'page') return facts;
  const held = (text: string) => placeheld(text, tranId);
  const { card, dialog } = facts;
  return {
    ...facts,
    card: card === null ? null : { ...card, line: held(card.line), subscription: held(card.subscription), refund: card.refund === null ? null : held(card.refund) },
    dialog:
      dialog === null
        ? null
        : {
            ...dialog,
            title: held(dialog.title),
            effect: dialog.effect === null ? null : held(dialog.effect),
            message: dialog.message === null ? null : held(dialog.message),
            buttons: dialog.buttons.map(held),
          },
  };
}

/** The learner's newest paid transaction, as the Admin's api gives it. */
async function newestPaid(): Promise<AdminTransactionEntry> {
  const { adminTransactions } = await graphql<{ adminTransactions: AdminTransactionPage }>(
    `query($q: String) {
      adminTransactions(q: $q, status: "paid") {
        count page page_size
        results {
          id tran_id status amount_poisha created_at
          learner { full_name email phone_no }
          package { name }
          subscription { from_date to_date }
          refund { amount_poisha remarks refunded_at }
        }
      }
    }`,
    { q: learner.email },
    admin,
  );
  const [newest] = adminTransactions.results;
  if (newest === undefined) throw new Error(`no paid transaction of ${learner.email}`);
  return newest;
}
