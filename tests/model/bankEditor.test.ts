// The question editor (docs/content.md#editor, docs/content.md#versions) driven by the engine's
// bankEditorMachine on /admin/bank/new and /admin/bank/{id} in real Chromium against the real
// product the model project shares. Each path opens an editor of its own: a new question, or a
// draft made for the path through the admin's GraphQL in a subtopic of General Knowledge this file
// makes, which no other file draws from. The paths edit the question's Bengali
// text (to other words, or to nothing, which the bank's rules refuse), save, publish and retire
// it, and meet a newer version saved meanwhile (made through GraphQL while the editor's change is
// held), then open the newest. The places (the editor's load waits for them),
// the save and the status changes are held on the wire until the model says the server answered or
// the connection failed. After every step the page must show what the engine's view of the model's
// state says, and its address must name the version it shows (docs/content.md#editor).
//
// The Admin signs in once for the file (the api counts 20 sign-ins an account a minute, and other
// files sign the Admin in too): the browser's session and the setup's token are the same sign-in.
import {
  bankDraftOf,
  bankEditorMachine,
  bankEditorMessages as m,
  bankEditorView,
  bankInputOf,
  fillIn,
  messages,
  type BankDraft,
  type BankEditorContext,
  type BankEditorSnapshot,
  type BankPlaces,
  type BankQuestionDetail,
  type BankQuestionInput,
  type BankQuestionRecord,
  type BankStatus,
} from '@proshno/engine';
import type { Path } from '@proshno/engine/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { baseUrl, launch } from '../e2e/browser';
import { graphql, sessionState, type StorageState } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const RUN = `bankeditor${Date.now().toString(36)}`;

const session = await sessionState(baseUrl(), ADMIN);
const admin = accessTokenOf(session);
const browser = await launch();
afterAll(() => browser.close());
const signedIn: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, storageState: session });

const PLACES = '{ adminCatalogue { subjects { id name parent } topics { id name parent } subtopics { id name parent } } }';
const before = (await graphql<{ adminCatalogue: BankPlaces }>(PLACES, {}, admin)).adminCatalogue;
const subject = before.subjects.find((s) => s.name === 'General Knowledge');
const topic = before.topics.find((t) => t.parent === subject?.id);
if (subject === undefined || topic === undefined) throw new Error('the demo bank has General Knowledge with a topic');
// A subtopic of this file's own: what it publishes is drawn by no other file.
const { createCatalogueEntry: subtopic } = await graphql<{ createCatalogueEntry: { id: number } }>(
  'mutation($input: CatalogueEntryInput!) { createCatalogueEntry(input: $input) { id } }',
  { input: { kind: 'subtopic', parent: topic.id, name: `Bank editor model ${RUN}` } },
  admin,
);
/** The places as the editor loads them, this file's subtopic among them. */
const places = (await graphql<{ adminCatalogue: BankPlaces }>(PLACES, {}, admin)).adminCatalogue;

const CREATED = '2026-11-30T04:00:00.000Z';
/** Version 1 of the model's question: Bengali with its English twin, the first option right. */
const record: BankQuestionRecord = {
  id: 1,
  key: 'model',
  version: 1,
  status: 'draft',
  subject: subject.id,
  topic: topic.id,
  subtopic: subtopic.id,
  language: 'bn',
  question: [{ type: 'text', data: `${RUN}: বাংলাদেশের রাজধানী কোনটি?` }],
  options: ['ঢাকা', 'চট্টগ্রাম', 'খুলনা', 'রাজশাহী'].map((data, i) => ({ data: [{ type: 'text', data }], is_answer: i === 0 })),
  explanation: [{ type: 'text', data: 'ঢাকা বাংলাদেশের রাজধানী।' }],
  twin: {
    question: [{ type: 'text', data: `${RUN}: Which city is the capital of Bangladesh?` }],
    options: ['Dhaka', 'Chattogram', 'Khulna', 'Rajshahi'].map((data) => [{ type: 'text', data }]),
    explanation: [{ type: 'text', data: 'Dhaka is the capital of Bangladesh.' }],
  },
  created_at: CREATED,
  superseded_at: null,
};
const ORIGINAL = record.question[0]?.data ?? '';
const EDITED = `${RUN}: বাংলাদেশের রাজধানী কোন শহর?`;
const original = inputOf(bankDraftOf(record));

