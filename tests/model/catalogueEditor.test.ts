// The Admin's catalogue page (docs/content.md#catalogue) driven by the engine's
// catalogueEditorMachine on /admin/catalogue in real Chromium against the real product. The paths
// act only on a grade, subject, topic and subtopic of this file's own (made before the paths, put
// back as they were before each path): they open each level, rename the grade through the name
// form's problems (required, too long), offer the subject, add a subtopic (a sibling's name is
// refused) and delete one, and ask to delete the topic, which the api refuses while its subtopic
// uses it. A subject or grade is never deleted: any learner's purchase of a standard package,
// which other files make, covers every subject there is (api/src/commerce/grant.ts), and what a
// subscription uses stays. The catalogue and every change are held on the wire until the model
// says the server answered or the connection failed. After every step the page must show what the
// model's state says.
//
// The admin signs in twice for the file: once through GraphQL for the fixtures, once on the login
// screen for the browser (the api counts 20 sign-ins an account a minute, and other files sign in too).
import {
  catalogueAdminMessages as words,
  catalogueEditorMachine,
  catalogueEditorView,
  messages,
  ServerError,
  type AdminCatalogue,
  type CatalogueEditorContext,
  type CatalogueEditorSnapshot,
  type CatalogueEntry,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { tokenOf } from '../e2e/graphqlClient';
import { graphql, graphqlAnswer, signedInBrowser } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

// Names no other file and no earlier run of this product uses; a Bengali twin is kept by name
// (docs/i18n.md#names), so a name of its own keeps its twin apart too.
const stamp = Date.now().toString(36);
const GRADE = `Model Catalogue ${stamp}`;
const GRADE_BN = 'মডেল শ্রেণি';
const SUBJECT = `Model Catalogue ${stamp} Subject`;
const SUBJECT_BN = 'মডেল বিষয়';
const TOPIC = `Model Catalogue ${stamp} Topic`;
const SUBTOPIC = `Model Catalogue ${stamp} Subtopic`;
const RENAMED = `Model Catalogue ${stamp} Renamed`;
const NEW_SUBTOPIC = `Model Catalogue ${stamp} Subtopic 2`;
const TOO_LONG = 'x'.repeat(121);
const BN_FIRST = 'প্রথম নাম';
const BN_SECOND = 'দ্বিতীয় নাম';
const OURS = [GRADE, RENAMED, SUBJECT, TOPIC, SUBTOPIC, NEW_SUBTOPIC];

type Kind = CatalogueEntry['kind'];

// One GraphQL sign-in for the file; the token lives far longer than the file runs.
const admin = await tokenOf(graphql, ADMIN);
const ENTRY_FIELDS = 'kind id name bengali parent questions templates offered price_poisha';
const catalogueNow = () =>
  graphql<{ adminCatalogue: AdminCatalogue }>(
    `{ adminCatalogue { grades { ${ENTRY_FIELDS} } subjects { ${ENTRY_FIELDS} } topics { ${ENTRY_FIELDS} } subtopics { ${ENTRY_FIELDS} } } }`,
    {},
    admin,
  ).then((answer) => answer.adminCatalogue);
const create = (kind: Kind, name: string, bengali: string, parent?: number) =>
  graphql<{ createCatalogueEntry: CatalogueEntry }>(
    `mutation($input: CatalogueEntryInput!) { createCatalogueEntry(input: $input) { ${ENTRY_FIELDS} } }`,
    { input: { kind, name, ...(bengali === '' ? {} : { bengali }), ...(parent === undefined ? {} : { parent }) } },
    admin,
  ).then((answer) => answer.createCatalogueEntry);
const update = (kind: Kind, id: number, change: Record<string, unknown>) =>
  graphql(`mutation($kind: CatalogueKind!, $id: Int!, $change: CatalogueEntryChange!) { updateCatalogueEntry(kind: $kind, id: $id, change: $change) { id } }`, { kind, id, change }, admin);
const remove = (kind: Kind, id: number) =>
  graphqlAnswer<{ deleteCatalogueEntry: boolean }>('mutation($kind: CatalogueKind!, $id: Int!) { deleteCatalogueEntry(kind: $kind, id: $id) }', { kind, id }, admin);

const grade = await create('grade', GRADE, GRADE_BN);
const subject = await create('subject', SUBJECT, SUBJECT_BN, grade.id);
const topic = await create('topic', TOPIC, '', subject.id);
await create('subtopic', SUBTOPIC, '', topic.id);
// The api's refusal of the topic's deletion while its subtopic uses it, in the api's own words.
const refusedTopic = (await remove('topic', topic.id)).errors?.[0]?.message;
if (refusedTopic === undefined || !refusedTopic.startsWith(TOPIC)) throw new Error(`the topic in use was not refused: ${String(refusedTopic)}`);
const inUse = new ServerError({ detail: refusedTopic });

/** Puts the file's entries back as the paths start from them. */
async function putBack(): Promise<void> {
  const { grades, subjects, subtopics } = await catalogueNow();
  const ours = grades.find((g) => g.id === grade.id);
  if (ours === undefined) throw new Error('the model grade is gone');
  if (ours.name !== GRADE || ours.bengali !== GRADE_BN) await update('grade', grade.id, { name: GRADE, bengali: GRADE_BN });
  if (subjects.find((s) => s.id === subject.id)?.offered === true) await update('subject', subject.id, { offered: false });
  const children = subtopics.filter((s) => s.parent === topic.id);
  for (const extra of children.filter((s) => s.name !== SUBTOPIC)) await remove('subtopic', extra.id);
  if (!children.some((s) => s.name === SUBTOPIC)) await create('subtopic', SUBTOPIC, '', topic.id);
}

const signedIn = signedInBrowser(ADMIN);
afterAll(async () => {
  // The catalogue as the demo has it again, as far as no purchase covers the subject meanwhile (a
  // refused deletion leaves the entry, which no other file reads).
  const { subtopics } = await catalogueNow();
  for (const ours of subtopics.filter((s) => s.parent === topic.id)) await remove('subtopic', ours.id);
  await remove('topic', topic.id);
  await remove('subject', subject.id);
  await remove('grade', grade.id);
});

/** The model's catalogue: the file's grade (1), subject (2), topic (3) and subtopic (4) alone, as the api gives them. */
const entry = (over: Partial<CatalogueEntry> & Pick<CatalogueEntry, 'kind' | 'id' | 'name'>): CatalogueEntry => ({
  bengali: null,
  parent: null,
  questions: 0,
  templates: 0,
  offered: null,
  price_poisha: null,
  ...over,
});
const baseline: AdminCatalogue = {
  grades: [entry({ kind: 'grade', id: 1, name: GRADE, bengali: GRADE_BN })],
  subjects: [entry({ kind: 'subject', id: 2, name: SUBJECT, bengali: SUBJECT_BN, parent: 1, offered: false, price_poisha: 0 })],
  topics: [entry({ kind: 'topic', id: 3, name: TOPIC, parent: 2 })],
  subtopics: [entry({ kind: 'subtopic', id: 4, name: SUBTOPIC, parent: 3 })],
};
const failure = new Error('[Network] Failed to fetch');

/** The file's entries as the key tells them apart. */
function summary(data: AdminCatalogue | null): string {
  if (data === null) return '';
  return [...data.grades, ...data.subjects, ...data.topics, ...data.subtopics].map((e) => `${e.name}|${e.bengali ?? ''}|${String(e.offered)}`).join(';');
}
const BASELINE = summary(baseline);

type Driver = { page: Page; gate: Gate };
const operations = ['AdminCatalogue', 'CreateCatalogueEntry', 'UpdateCatalogueEntry', 'DeleteCatalogueEntry'] as const;

/** An event of the model, with its fields. */
type ModelEvent = EventObject & Record<string, unknown>;

/**
 * The events of one state. The walk is scripted to stay small: one change the api keeps per page,
 * after which the page takes one more way on from the saved page (a change sent then fails on the
 * wire); the rename walks the name form's problems, the new subtopic a sibling's name.
 */
function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as CatalogueEditorContext;
  const { data, path, draft, change } = context;
  if (snapshot.matches('loading')) return [{ type: 'xstate.done.actor.loadCatalogue', output: baseline }, { type: 'xstate.error.actor.loadCatalogue', error: failure }];
  if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (data === null) return [];
  const untouched = summary(data) === BASELINE;
  const [g] = data.grades;
  const [s] = data.subjects;
  const [t] = data.topics;
  const st = data.subtopics.find((e) => e.name === SUBTOPIC);
  if (g === undefined || s === undefined || t === undefined) return [];
  if (snapshot.matches({ ready: 'changing' })) {
    if (change?.type === 'delete' && change.kind === 'topic') return [{ type: 'xstate.error.actor.changeCatalogue', error: inUse }];
    if (!untouched) return [{ type: 'xstate.error.actor.changeCatalogue', error: failure }];
    if (change?.type === 'delete') return [{ type: 'xstate.done.actor.changeCatalogue', output: null }];
    return [
      { type: 'xstate.done.actor.changeCatalogue', output: { ...s, offered: true } },
      { type: 'xstate.error.actor.changeCatalogue', error: failure },
    ];
  }
  if (snapshot.matches({ ready: 'saving' })) {
    const made =
      draft?.kind === 'grade' ? { ...g, name: draft.name, bengali: draft.bengali } : entry({ kind: 'subtopic', id: 5, name: draft?.name ?? '', parent: t.id });
    return [{ type: 'xstate.done.actor.changeCatalogue', output: made }, { type: 'xstate.error.actor.changeCatalogue', error: failure }];
  }
  const form = (events: ModelEvent[]): ModelEvent[] => (untouched ? events : [{ type: 'CANCEL' }]);
  if (snapshot.matches({ ready: 'editing' }) && draft !== null) {
    if (draft.kind === 'grade') {
      if (draft.name === GRADE && draft.bengali === GRADE_BN) return form([{ type: 'BENGALI', value: BN_FIRST }, { type: 'CANCEL' }]);
      if (draft.name === GRADE) return form([{ type: 'NAME', value: '' }]);
      return form([{ type: 'SAVE' }]);
    }
    if (draft.name === '') return form([{ type: 'NAME', value: SUBTOPIC }, { type: 'CANCEL' }]);
    return form([{ type: 'SAVE' }]);
  }
  if (snapshot.matches({ ready: 'invalid' }) && draft !== null) {
    if (draft.kind === 'subtopic') return [{ type: 'NAME', value: NEW_SUBTOPIC }];
    if (draft.name === TOO_LONG) return [{ type: 'NAME', value: RENAMED }];
    if (draft.bengali === BN_FIRST) return [{ type: 'BENGALI', value: BN_SECOND }, { type: 'CANCEL' }];
    return [{ type: 'SAVE' }, { type: 'NAME', value: TOO_LONG }];
  }
  // The page at rest, shown or saved after a change; each level opened in turn, each entry's own
  // buttons where it shows.
  const depth = path.topic !== null ? 3 : path.subject !== null ? 2 : path.grade !== null ? 1 : 0;
  if (untouched) {
    if (depth === 0) return [{ type: 'OPEN', kind: 'grade', id: g.id }, { type: 'RENAME', kind: 'grade', id: g.id }];
    if (depth === 1) return [{ type: 'OPEN', kind: 'subject', id: s.id }, { type: 'SET_OFFERED', id: s.id, offered: true }];
    if (depth === 2) return [{ type: 'OPEN', kind: 'topic', id: t.id }, { type: 'DELETE', kind: 'topic', id: t.id }];
    return [{ type: 'ADD', kind: 'subtopic' }, ...(st === undefined ? [] : [{ type: 'DELETE', kind: 'subtopic', id: st.id }])];
  }
  // After the one change a page keeps, each way on from the saved page is walked after one of them.
  if (!snapshot.matches({ ready: 'saved' })) return [];
  if (g.name === RENAMED) return depth === 0 ? [{ type: 'OPEN', kind: 'grade', id: g.id }] : [{ type: 'SET_OFFERED', id: s.id, offered: true }];
  if (s.offered === true) return [{ type: 'RENAME', kind: 'grade', id: g.id }];
  if (st === undefined) return [{ type: 'ADD', kind: 'subtopic' }];
  return [{ type: 'DELETE', kind: 'subtopic', id: st.id }];
}

