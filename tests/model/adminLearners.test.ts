// The Admin's learner search (docs/access.md#admin-learners) driven by the engine's
// adminLearnersMachine on /admin/learners in real Chromium against the real product the model
// project shares. The file registers 21 accounts of its own, all of whose e-mails hold one search
// word (RUN): a page and one account more, so the search pages; one of them is a Manager and one
// is disabled, so the role and the status filters each find one, and the Admin role finds none.
// Every load is held on the wire until the model says the server answered or the connection
// failed; the model's answers are the product's own, read once before the paths. After every step
// the page must show what the engine's view of the model's state says. The first page lists every
// account of the shared product, which other files register at the same time: there only the
// search form, the busy mark and the refusal are compared, never the rows.
import {
  adminLearnerMessages as m,
  adminLearnersMachine,
  adminLearnersView,
  fillIn,
  messages,
  type AdminLearnersContext,
  type AdminLearnersData,
  type AdminLearnersSnapshot,
  type LearnerRoleFilter,
  type LearnerStatusFilter,
} from '@proshno/engine';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { baseUrl, launch } from '../e2e/browser';
import { graphql, registrationOf, sessionState, type StorageState } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
/** The search word every account of this file holds in its e-mail, and no other account does. */
const RUN = `adminlearners${Date.now().toString(36)}`;
const ACCOUNTS = 21;

// The Admin signs in once for the file (the api counts 20 sign-ins an account a minute, and other
// files sign the Admin in too): the browser's session and the setup's token are the same sign-in.
const session = await sessionState(baseUrl(), ADMIN);
const admin = accessTokenOf(session);
const browser = await launch();
afterAll(() => browser.close());
const signedIn: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, storageState: session });

const names = ['Nadia Karim', 'Imran Hossain', 'Farhana Islam', 'Tanvir Ahmed', 'Sumaiya Akter', 'Rakib Hasan', 'সাদিয়া ইসলাম'];
// Three registrations at a time: the api hashes each password, and the machine is shared.
for (let first = 0; first < ACCOUNTS; first += 3) {
  await Promise.all(
    Array.from({ length: Math.min(3, ACCOUNTS - first) }, (_, k) => {
      const i = first + k;
      const input = registrationOf(`${RUN}.${i}@example.com`, { fullName: `${names[i % names.length] ?? 'Learner'} ${i}` });
      return graphql('mutation($input: RegistrationInput!) { register(input: $input) { detail } }', { input });
    }),
  );
}

const LEARNER_FIELDS = 'id full_name email phone_no role is_verified disabled_at created_at subscribed_until';
const search = (variables: { q?: string; role?: string; disabled?: boolean; page?: number }) =>
  graphql<{ adminLearners: AdminLearnersData }>(
    `query($q: String, $role: RoleName, $disabled: Boolean, $page: Int) { adminLearners(q: $q, role: $role, disabled: $disabled, page: $page) { count page page_size results { ${LEARNER_FIELDS} } } }`,
    variables,
    admin,
  ).then(({ adminLearners }) => adminLearners);

// One Manager and one disabled account among them, made by the Admin through the gateway.
{
  const [manager, , , disabled] = (await search({ q: RUN })).results;
  if (manager === undefined || disabled === undefined) throw new Error(`the search for ${RUN} found too few accounts`);
  await graphql(`mutation($id: Int!) { adminSetLearnerRole(id: $id, role: Management) { id } }`, { id: manager.id }, admin);
  await graphql(`mutation($id: Int!) { adminDisableLearner(id: $id) { id } }`, { id: disabled.id }, admin);
}

/** The product's answers to the searches the model walks, read now: no path changes an account. */
const answers = {
  found: await search({ q: RUN, page: 1 }),
  page2: await search({ q: RUN, page: 2 }),
  managers: await search({ q: RUN, role: 'Management', page: 1 }),
  admins: await search({ q: RUN, role: 'Admin', page: 1 }),
  disabled: await search({ q: RUN, disabled: true, page: 1 }),
};
expect([answers.found.count, answers.page2.results.length, answers.managers.count, answers.admins.count, answers.disabled.count]).toEqual([ACCOUNTS, 1, 1, 0, 1]);
/** Every account of the shared product: the model stands for it with a copy of one page, whose rows are never compared. */
const everyAccount: AdminLearnersData = { ...answers.found };