function inputOf(draft: BankDraft): BankQuestionInput {
  const input = bankInputOf(draft);
  if (input === null) throw new Error('the model question has its place');
  return input;
}

/** Which of the model's words the Bengali text holds: its first, the edit, nothing, or a space. */
function textOf(draft: BankDraft): 'original' | 'edited' | 'empty' | 'blank' {
  const data = draft.sides.bn.question[0]?.data;
  return data === ORIGINAL ? 'original' : data === EDITED ? 'edited' : data === '' ? 'empty' : 'blank';
}

/** The Bengali text edited to `data` (one EDIT, as typing into the field sends it). */
const editText = (data: string) => ({ type: 'EDIT', change: { edit: 'part', language: 'bn', field: 'question', index: 0, part: { type: 'text', data } } });

function detailOf(versions: Array<{ status: BankStatus; input: BankQuestionInput }>): BankQuestionDetail {
  const newest = versions[versions.length - 1];
  if (newest === undefined) throw new Error('no version');
  const version = versions.length;
  const entry = (v: number, status: BankStatus) => ({ id: v, version: v, status, answer: 0, created_at: CREATED, superseded_at: v === version ? null : CREATED });
  return {
    question: { ...record, ...newest.input, id: version, version, status: newest.status },
    versions: versions.map((v, i) => entry(i + 1, v.status)).reverse(),
    current: version,
  };
}

/** The question as the server answers a change of the model's state. */
function changed(context: BankEditorContext, change: 'save' | BankStatus): BankQuestionDetail {
  const { detail, draft } = context;
  if (detail === null) throw new Error('the model saves only a loaded question');
  const versions = [...detail.versions].reverse().map((v) => ({ status: v.status, input: original }));
  const status = detail.question.status;
  const input = inputOf(draft);
  if (change !== 'save') return detailOf([...versions.slice(0, -1), { status: change, input }]);
  // A draft is saved in place; a published or retired one becomes a new version (docs/content.md#versions).
  return detailOf(status === 'draft' ? [{ status, input }] : [...versions, { status, input }]);
}

const failure = new Error('[Network] Failed to fetch');
/** What the path opens: a new question (also where its load fails), or a draft made for it. */
function kindOf(path: Path): 'new' | 'draft' {
  const drafted = path.steps.some(({ event }) => {
    const { output } = event as EventObject & { output?: { detail?: BankQuestionDetail | null } };
    return event.type === 'xstate.done.actor.loadEditor' && output?.detail !== null;
  });
  return drafted ? 'draft' : 'new';
}

/**
 * The steps of the model in each state. A new question is only saved, which the bank's rules
 * refuse; its load fails once on another page. A draft made for the path walks one way, one step
 * in each state, so one page walks it all: the preview in English; a save; the text emptied and
 * Save refused by the rules, then blank and Publish refused; an edit whose save is refused, then
 * published (the status change refused once); the text emptied and Retire refused; an edit
 * retired (saved as version 2 first) and published again; a retire that meets a newer version
 * (version 3, opened), then a save that meets version 4 (docs/content.md#versions).
 */