/**
 * The events of a walk from the first state, each the first event of its type the model offers
 * where the walk is: a page per change the api keeps, each looking at all it can before it.
 */
function walk(...types: string[]): EventObject[] {
  const machine: AnyStateMachine = catalogueEditorMachine;
  let [snapshot] = initialTransition(machine);
  return types.map((type) => {
    const event = eventsOf(snapshot).find((e) => e.type === type);
    if (event === undefined) throw new Error(`the model offers no ${type} in ${JSON.stringify(snapshot.value)}`);
    [snapshot] = transition(machine, snapshot, event);
    return event;
  });
}
const loaded = 'xstate.done.actor.loadCatalogue';
const answered = 'xstate.done.actor.changeCatalogue';
const failed = 'xstate.error.actor.changeCatalogue';

const paths = await describeUiModel<Driver>({
  name: 'catalogue editor',
  machine: catalogueEditorMachine,
  modelMachine: (fakes) =>
    catalogueEditorMachine.provide({
      actors: { loadCatalogue: fakes.promise('loadCatalogue'), changeCatalogue: fakes.promise('changeCatalogue') },
    }),
  events: eventsOf,
  // Four pages walk every transition of the model, where the generated paths would walk them on
  // a dozen, each again from the start.
  sequences: [
    walk('xstate.error.actor.loadCatalogue', 'RETRY', loaded, 'OPEN', 'SET_OFFERED', failed, 'OPEN', 'DELETE', failed, 'OPEN', 'ADD', 'CANCEL', 'ADD', 'NAME', 'SAVE', 'NAME', 'SAVE', failed, 'SAVE', answered, 'DELETE', failed),
    walk(loaded, 'RENAME', 'CANCEL', 'RENAME', 'BENGALI', 'NAME', 'SAVE', 'CANCEL', 'RENAME', 'BENGALI', 'NAME', 'SAVE', 'BENGALI', 'SAVE', 'NAME', 'NAME', 'SAVE', failed, 'SAVE', answered, 'OPEN', 'SET_OFFERED', failed),
    walk(loaded, 'OPEN', 'SET_OFFERED', answered, 'RENAME', 'CANCEL'),
    walk(loaded, 'OPEN', 'OPEN', 'OPEN', 'DELETE', answered, 'ADD', 'CANCEL'),
  ],
  // What the page tells apart of the file's entries; a refusal is said on a state the key keeps as one.
  key: (snapshot) => {
    const { path, draft, problem, change, data } = snapshot.context as CatalogueEditorContext;
    return JSON.stringify({
      value: snapshot.value,
      opened: [path.grade, path.subject, path.topic].map((id) => id !== null),
      draft: draft === null ? null : [draft.kind, draft.name, draft.bengali],
      problem,
      change: change === null ? null : [change.type, change.kind],
      data: summary(data),
    });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain), until it keeps a change.
  chain: { maxSteps: 40 },
  open: async () => {
    await putBack();
    const page = await signedIn.context().newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/catalogue');
    await network.waitFor('AdminCatalogue');
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event, before) => {
    const settle = async (operation: string, outcome: 'pass' | 'fail') => {
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    const { change } = before.context as CatalogueEditorContext;
    const changeOperation = () =>
      change?.type === 'create' ? 'CreateCatalogueEntry' : change?.type === 'update' ? 'UpdateCatalogueEntry' : 'DeleteCatalogueEntry';
    const labelsOf = (kind: string, id: number) => {
      const view = catalogueEditorView(before as CatalogueEditorSnapshot);
      const found = view.screen === 'page' ? view.levels.flatMap((level) => level.entries).find((e) => e.kind === kind && e.id === id) : undefined;
      if (found === undefined) throw new Error(`no ${kind} ${id} on the page`);
      return found.labels;
    };
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    switch (event.type) {
      case 'xstate.done.actor.loadCatalogue':
        return settle('AdminCatalogue', 'pass');
      case 'xstate.error.actor.loadCatalogue':
        return settle('AdminCatalogue', 'fail');
      case 'xstate.done.actor.changeCatalogue':
        return settle(changeOperation(), 'pass');
      // A refusal is the api's own answer; any other failure is the connection's.
      case 'xstate.error.actor.changeCatalogue':
        return settle(changeOperation(), 'error' in event && event.error instanceof ServerError ? 'pass' : 'fail');
      case 'RETRY':
        return button(messages.tryAgain).click();
      case 'OPEN': {
        const { kind, id } = event as EventObject & { kind: string; id: number };
        return button(labelsOf(kind, id).open).click();
      }
      case 'RENAME': {
        const { kind, id } = event as EventObject & { kind: string; id: number };
        return button(labelsOf(kind, id).rename).click();
      }
      case 'SET_OFFERED': {
        const { id } = event as EventObject & { id: number };
        return button(labelsOf('subject', id).offer).click();
      }
      case 'DELETE': {
        const { kind, id } = event as EventObject & { kind: string; id: number };
        return button(labelsOf(kind, id).delete).click();
      }
      case 'ADD':
        return button(words.addSubtopic).click();
      case 'NAME':
        return page.getByLabel(words.nameLabel, { exact: true }).fill((event as EventObject & { value: string }).value);
      case 'BENGALI':
        return page.getByLabel(words.bengaliLabel, { exact: true }).fill((event as EventObject & { value: string }).value);
      case 'SAVE':
        return button(words.save).click();
      case 'CANCEL':
        return button(words.cancel).click();
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

expectMachineCoverage('catalogueEditorMachine', catalogueEditorMachine, paths, {
  'catalogueEditor.ready.invalid --SAVE--> catalogueEditor.ready.saving':
    'no edit reaches it: a name without a problem takes the form back to editing before Save (the NAME guard nameFixes), so Save in the invalid form always finds the problem',
});

type EntryFacts = { name: string; bengali: string | null; facts: string[]; opened: boolean; buttons: string[] };
type LevelFacts = { kind: string; title: string; entries: EntryFacts[]; empty: string | null; add: string };
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | { screen: 'form'; title: string; name: string; bengali: string; problem: string | null; refusal: string | null; save: string }
  | { screen: 'page'; notice: string | null; refusal: string | null; busy: boolean; levels: LevelFacts[] };

const disabledMark = (disabled: boolean) => (disabled ? ' (disabled)' : '');

/** What the model's view says, of the file's entries. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = catalogueEditorView(snapshot as CatalogueEditorSnapshot);
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return view;
  if (view.screen === 'empty') throw new Error('the demo catalogue has grades');
  if (view.screen === 'form') {
    const { form } = view;
    return {
      screen: 'form',
      title: form.title,
      name: form.name,
      bengali: form.bengali,
      problem: form.problem,
      refusal: form.refusal,
      save: `${form.saving ? words.saving : words.save}${disabledMark(form.saving)}`,
    };
  }
  const { path } = snapshot.context as CatalogueEditorContext;
  const openedId = { grade: path.grade, subject: path.subject, topic: path.topic, subtopic: null };
  return {
    screen: 'page',
    notice: view.notice,
    refusal: view.refusal,
    busy: view.busy,
    levels: view.levels.map((level) => ({
      kind: level.kind,
      title: level.title,
      entries: level.entries
        .filter((e) => OURS.includes(e.name))
        .map((e) => ({
          name: e.name,
          bengali: e.bengali,
          facts: e.facts,
          opened: openedId[e.kind] === e.id,
          buttons: [...(e.open ? [e.labels.open] : []), e.labels.rename, ...(e.offered === null ? [] : [e.labels.offer]), e.labels.delete].map(
            (label) => `${label}${disabledMark(view.busy)}`,
          ),
        })),
      empty: level.empty,
      add: `${level.add}${disabledMark(view.busy)}`,
    })),
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ ours, loadingLabel, nameLabel, bengaliLabel }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const disabled = (b: Element | null | undefined) => (b instanceof HTMLButtonElement && b.disabled ? ' (disabled)' : '');
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${loadingLabel}"]`) !== null) return { screen: 'loading' as const };
      const form = main.querySelector('form');
      if (form !== null) {
        const field = (label: string) => {
          const element = [...form.querySelectorAll('label')].find((l) => text(l) === label);
          const input = element === undefined ? null : document.getElementById(element.htmlFor);
          const rest = [...(element?.parentElement?.children ?? [])].filter((c) => c !== element && c !== input);
          return { value: input instanceof HTMLInputElement ? input.value : '', problem: rest.length === 0 ? null : rest.map(text).join(' ') };
        };
        const name = field(nameLabel);
        const submit = form.querySelector('button[type="submit"]');
        return {
          screen: 'form' as const,
          title: text(form.querySelector('h2')),
          name: name.value,
          bengali: field(bengaliLabel).value,
          problem: name.problem,
          refusal: form.querySelector('p[role="alert"]') === null ? null : text(form.querySelector('p[role="alert"]')),
          save: `${text(submit)}${disabled(submit)}`,
        };
      }
      const sections = [...main.querySelectorAll('section[data-level]')];
      if (sections.length === 0) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const refusal = main.querySelector('p[role="alert"]');
      return {
        screen: 'page' as const,
        notice: main.querySelector('p[role="status"]') === null ? null : text(main.querySelector('p[role="status"]')),
        refusal: refusal === null ? null : text(refusal),
        busy: main.querySelector('[aria-busy="true"]') !== null,
        levels: sections.map((section) => {
          const empty = section.querySelector(':scope > p');
          const add = section.querySelector(':scope > button');
          return {
            kind: section.getAttribute('data-level') ?? '',
            title: text(section.querySelector('h2')),
            entries: [...section.querySelectorAll('li[data-entry]')]
              .filter((li) => ours.includes(li.getAttribute('data-entry') ?? ''))
              .map((li) => {
                const twin = li.querySelector('p[lang="bn"]');
                return {
                  name: text(li.querySelector('p')),
                  bengali: twin === null ? null : text(twin),
                  facts: [...li.querySelectorAll(':scope > ul > li')].map(text),
                  opened: li.hasAttribute('data-open'),
                  buttons: [...li.querySelectorAll('button')].map((b) => `${b.getAttribute('aria-label') ?? ''}${disabled(b)}`),
                };
              }),
            empty: empty === null ? null : text(empty),
            add: `${text(add)}${disabled(add)}`,
          };
        }),
      };
    },
    { ours: OURS, loadingLabel: words.catalogueLoading, nameLabel: words.nameLabel, bengaliLabel: words.bengaliLabel },
  );
}