type Answer = keyof typeof answers | 'all';
/** The product's answer to the query (the model's load of it). */
function answerTo({ text, role, status, page }: AdminLearnersContext): AdminLearnersData {
  if (text === '') return everyAccount;
  if (role === 'Management') return answers.managers;
  if (role === 'Admin') return answers.admins;
  if (status === 'disabled') return answers.disabled;
  return page === 2 ? answers.page2 : answers.found;
}
/** Which answer a page shows. */
function shownAnswer(data: AdminLearnersData | null): Answer | null {
  if (data === null) return null;
  if (data === everyAccount) return 'all';
  const found = (Object.keys(answers) as Array<keyof typeof answers>).find((name) => answers[name] === data);
  if (found === undefined) throw new Error('an answer the model does not know');
  return found;
}

const failure = new Error('[Network] Failed to fetch');
type Driver = { page: Page; gate: Gate };

const paths = await describeUiModel<Driver>({
  name: 'admin learners',
  machine: adminLearnersMachine,
  modelMachine: (fakes) => adminLearnersMachine.provide({ actors: { loadLearners: fakes.promise('loadLearners') } }),
  // The Admin types the search word on the first page and searches; from the search, one filter or
  // the second page at a time, and back. A later load fails once (as the status filter loads),
  // and the filter is then put back.
  events: (snapshot) => {
    const context = snapshot.context as AdminLearnersContext;
    const { draft, text, role, status, page, refusal } = context;
    if (snapshot.matches('loading') || snapshot.matches({ ready: 'refreshing' }))
      return [
        { type: 'xstate.done.actor.loadLearners', output: answerTo(context) },
        ...(snapshot.matches('loading') || (status === 'disabled' && refusal === null) ? [{ type: 'xstate.error.actor.loadLearners', error: failure }] : []),
      ];
    if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
    if (text === '') return draft === '' ? [{ type: 'TYPE', text: RUN }] : [{ type: 'SEARCH' }];
    const back: Array<EventObject & Record<string, unknown>> = [
      ...(role === 'all' ? [] : [{ type: 'ROLE', role: 'all' }]),
      ...(status === 'all' ? [] : [{ type: 'STATUS', status: 'all' }]),
      ...(page === 1 ? [] : [{ type: 'PAGE', page: 1 }]),
    ];
    if (back.length > 0 || refusal !== null) return back;
    return [
      { type: 'ROLE', role: 'Management' },
      { type: 'ROLE', role: 'Admin' },
      { type: 'STATUS', status: 'disabled' },
      { type: 'PAGE', page: 2 },
    ];
  },
  key: (snapshot) => {
    const { draft, text, role, status, page, data, refusal } = snapshot.context as AdminLearnersContext;
    return JSON.stringify({ value: snapshot.value, draft, text, role, status, page, shown: shownAnswer(data), refused: refusal !== null });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain).
  chain: {},
  open: async () => {
    const page = await signedIn.newPage();
    const network = await gate(page, ['AdminLearners']);
    await page.goto('/admin/learners');
    await network.waitFor('AdminLearners');
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event) => {
    const settle = async (outcome: 'pass' | 'fail') => {
      await network.waitFor('AdminLearners');
      await network.release('AdminLearners', outcome);
    };
    switch (event.type) {
      case 'xstate.done.actor.loadLearners':
        return settle('pass');
      case 'xstate.error.actor.loadLearners':
        return settle('fail');
      case 'RETRY':
        return page.getByRole('button', { name: messages.tryAgain }).click();
      case 'TYPE':
        return page.getByLabel(m.searchLabel).fill((event as { type: 'TYPE'; text: string }).text);
      case 'SEARCH':
        return page.getByRole('button', { name: m.search, exact: true }).click();
      case 'ROLE': {
        const { role } = event as { type: 'ROLE'; role: LearnerRoleFilter };
        return choose(page, m.roleLabel, role === 'all' ? m.allRoles : m.roles[role]);
      }
      case 'STATUS': {
        const { status } = event as { type: 'STATUS'; status: LearnerStatusFilter };
        return choose(page, m.statusLabel, { all: m.allStatuses, enabled: m.enabled, disabled: m.disabled }[status]);
      }
      case 'PAGE':
        return page.getByRole('button', { name: fillIn(messages.pageNumber, { n: (event as { type: 'PAGE'; page: number }).page }), exact: true }).click();
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async ({ page }, snapshot) => {
    const expected = expectedFacts(snapshot);
    await expect.poll(() => screenFacts(page, 'found' in expected), { interval: 100 }).toEqual(expected);
  },
  close: (driver) => closeGated(driver),
});

expectMachineCoverage('adminLearnersMachine', adminLearnersMachine, paths);

/** Picks `option` in the select labelled `label` (its trigger is named '<label>: <shown>'). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: `${label}: ` }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Card = { name: string; lang: string; email: string; phone: string; badges: string[]; lines: string[] };
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | {
      screen: 'list';
      busy: boolean;
      refusal: string | null;
      draft: string;
      role: string;
      status: string;
      /** Of the file's own accounts only. */
      found?: string;
      empty?: string | null;
      cards?: Card[];
      pager?: { page: number; pages: number } | null;
    };

/** What the engine's view of the model's state says the page shows. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = adminLearnersView(snapshot as AdminLearnersSnapshot);
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return view;
  const shown = {
    screen: 'list' as const,
    busy: view.busy,
    refusal: view.refusal,
    draft: view.draft,
    role: view.roles.find((r) => r.id === view.role)?.name ?? '',
    status: view.statuses.find((s) => s.id === view.status)?.name ?? '',
  };
  if (shownAnswer((snapshot.context as AdminLearnersContext).data) === 'all') return shown;
  return {
    ...shown,
    found: view.found,
    empty: view.empty,
    cards: view.learners.map((card) => ({
      name: card.name.text,
      lang: card.name.language,
      email: card.email,
      phone: card.phone,
      badges: card.badges.map((badge) => `${badge.text} (${badge.tone})`),
      lines: card.lines,
    })),
    pager: view.count > view.pageSize ? { page: view.page, pages: Math.ceil(view.count / view.pageSize) } : null,
  };
}

function screenFacts(page: Page, rows: boolean): Promise<Facts> {
  return page.evaluate(
    ({ rows, words }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${words.loading}"]`) !== null) return { screen: 'loading' as const };
      const form = main.querySelector('form[role="search"]');
      if (form === null) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const select = (label: string) => {
        const name = [...form.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? '').find((n) => n.startsWith(`${label}: `)) ?? '';
        return name.slice(label.length + 2);
      };
      const input = form.querySelector('input[name="q"]');
      const refusal = main.querySelector('p[role="alert"]');
      const section = main.querySelector('section[aria-labelledby="learners-found"]');
      const shown = {
        screen: 'list' as const,
        busy: section?.getAttribute('aria-busy') === 'true',
        refusal: refusal === null ? null : text(refusal),
        draft: input instanceof HTMLInputElement ? input.value : '',
        role: select(words.roleLabel),
        status: select(words.statusLabel),
      };
      if (!rows) return shown;
      const list = section?.querySelector('ul');
      const nav = section?.querySelector('nav');
      const current = nav?.querySelector('[aria-current="page"]');
      return {
        ...shown,
        found: text(section?.querySelector('#learners-found')),
        empty: list === null || list === undefined ? text(section?.querySelector(':scope > p:not(#learners-found)')) : null,
        cards: [...(list?.querySelectorAll(':scope > li') ?? [])].map((card) => {
          const link = card.querySelector('a');
          const lines = [...card.querySelectorAll(':scope > p')].map(text);
          return {
            name: text(link),
            lang: link?.querySelector('[lang]')?.getAttribute('lang') ?? '',
            email: lines[0] ?? '',
            phone: lines[1] ?? '',
            badges: [...card.querySelectorAll('ul > li')].map((chip) => `${text(chip)} (${chip.getAttribute('data-tone') ?? ''})`),
            lines: lines.slice(2),
          };
        }),
        pager:
          nav === null || nav === undefined
            ? null
            : { page: Number(text(current)), pages: [...nav.querySelectorAll('button')].filter((b) => /^\d+$/.test(text(b))).length },
      };
    },
    { rows, words: { loading: m.loading, roleLabel: m.roleLabel, statusLabel: m.statusLabel } },
  );
}

/** The access token of the session the login mutation made (the app keeps it under sessionStorageKey). */
function accessTokenOf(state: StorageState): string {
  const stored: unknown = JSON.parse(state.origins[0]?.localStorage[0]?.value ?? '{}');
  if (typeof stored === 'object' && stored !== null && 'accessToken' in stored && typeof stored.accessToken === 'string') return stored.accessToken;
  throw new Error('the session holds no access token');
}