function editorEvents(snapshot: AnyMachineSnapshot): Array<EventObject & Record<string, unknown>> {
  const c = snapshot.context as BankEditorContext;
  const status = c.detail?.question.status ?? null;
  const version = c.detail?.question.version ?? 0;
  const refused = c.refusal !== null;
  const saved = (change: 'save' | BankStatus) => ({ kind: 'saved', detail: changed(c, change) });
  const conflict = { kind: 'conflict' };
  if (snapshot.matches('loading')) {
    // After Open the newest version: the one made through GraphQL, with the first words.
    if (c.detail !== null) return [{ type: 'xstate.done.actor.loadEditor', output: { places, detail: changed({ ...c, draft: bankDraftOf(record) }, 'save') } }];
    return [
      { type: 'xstate.done.actor.loadEditor', output: { places, detail: detailOf([{ status: 'draft', input: original }]) } },
      { type: 'xstate.done.actor.loadEditor', output: { places, detail: null } },
      { type: 'xstate.error.actor.loadEditor', error: failure },
    ];
  }
  if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (snapshot.matches('conflict')) return [{ type: 'OPEN_NEWEST' }];
  const text = textOf(c.draft);
  const [save, publish, retire] = [{ type: 'SAVE' }, { type: 'PUBLISH' }, { type: 'RETIRE' }];
  if (snapshot.matches({ editing: 'saving' })) {
    if (status === 'draft' && c.then === null && text === 'edited') return [{ type: 'xstate.error.actor.saveQuestion', error: failure }];
    return [{ type: 'xstate.done.actor.saveQuestion', output: version === 3 ? conflict : saved('save') }];
  }
  if (snapshot.matches({ editing: 'changingStatus' })) {
    if (status === 'draft' && !refused) return [{ type: 'xstate.error.actor.setQuestionStatus', error: failure }];
    const meetsNewer = status === 'published' && c.then === 'retire' && c.notice === 'published';
    return [{ type: 'xstate.done.actor.setQuestionStatus', output: meetsNewer ? conflict : saved(c.then === 'retire' ? 'retired' : 'published') }];
  }
  if (snapshot.matches({ editing: 'invalid' })) {
    if (status === null) return [];
    return status === 'draft' && text === 'empty' ? [editText(' ')] : [editText(EDITED)];
  }
  switch (`${status ?? 'new'} ${version} ${text} ${c.dirty ? 'dirty' : 'clean'}`) {
    case 'new 0 empty clean':
      return [save];
    case 'draft 1 original clean':
      return c.notice === 'saved' ? [editText('')] : c.previewLanguage === 'en' ? [save] : [{ type: 'PREVIEW_LANGUAGE', language: 'en' }];
    case 'draft 1 empty dirty':
      return [save];
    case 'draft 1 edited dirty':
      return refused ? [publish] : [save];
    case 'draft 1 blank dirty':
    case 'draft 1 edited clean':
    case 'retired 2 edited clean':
      return [publish];
    case 'published 1 edited clean':
      return [editText('')];
    case 'published 1 empty dirty':
    case 'published 1 edited dirty':
    case 'published 2 edited clean':
      return [retire];
    case 'published 3 original clean':
      return [editText(EDITED)];
    case 'published 3 edited dirty':
      return [save];
    default:
      return [];
  }
}

type Driver = { page: Page; gate: Gate; question: number | null };
const operations = ['BankPlaces', 'BankUpdateQuestion', 'BankPublishQuestion', 'BankRetireQuestion'] as const;

