// One account on the Admin's learner page (docs/access.md#admin-learners) driven by the engine's
// adminLearnerMachine on /admin/learners/:id in real Chromium against the real product the model
// project shares. The account is the file's own learner, who paid for Premium Monthly (so the page
// lists a running subscription and a paid purchase); the demo accounts are never touched. The
// Admin disables and enables it (docs/access.md#disabled-accounts) and makes it a Manager and a
// Learner again (docs/access.md#role-changes), each confirmed or cancelled first. The load and each
// change are held on the wire until the model says the server answered or the connection failed;
// the model's account is the product's, read once before the paths, and every path starts from it
// as it was (enabled, a Learner): `open` puts it back so.
import {
  adminLearnerMachine,
  adminLearnerMessages as m,
  adminLearnerView,
  messages,
  type AccountChange,
  type AdminLearnerContext,
  type AdminLearnerDetailData,
  type AdminLearnerEntry,
  type AdminLearnerSnapshot,
  type LearnerRole,
} from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { baseUrl, launch } from '../e2e/browser';
import { graphql, sessionState, subscribedLearner, type StorageState } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

// The Admin signs in once for the file (the api counts 20 sign-ins an account a minute, and other
// files sign the Admin in too): the browser's session and the setup's token are the same sign-in.
const session = await sessionState(baseUrl(), ADMIN);
const admin = accessTokenOf(session);
const browser = await launch();
afterAll(() => browser.close());
const signedIn: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, storageState: session });

const learner = await subscribedLearner('adminlearner', { fullName: 'নুসরাত জাহান' });
const SUMMARY = 'id full_name email phone_no role is_verified disabled_at created_at subscribed_until';
const { adminLearners } = await graphql<{ adminLearners: { results: Array<{ id: number }> } }>(
  'query($q: String) { adminLearners(q: $q) { results { id } } }',
  { q: learner.email },
  admin,
);
const id = adminLearners.results[0]?.id ?? expect.fail(`no account ${learner.email}`);
/** The account as the product has it: what the model's load answers. */
const { adminLearner: account } = await graphql<{ adminLearner: AdminLearnerDetailData }>(
  `query($id: Int!) { adminLearner(id: $id) { ${SUMMARY} date_of_birth gender country state city language subscriptions { id package subjects from_date to_date } transactions { id transaction_id package amount status created_at } } }`,
  { id },
  admin,
);
expect([account.role, account.disabled_at, account.subscriptions.length]).toEqual(['Default', null, 1]);

/** Puts the account back as every path starts from it: enabled, a Learner (each a no-op when it already is). */
async function putBack(): Promise<void> {
  await graphql(`mutation($id: Int!) { adminEnableLearner(id: $id) { id } }`, { id }, admin);
  await graphql(`mutation($id: Int!) { adminSetLearnerRole(id: $id, role: Default) { id } }`, { id }, admin);
}

/** The account as the server answers a change. */
function changed(data: AdminLearnerDetailData, change: AccountChange | null): AdminLearnerEntry {
  const entry: AdminLearnerEntry = {
    id: data.id,
    full_name: data.full_name,
    email: data.email,
    phone_no: data.phone_no,
    role: data.role,
    is_verified: data.is_verified,
    disabled_at: data.disabled_at,
    created_at: data.created_at,
    subscribed_until: data.subscribed_until,
  };
  // Any instant: the page shows the server's own, and the check reads only that one is shown.
  if (change?.kind === 'disable') return { ...entry, disabled_at: data.created_at };
  if (change?.kind === 'enable') return { ...entry, disabled_at: null };
  return change === null ? entry : { ...entry, role: change.role };
}

const failure = new Error('[Network] Failed to fetch');
type Driver = { page: Page; gate: Gate };
const operations = ['AdminLearner', 'AdminDisableLearner', 'AdminEnableLearner', 'AdminSetLearnerRole'] as const;
const saveOperation = { disable: 'AdminDisableLearner', enable: 'AdminEnableLearner', role: 'AdminSetLearnerRole' } as const;

const paths = await describeUiModel<Driver>({
  name: 'admin learner',
  machine: adminLearnerMachine,
  modelMachine: (fakes) => adminLearnerMachine.provide({ actors: { loadLearner: fakes.promise('loadLearner'), saveChange: fakes.promise('saveChange') } }),
  input: { id },
  // A Learner's account is disabled (then only enabled again) or made a Manager, where the walk
  // ends; a role is changed only while the account is enabled. That is each change asked for from
  // the page at rest, after a saved change and after a failed one, and no more: the model stays small.
  events: (snapshot) => {
    const { data, chosenRole, change } = snapshot.context as AdminLearnerContext;
    if (snapshot.matches('loading')) return [{ type: 'xstate.done.actor.loadLearner', output: account }, { type: 'xstate.error.actor.loadLearner', error: failure }];
    if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
    if (snapshot.matches({ ready: 'confirming' })) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }];
    if (data === null) return [];
    if (snapshot.matches({ ready: 'saving' }))
      return [{ type: 'xstate.done.actor.saveChange', output: changed(data, change) }, { type: 'xstate.error.actor.saveChange', error: failure }];
    if (chosenRole !== data.role) return [{ type: 'CHANGE_ROLE' }];
    if (data.disabled_at !== null) return [{ type: 'ENABLE' }];
    return data.role === 'Default' ? [{ type: 'DISABLE' }, { type: 'CHOOSE_ROLE', role: 'Management' }] : [];
  },
  // The change under way shows in the dialog and the saved notice; a failure says the same of any.
  key: (snapshot) => {
    const { data, chosenRole, change, refusal } = snapshot.context as AdminLearnerContext;
    const shown = ['confirming', 'saving', 'saved'].some((state) => snapshot.matches({ ready: state }));
    return JSON.stringify({
      value: snapshot.value,
      disabled: data === null ? null : data.disabled_at !== null,
      role: data?.role ?? null,
      chosenRole,
      change: shown ? change : null,
      refused: refusal !== null,
    });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    await putBack();
    const page = await signedIn.newPage();
    const network = await gate(page, operations);
    await page.goto(`/admin/learners/${id}`);
    await network.waitFor('AdminLearner');
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event, before) => {
    const settle = async (operation: (typeof operations)[number], outcome: 'pass' | 'fail') => {
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    const saving = () => saveOperation[(before.context as AdminLearnerContext).change?.kind ?? 'role'];
    const dialog = page.getByRole('alertdialog');
    switch (event.type) {
      case 'xstate.done.actor.loadLearner':
        return settle('AdminLearner', 'pass');
      case 'xstate.error.actor.loadLearner':
        return settle('AdminLearner', 'fail');
      case 'xstate.done.actor.saveChange':
        return settle(saving(), 'pass');
      case 'xstate.error.actor.saveChange':
        return settle(saving(), 'fail');
      case 'RETRY':
        return page.getByRole('button', { name: messages.tryAgain }).click();
      case 'DISABLE':
        return page.getByRole('button', { name: m.disable, exact: true }).click();
      case 'ENABLE':
        return page.getByRole('button', { name: m.enable, exact: true }).click();
      case 'CHOOSE_ROLE': {
        await page.getByRole('button', { name: `${m.newRole}: ` }).click();
        return page.getByRole('option', { name: m.roles[(event as { type: 'CHOOSE_ROLE'; role: LearnerRole }).role], exact: true }).click();
      }
      case 'CHANGE_ROLE':
        return page.getByRole('button', { name: m.changeRole, exact: true }).click();
      case 'CONFIRM':
        return dialog.getByRole('button', { name: m.confirm, exact: true }).click();
      case 'CANCEL':
        return dialog.getByRole('button', { name: m.cancel, exact: true }).click();
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async ({ page }, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(page), { interval: 100 }).toEqual(expected);
  },
  close: (driver) => closeGated(driver),
});

expectMachineCoverage('adminLearnerMachine', adminLearnerMachine, paths);

type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | {
      screen: 'account';
      name: string;
      lang: string;
      badges: string[];
      facts: string[];
      subscriptions: string[];
      transactions: string[];
      toggle: string;
      chosenRole: string;
      changeRole: boolean;
      confirm: { title: string; text: string; action: string; cancel: boolean } | null;
      notice: string | null;
    };

/** 'Disabled on <date and time>' as a pattern: the page shows the server's minute, the model its own. */
const disabledOn = (fact: string) => {
  const said = m.disabledOn.replace('{date}', '');
  const at = fact.indexOf(said);
  return at < 0 ? fact : `${fact.slice(0, at + said.length)}…`;
};