const paths = await describeUiModel<Driver>({
  name: 'question editor',
  machine: bankEditorMachine,
  input: { id: null },
  modelMachine: (fakes) =>
    bankEditorMachine.provide({
      actors: {
        loadEditor: fakes.promise('loadEditor'),
        saveQuestion: fakes.promise('saveQuestion'),
        setQuestionStatus: fakes.promise('setQuestionStatus'),
        uploadImage: fakes.promise('uploadImage'),
      },
    }),
  events: editorEvents,
  // While a newer version is met and opened, the form's words and notices are left out.
  key: (snapshot) => {
    const { detail, draft, dirty, problems, then, notice, refusal, previewLanguage } = snapshot.context as BankEditorContext;
    const settling = snapshot.matches('conflict') || snapshot.matches('loading');
    return JSON.stringify({
      value: snapshot.value,
      status: detail?.question.status ?? null,
      version: detail?.question.version ?? null,
      ...(settling ? {} : { text: textOf(draft), dirty, problems: problems.length > 0, notice, refused: refusal !== null, then, previewLanguage }),
    });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain), from the question it opened.
  chain: { kind: kindOf, maxSteps: 40 },
  open: async (path) => {
    const kind = kindOf(path);
    const question = kind === 'new' ? null : await madeDraft();
    const page = await signedIn.newPage();
    const network = await gate(page, operations);
    await page.goto(question === null ? '/admin/bank/new' : `/admin/bank/${question}`);
    await network.waitFor('BankPlaces');
    return { page, gate: network, question };
  },
  act: async (driver, event, before) => {
    const { page, gate: network } = driver;
    const c = before.context as BankEditorContext;
    const settle = async (operation: (typeof operations)[number], outcome: 'pass' | 'fail') => {
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    const conflict = 'output' in event && typeof event.output === 'object' && event.output !== null && 'kind' in event.output && event.output.kind === 'conflict';
    // A newer version saved meanwhile: made while the editor's change waits on the wire.
    if (conflict) await newerVersion(driver);
    const statusOperation = c.then === 'retire' ? 'BankRetireQuestion' : 'BankPublishQuestion';
    const form = page.locator('main form');
    switch (event.type) {
      case 'xstate.done.actor.loadEditor':
        return settle('BankPlaces', 'pass');
      case 'xstate.error.actor.loadEditor':
        return settle('BankPlaces', 'fail');
      case 'xstate.done.actor.saveQuestion':
        return settle('BankUpdateQuestion', 'pass');
      case 'xstate.error.actor.saveQuestion':
        return settle('BankUpdateQuestion', 'fail');
      case 'xstate.done.actor.setQuestionStatus':
        return settle(statusOperation, 'pass');
      case 'xstate.error.actor.setQuestionStatus':
        return settle(statusOperation, 'fail');
      case 'RETRY':
        return page.getByRole('button', { name: messages.tryAgain }).click();
      case 'EDIT': {
        const { change } = event as EventObject & { change: { part: { data: string } } };
        return form
          .getByRole('group', { name: m.languageNames.bn, exact: true })
          .getByRole('textbox', { name: fillIn(m.partLabel, { field: m.questionField, number: '1' }), exact: true })
          .fill(change.part.data);
      }
      case 'PREVIEW_LANGUAGE':
        return page.locator('main aside').getByText(m.languageNames.en, { exact: true }).click();
      case 'SAVE':
        return form.getByRole('button', { name: m.save, exact: true }).click();
      case 'PUBLISH':
        return form.getByRole('button', { name: m.publish, exact: true }).click();
      case 'RETIRE':
        return form.getByRole('button', { name: m.retire, exact: true }).click();
      case 'OPEN_NEWEST':
        return form.getByRole('button', { name: m.openNewest, exact: true }).click();
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

expectMachineCoverage('bankEditorMachine', bankEditorMachine, paths, {
  'bankEditor.editing.uploading':
    "an upload needs an image part added and a file chosen in the browser's file chooser; tests/e2e/questionBank.test.ts uploads one and the engine's test walks its failure",
  'bankEditor.editing.ready --UPLOAD--> bankEditor.editing.uploading': 'the same: tests/e2e/questionBank.test.ts uploads an image from the editor',
  'bankEditor.editing.invalid --UPLOAD--> bankEditor.editing.uploading': 'the same: tests/e2e/questionBank.test.ts uploads an image from the editor',
  'bankEditor.editing.uploading --EDIT--> (self)': 'the form is disabled while an image goes up, so nothing in the page sends an edit then',
  'bankEditor.editing.uploading --xstate.done.actor.uploadImage--> bankEditor.editing.ready': 'the same: tests/e2e/questionBank.test.ts uploads an image from the editor',
  'bankEditor.editing.uploading --xstate.error.actor.uploadImage--> bankEditor.editing.ready': "a refused upload is the engine's test (bankEditorMachine.test.ts)",
});

/** A draft of this file's subtopic made through GraphQL; its id. */
async function madeDraft(): Promise<number> {
  const { createBankQuestion } = await graphql<{ createBankQuestion: { question: { id: number } } }>(
    'mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { question { id } } }',
    { input: original },
    admin,
  );
  return createBankQuestion.question.id;
}

/** A newer version of the driver's question, saved through GraphQL with the first words. */
async function newerVersion({ question }: Driver): Promise<void> {
  if (question === null) throw new Error('a new question has no newer version');
  const { adminBankQuestion } = await graphql<{ adminBankQuestion: { current: number } }>('query($id: Int!) { adminBankQuestion(id: $id) { current } }', { id: question }, admin);
  await graphql('mutation($id: Int!, $input: BankQuestionInput!) { updateBankQuestion(id: $id, input: $input) { current } }', { id: adminBankQuestion.current, input: original }, admin);
}

type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | {
      screen: 'editor';
      heading: string;
      /** The address names the version the heading does (/admin/bank/new for a new question). */
      address: boolean;
      statusLine: string | null;
      busy: boolean;
      buttons: string[];
      text: string;
      preview: string;
      notice: string;
      refusal: string | null;
      conflict: string | null;
      unsaved: boolean;
      problems: string[];
      versions: string[];
    };

/** A version's line without its dates, which are the server's. */
const versionLine = (line: string) => {
  const parts = line.split(' · ');
  const last = parts[parts.length - 1] ?? '';
  return [...parts.slice(0, 3), last === m.currentVersion ? last : last.split(' ')[0]].join(' · ');
};
/** The heading without its id, which is the server's. */
const headingShape = (heading: string) => heading.replace(/\d+/g, '{id}');

function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = bankEditorView(snapshot as BankEditorSnapshot);
  if (view.screen !== 'editor') return view.screen === 'loading' ? { screen: 'loading' } : { screen: 'failed', message: view.message };
  return {
    screen: 'editor',
    heading: headingShape(view.heading),
    address: true,
    statusLine: view.statusLine,
    busy: view.busy,
    buttons: [view.save, view.publish, view.retire].flatMap((label) => (label === null ? [] : [`${label}${view.busy ? ' (disabled)' : ''}`])),
    text: view.sides[0]?.fields[0]?.parts[0]?.data ?? '',
    preview: view.preview.languages.length < 2 ? '' : view.preview.language,
    notice: view.notice ?? '',
    refusal: view.refusal,
    conflict: view.conflict?.message ?? null,
    unsaved: view.unsaved !== null,
    problems: view.problems?.items ?? [],
    versions: view.versions?.rows.map((row) => versionLine(row.text)) ?? [],
  };
}

async function screenFacts(page: Page): Promise<Facts> {
  const facts = await page.evaluate(
    ({ words }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${words.loading}"]`) !== null) return { screen: 'loading' as const };
      const form = main.querySelector('form');
      if (form === null) {
        const alert = main.querySelector('div[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const heading = text(main.querySelector('h1'));
      const buttons = [...form.querySelectorAll('button')]
        .filter((b) => [words.save, words.saving, words.publish, words.retire].includes(text(b)))
        .map((b) => `${text(b)}${b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true' || b.hasAttribute('data-disabled') ? ' (disabled)' : ''}`);
      const alerts = [...form.querySelectorAll('[role="alert"]')];
      const conflict = alerts.find((a) => text(a.querySelector('p')) === words.conflict);
      const problems = alerts.find((a) => a.querySelector('ul') !== null);
      const refusal = alerts.find((a) => a.tagName === 'P');
      const bengali = [...form.querySelectorAll('fieldset')].find((f) => f.getAttribute('lang') === 'bn');
      const textArea = bengali?.querySelector('textarea');
      const preview = main.querySelector('aside input[type="radio"]:checked');
      return {
        screen: 'editor' as const,
        heading,
        path: location.pathname,
        statusLine: [...main.querySelectorAll('p')].map(text).find((t) => t.startsWith(words.statusPrefix)) ?? null,
        busy: form.getAttribute('aria-busy') === 'true',
        buttons,
        text: textArea instanceof HTMLTextAreaElement ? textArea.value : '',
        preview: preview instanceof HTMLInputElement ? preview.value : '',
        notice: text(form.querySelector('p[role="status"]')),
        refusal: refusal === undefined ? null : text(refusal),
        conflict: conflict === undefined ? null : text(conflict.querySelector('p')),
        unsaved: [...form.querySelectorAll('span')].some((s) => text(s) === words.unsaved),
        problems: problems === undefined ? [] : [...problems.querySelectorAll('li')].map(text),
        versions: [...main.querySelectorAll('ol li')].map(text),
      };
    },
    {
      words: {
        loading: m.loadingQuestion,
        save: m.save,
        saving: m.saving,
        publish: m.publish,
        retire: m.retire,
        conflict: m.conflict,
        unsaved: m.unsaved,
        statusPrefix: fillIn(m.statusOf, { status: '' }).trim(),
      },
    },
  );
  if (facts.screen !== 'editor') return facts;
  const { path, heading, versions, ...rest } = facts;
  const id = /\d+/.exec(heading)?.[0];
  return {
    ...rest,
    heading: headingShape(heading),
    address: path === (id === undefined ? '/admin/bank/new' : `/admin/bank/${id}`),
    versions: versions.map(versionLine),
  };
}

function accessTokenOf(state: StorageState): string {
  const stored: unknown = JSON.parse(state.origins[0]?.localStorage[0]?.value ?? '{}');
  if (typeof stored === 'object' && stored !== null && 'accessToken' in stored && typeof stored.accessToken === 'string') return stored.accessToken;
  throw new Error('the session holds no access token');
}