/** What the engine's view of the model's state says the page shows. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = adminLearnerView(snapshot as AdminLearnerSnapshot, new Date());
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return view;
  const enabled = (pressable: boolean) => (pressable ? '' : ' (disabled)');
  return {
    screen: 'account',
    name: view.name.text,
    lang: view.name.language,
    badges: view.badges.map((badge) => `${badge.text} (${badge.tone})`),
    facts: view.facts.map((fact) => disabledOn(`${fact.label}: ${fact.value}`)),
    subscriptions:
      view.noSubscriptions === null
        ? view.subscriptions.map((s) => `${s.title} | ${s.dates} | ${s.subjects} | ${s.state.text} (${s.state.tone})`)
        : [view.noSubscriptions],
    transactions:
      view.noTransactions === null
        ? view.transactions.map((t) => `${t.amount} · ${t.title} | ${t.reference} | ${t.date} | ${t.status.text} (${t.status.tone})`)
        : [view.noTransactions],
    toggle: `${view.toggle.label}${enabled(!view.busy)}`,
    chosenRole: `${view.roles.find((role) => role.id === view.chosenRole)?.name ?? ''}${enabled(!view.busy)}`,
    changeRole: view.canChangeRole,
    confirm:
      view.confirm === null
        ? null
        : { title: view.confirm.title, text: view.confirm.text, action: view.confirm.saving ? `${m.saving} (pending)` : m.confirm, cancel: !view.confirm.saving },
    notice: view.notice === null ? null : `${view.notice.tone}: ${view.notice.text}`,
  };
}

async function screenFacts(page: Page): Promise<Facts> {
  const facts = await page.evaluate(
    ({ words }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const disabled = (element: Element | null | undefined) => element instanceof HTMLButtonElement && element.disabled;
      const chips = (list: Element | null | undefined) => [...(list?.querySelectorAll(':scope > li') ?? [])].map((chip) => `${text(chip)} (${chip.getAttribute('data-tone') ?? ''})`);
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${words.loading}"]`) !== null) return { screen: 'loading' as const };
      const heading = main.querySelector('h1');
      if (heading === null) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      // Each row of a list: its lines, then its badge.
      const rows = (labelledBy: string) => {
        const section = main.querySelector(`section[aria-labelledby="${labelledBy}"]`);
        const list = section?.querySelector('ul');
        if (list === null || list === undefined) return [text(section?.querySelector('p'))];
        return [...list.querySelectorAll(':scope > li')].map((row) => [...[...row.querySelectorAll(':scope > p')].map(text), ...chips(row.querySelector('ul'))].join(' | '));
      };
      const actions = main.querySelector(`section[aria-label="${words.changeRole}"]`);
      const buttons = [...(actions?.querySelectorAll('button') ?? [])];
      const toggle = buttons.find((b) => [words.disable, words.enable].includes(text(b)));
      const select = buttons.find((b) => (b.getAttribute('aria-label') ?? '').startsWith(`${words.newRole}: `));
      const notice = actions?.querySelector('p[role]');
      const dialog = document.querySelector('[role="alertdialog"]');
      const dialogButtons = [...(dialog?.querySelectorAll('button') ?? [])];
      const confirm = dialogButtons.find((b) => [words.confirm, words.saving].includes(text(b)));
      const cancel = dialogButtons.find((b) => text(b) === words.cancel);
      return {
        screen: 'account' as const,
        name: text(heading),
        lang: heading.getAttribute('lang') ?? '',
        badges: chips(heading.nextElementSibling),
        facts: [...main.querySelectorAll('dl > div')].map((fact) => `${text(fact.querySelector('dt'))}: ${text(fact.querySelector('dd'))}`),
        subscriptions: rows('learner-subscriptions'),
        transactions: rows('learner-transactions'),
        toggle: `${text(toggle)}${disabled(toggle) ? ' (disabled)' : ''}`,
        chosenRole: `${(select?.getAttribute('aria-label') ?? '').slice(words.newRole.length + 2)}${disabled(select) ? ' (disabled)' : ''}`,
        changeRole: !disabled(buttons.find((b) => text(b) === words.changeRole)),
        confirm:
          dialog === null
            ? null
            : {
                title: text(dialog.querySelector('[slot="title"], h2')),
                text: text(dialog.querySelector('p')),
                action: `${text(confirm)}${confirm?.getAttribute('data-pending') === 'true' ? ' (pending)' : ''}`,
                cancel: !disabled(cancel),
              },
        notice: notice === null || notice === undefined ? null : `${notice.getAttribute('role') === 'alert' ? 'failed' : 'saved'}: ${text(notice)}`,
      };
    },
    {
      // The texts the page is read by (the catalogue also holds objects and patterns, kept out of the page).
      words: { loading: m.detailLoading, changeRole: m.changeRole, disable: m.disable, enable: m.enable, newRole: m.newRole, confirm: m.confirm, saving: m.saving, cancel: m.cancel },
    },
  );
  return facts.screen === 'account' ? { ...facts, facts: facts.facts.map(disabledOn) } : facts;
}

/** The access token of the session the login mutation made (the app keeps it under sessionStorageKey). */
function accessTokenOf(state: StorageState): string {
  const stored: unknown = JSON.parse(state.origins[0]?.localStorage[0]?.value ?? '{}');
  if (typeof stored === 'object' && stored !== null && 'accessToken' in stored && typeof stored.accessToken === 'string') return stored.accessToken;
  throw new Error('the session holds no access token');
}
