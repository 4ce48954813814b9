// The Admin's exam-template page (docs/content.md#exam-templates) driven by the engine's
// templateEditorMachine on /admin/exams in real Chromium against the real product. The paths act
// only on three templates of this file's own (made before the paths, put back as they were before
// each path): a previous-year paper whose form they edit through every kind of problem (name,
// questions and pass mark, a subject row, a university row) and save with a university's pass mark;
// a model test an exam was made from, whose deletion the api refuses; and a spare one they delete.
// They also make a new inactive model test through the form. The list and every save and delete are
// held on the wire until the model says the server answered or the connection failed. After every
// step the page must show what the model's state says.
//
// The admin signs in twice for the file: once through GraphQL for the fixtures, once on the login
// screen for the browser (the api counts 20 sign-ins an account a minute, and other files sign in
// too). The exam is made by a learner of the file's own, so no demo learner's exams change.
import {
  catalogueAdminMessages as words,
  editedDraft,
  messages,
  selectPlaceholder,
  ServerError,
  templateEditorMachine,
  templateEditorView,
  templateInputOf,
  draftOf,
  newTemplateDraft,
  type AdminCatalogue,
  type AdminExamTemplate,
  type AdminExamTemplateInput,
  type DraftEdit,
  type TemplateDraft,
  type TemplateEditorContext,
  type TemplateEditorData,
  type TemplateEditorSnapshot,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { tokenOf } from '../e2e/graphqlClient';
import { graphql, graphqlAnswer, learnerToken, signedInBrowser, subscribedLearner } from '../e2e/product';
import { closeGated, gate, type Gate } from './network';
import { describeUiModel, expectMachineCoverage } from './uiModel';

const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

const stamp = Date.now().toString(36);
const PAPER = `Model Template ${stamp}`;
const USED = `Model Template ${stamp} Used`;
const SPARE = `Model Template ${stamp} Spare`;
const MADE = `Model Template ${stamp} New`;
const OURS = [PAPER, USED, SPARE, MADE];

// One GraphQL sign-in for the file; the token lives far longer than the file runs.
const admin = await tokenOf(graphql, ADMIN);
const TEMPLATE_FIELDS =
  'id name bengali exam_type status time_per_question total_questions mark_per_qn negative_mark_per_qn subjects { subject name no_of_questions pass_mark } universities { university units pass_mark } exams';
const templatesNow = () =>
  graphql<{ adminExamTemplates: AdminExamTemplate[] }>(`{ adminExamTemplates { ${TEMPLATE_FIELDS} } }`, {}, admin).then((answer) => answer.adminExamTemplates);
const createTemplate = (input: AdminExamTemplateInput) =>
  graphql<{ createAdminExamTemplate: AdminExamTemplate }>(
    `mutation($input: AdminExamTemplateInput!) { createAdminExamTemplate(input: $input) { ${TEMPLATE_FIELDS} } }`,
    { input },
    admin,
  ).then((answer) => answer.createAdminExamTemplate);
const updateTemplate = (id: number, input: AdminExamTemplateInput) =>
  graphql<{ updateAdminExamTemplate: AdminExamTemplate }>(
    `mutation($id: Int!, $input: AdminExamTemplateInput!) { updateAdminExamTemplate(id: $id, input: $input) { ${TEMPLATE_FIELDS} } }`,
    { id, input },
    admin,
  ).then((answer) => answer.updateAdminExamTemplate);
const deleteTemplate = (id: number) => graphqlAnswer<{ deleteAdminExamTemplate: boolean }>('mutation($id: Int!) { deleteAdminExamTemplate(id: $id) }', { id }, admin);

// Two demo subjects the templates name (only named: the subjects themselves are left as they are).
const { adminCatalogue } = await graphql<{ adminCatalogue: Pick<AdminCatalogue, 'grades' | 'subjects'> }>('{ adminCatalogue { grades { id name } subjects { id name parent } } }', {}, admin);
const subjectNamed = (name: string) => {
  const found = adminCatalogue.subjects.find((s) => s.name === name);
  if (found === undefined) throw new Error(`no subject ${name}`);
  return { id: found.id, name: found.name, choice: `${found.name} (${adminCatalogue.grades.find((g) => g.id === found.parent)?.name ?? ''})` };
};
const physics = subjectNamed('Physics');
const chemistry = subjectNamed('Chemistry');

const paperInput: AdminExamTemplateInput = {
  name: PAPER,
  bengali: 'মডেল প্রশ্নপত্র',
  exam_type: 3,
  status: 'active',
  time_per_question: 36,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subjects: [{ subject: physics.id, no_of_questions: 10, pass_mark: 5 }],
  universities: [{ university: 'Model University', units: ['A'], pass_mark: null }],
};
const usedInput: AdminExamTemplateInput = {
  name: USED,
  bengali: '',
  exam_type: 2,
  status: 'active',
  time_per_question: 60,
  mark_per_qn: 1,
  negative_mark_per_qn: 0,
  subjects: [{ subject: physics.id, no_of_questions: 1, pass_mark: null }],
  universities: [],
};
const spareInput: AdminExamTemplateInput = {
  name: SPARE,
  bengali: '',
  exam_type: 2,
  status: 'inactive',
  time_per_question: 30,
  mark_per_qn: 2,
  negative_mark_per_qn: 0.5,
  subjects: [{ subject: chemistry.id, no_of_questions: 2, pass_mark: null }],
  universities: [],
};

const paper = await createTemplate(paperInput);
// An exam made from it by a learner of the file's own, then the template retired: no learner is
// offered it any more, and the api refuses its deletion.
const usedMade = await createTemplate(usedInput);
const learner = await subscribedLearner('template');
await graphql('mutation($t: Int!) { createModelExam(template: $t) { id } }', { t: usedMade.id }, await learnerToken(learner));
const used = await updateTemplate(usedMade.id, { ...usedInput, status: 'inactive' });
const spare = await createTemplate(spareInput);
// The api's refusal of the used template's deletion, in the api's own words.
const refusedUse = (await deleteTemplate(used.id)).errors?.[0]?.message;
if (refusedUse === undefined || !refusedUse.startsWith(USED)) throw new Error(`the used template was not refused: ${String(refusedUse)}`);

/** Puts the file's templates back as the paths start from them. */
async function putBack(): Promise<void> {
  const now = await templatesNow();
  const ours = now.find((t) => t.id === paper.id);
  if (ours === undefined) throw new Error('the model paper is gone');
  if (JSON.stringify(ours) !== JSON.stringify(paper)) await updateTemplate(paper.id, paperInput);
  if (!now.some((t) => t.name === SPARE)) await createTemplate(spareInput);
  for (const made of now.filter((t) => t.name === MADE)) await deleteTemplate(made.id);
}

const signedIn = signedInBrowser(ADMIN);
afterAll(async () => {
  // Only the used template stays (an exam was made from it); the others go.
  const now = await templatesNow();
  for (const ours of now.filter((t) => t.name === PAPER || t.name === SPARE || t.name === MADE)) await deleteTemplate(ours.id);
});

// The model's list: the file's three templates as the api gave them, and the subjects they name.
const baseline: TemplateEditorData = {
  templates: [paper, used, spare],
  subjects: [
    { id: physics.id, name: physics.choice },
    { id: chemistry.id, name: chemistry.choice },
  ],
};
const plainName = new Map([
  [physics.id, physics.name],
  [chemistry.id, chemistry.name],
]);
const failure = new Error('[Network] Failed to fetch');

/** The template the api answers a save of the draft with. */
function savedTemplate(draft: TemplateDraft, data: TemplateEditorData): AdminExamTemplate {
  const input = templateInputOf(draft);
  const before = data.templates.find((t) => t.id === draft.id);
  const total = input.subjects.reduce((n, s) => n + s.no_of_questions, 0);
  return {
    id: before?.id ?? 1e9,
    name: input.name,
    bengali: input.bengali === '' ? (before?.bengali ?? null) : input.bengali,
    exam_type: input.exam_type,
    status: input.status,
    time_per_question: input.time_per_question ?? ((input.exam_minutes ?? 0) * 60) / total,
    total_questions: total,
    mark_per_qn: input.mark_per_qn,
    negative_mark_per_qn: input.negative_mark_per_qn,
    subjects: input.subjects.map((s) => ({ subject: s.subject, name: plainName.get(s.subject) ?? '', no_of_questions: s.no_of_questions, pass_mark: s.pass_mark })),
    universities: input.universities,
    exams: before?.exams ?? 0,
  };
}

/**
 * The walk, scripted to stay small. The paper's form: from the paper as it is (D0), each edit
 * below leads to a draft whose Save shows its problems, and an edit in the invalid form either
 * leaves a problem or fixes the last one; the paper is saved with its university's pass mark.
 * The new template: a name, Inactive, Physics and 10 questions, saved.
 */
const D0 = draftOf(paper);
const edited = (draft: TemplateDraft, ...edits: DraftEdit[]) => edits.reduce(editedDraft, draft);
const field = (name: 'name' | 'status', value: string): DraftEdit => ({ type: 'FIELD', field: name, value });
const subjectField = (index: number, name: 'subject' | 'questions' | 'passMark', value: string): DraftEdit => ({ type: 'SUBJECT_FIELD', index, field: name, value });
const universityField = (index: number, name: 'university' | 'units' | 'passMark', value: string): DraftEdit => ({ type: 'UNIVERSITY_FIELD', index, field: name, value });
const addUniversity: DraftEdit = { type: 'ADD_UNIVERSITY' };
const addSubject: DraftEdit = { type: 'ADD_SUBJECT' };
const D1 = edited(D0, addUniversity);
const D2 = edited(D1, universityField(1, 'university', 'Second University'));
const D1b = edited(D1, addUniversity);
const D3 = edited(D2, universityField(1, 'units', 'B'));
const D8 = edited(D0, field('name', ''));
const D8b = edited(D0, field('name', '  '));
const D9 = edited(D0, subjectField(0, 'questions', '0'));
const D10 = edited(D0, addSubject);
const D10b = edited(D10, addSubject);
const D10c = edited(D10, subjectField(1, 'subject', String(chemistry.id)));
const D11 = edited(D0, universityField(0, 'passMark', '5'));
const D12 = edited(D10c, subjectField(1, 'questions', '5'));
const N0 = newTemplateDraft();
const newSteps: DraftEdit[] = [field('name', MADE), field('status', 'inactive'), subjectField(0, 'subject', String(physics.id)), subjectField(0, 'questions', '10')];
/** The new template's draft after none, one, two... of the steps. */
const newDrafts = newSteps.map((_, i) => edited(N0, ...newSteps.slice(0, i))).concat([edited(N0, ...newSteps)]);

/** An event of the model, with its fields. */
type ModelEvent = EventObject & Record<string, unknown>;
/** The events offered for each draft the walk reaches. */
type Script = Array<[TemplateDraft, ModelEvent[]]>;
const editingScript: Script = [
  [D0, [{ type: 'CANCEL' }, addUniversity, field('name', ''), addSubject, subjectField(0, 'questions', '0'), universityField(0, 'passMark', '5')]],
  [D1, [{ type: 'SAVE' }, { type: 'REMOVE_UNIVERSITY', index: 1 }]],
  [D8, [{ type: 'SAVE' }]],
  [D9, [{ type: 'SAVE' }]],
  [D10, [{ type: 'SAVE' }, { type: 'REMOVE_SUBJECT', index: 1 }]],
  [D11, [{ type: 'SAVE' }]],
  // The drafts the invalid form's fixes lead to, other than the paper as it is: back to it.
  [D3, [{ type: 'REMOVE_UNIVERSITY', index: 1 }]],
  [D12, [{ type: 'REMOVE_SUBJECT', index: 1 }]],
];
const invalidScript: Script = [
  [D1, [universityField(1, 'university', 'Second University'), { type: 'REMOVE_UNIVERSITY', index: 1 }, addUniversity, { type: 'SAVE' }, { type: 'CANCEL' }]],
  [D2, [universityField(1, 'units', 'B')]],
  [D1b, [{ type: 'REMOVE_UNIVERSITY', index: 2 }]],
  [D8, [field('name', '  ')]],
  [D8b, [field('name', PAPER)]],
  [D9, [subjectField(0, 'questions', '10')]],
  [D10, [{ type: 'REMOVE_SUBJECT', index: 1 }, subjectField(1, 'subject', String(chemistry.id)), addSubject]],
  [D10b, [{ type: 'REMOVE_SUBJECT', index: 2 }]],
  [D10c, [subjectField(1, 'questions', '5')]],
];
const sameDraft = (a: TemplateDraft, b: TemplateDraft) => JSON.stringify(a) === JSON.stringify(b);
const scripted = (script: Script, draft: TemplateDraft) => script.find(([d]) => sameDraft(d, draft))?.[1] ?? [];

/** The file's templates as the key tells them apart. */
const summary = (data: TemplateEditorData | null) => JSON.stringify(data?.templates.map((t) => [t.name, t.universities, t.status]) ?? null);
const BASELINE = summary(baseline);

function eventsOf(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const { data, draft, deleting } = snapshot.context as TemplateEditorContext;
  if (snapshot.matches('loading')) return [{ type: 'xstate.done.actor.loadTemplates', output: baseline }, { type: 'xstate.error.actor.loadTemplates', error: failure }];
  if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (data === null) return [];
  const untouched = summary(data) === BASELINE;
  if (snapshot.matches({ ready: 'deleting' })) {
    if (deleting === used.id) return [{ type: 'xstate.error.actor.deleteTemplate', error: new ServerError({ detail: refusedUse }) }];
    return [{ type: 'xstate.done.actor.deleteTemplate', output: undefined }, { type: 'xstate.error.actor.deleteTemplate', error: failure }];
  }
  if (snapshot.matches({ ready: 'saving' }) && draft !== null) {
    // A failed save is walked on the paper's form alone.
    const done = { type: 'xstate.done.actor.saveTemplate', output: savedTemplate(draft, data) };
    return draft.id === null ? [done] : [done, { type: 'xstate.error.actor.saveTemplate', error: failure }];
  }
  if (snapshot.matches({ ready: 'editing' }) && draft !== null) {
    if (!untouched) return [{ type: 'CANCEL' }];
    if (draft.id === null) {
      const done = newDrafts.findIndex((d) => sameDraft(d, draft));
      const next = newSteps[done];
      if (done === -1) return [];
      if (done === 0) return [...newSteps.slice(0, 1), { type: 'CANCEL' }];
      return next === undefined ? [{ type: 'SAVE' }] : [next];
    }
    return scripted(editingScript, draft);
  }
  if (snapshot.matches({ ready: 'invalid' }) && draft !== null) return scripted(invalidScript, draft);
  // The list at rest: every action at first; after the one change a page keeps, one way on from
  // the saved list each (New after the new template, Edit after the paper's save, the used
  // template's refused Delete after the spare's deletion).
  if (untouched) return [{ type: 'NEW' }, { type: 'EDIT', id: paper.id }, { type: 'DELETE', id: used.id }, { type: 'DELETE', id: spare.id }];
  if (!snapshot.matches({ ready: 'saved' })) return [];
  if (data.templates.some((t) => t.name === MADE)) return [{ type: 'NEW' }];
  if (data.templates.some((t) => t.name === SPARE)) return [{ type: 'EDIT', id: paper.id }];
  return [{ type: 'DELETE', id: used.id }];
}

type Driver = { page: Page; gate: Gate };
const operations = ['AdminExamTemplates', 'CreateAdminExamTemplate', 'UpdateAdminExamTemplate', 'DeleteAdminExamTemplate'] as const;

const paths = await describeUiModel<Driver>({
  name: 'template editor',
  machine: templateEditorMachine,
  modelMachine: (fakes) =>
    templateEditorMachine.provide({
      actors: { loadTemplates: fakes.promise('loadTemplates'), saveTemplate: fakes.promise('saveTemplate'), deleteTemplate: fakes.promise('deleteTemplate') },
    }),
  events: eventsOf,
  // What the page tells apart; a refusal is said on a state the key keeps as one.
  key: (snapshot) => {
    const { draft, data, deleting } = snapshot.context as TemplateEditorContext;
    return JSON.stringify({ value: snapshot.value, draft, deleting, data: summary(data) });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain), until it keeps a change.
  chain: { maxSteps: 60 },
  open: async () => {
    await putBack();
    const page = await signedIn.context().newPage();
    const network = await gate(page, operations);
    await page.goto('/admin/exams');
    await network.waitFor('AdminExamTemplates');
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event, before) => {
    const settle = async (operation: string, outcome: 'pass' | 'fail') => {
      await network.waitFor(operation);
      await network.release(operation, outcome);
    };
    const { draft } = before.context as TemplateEditorContext;
    const saveOperation = draft?.id === null ? 'CreateAdminExamTemplate' : 'UpdateAdminExamTemplate';
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const card = (id: number) => {
      const view = templateEditorView(before as TemplateEditorSnapshot);
      const found = view.screen === 'list' ? view.templates.find((t) => t.id === id) : undefined;
      if (found === undefined) throw new Error(`no template ${id} on the page`);
      return found.labels;
    };
    const form = page.locator('form');
    const subjectRow = (index: number) => form.locator(`[data-subject-row="${index}"]`);
    const universityRow = (index: number) => page.getByRole('group', { name: words.universitiesLegend }).locator(':scope > div').nth(index);
    const pick = async (scope: ReturnType<typeof page.locator>, label: string, option: string) => {
      await scope.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    if (event.type.startsWith('xstate.')) {
      const outcome = event.type.startsWith('xstate.done.') || ('error' in event && event.error instanceof ServerError) ? 'pass' : 'fail';
      if (event.type.endsWith('.loadTemplates')) return settle('AdminExamTemplates', outcome);
      if (event.type.endsWith('.saveTemplate')) return settle(saveOperation, outcome);
      if (event.type.endsWith('.deleteTemplate')) return settle('DeleteAdminExamTemplate', outcome);
    }
    switch (event.type) {
      case 'RETRY':
        return button(messages.tryAgain).click();
      case 'NEW':
        return button(words.newTemplate).click();
      case 'EDIT':
        return button(card((event as EventObject & { id: number }).id).edit).click();
      case 'DELETE':
        return button(card((event as EventObject & { id: number }).id).delete).click();
      case 'SAVE':
        return button(words.save).click();
      case 'CANCEL':
        return button(words.cancel).click();
      case 'ADD_SUBJECT':
        return button(words.addSubjectRow).click();
      case 'ADD_UNIVERSITY':
        return button(words.addUniversity).click();
      case 'REMOVE_SUBJECT':
        return subjectRow((event as EventObject & { index: number }).index).getByRole('button', { name: words.remove, exact: true }).click();
      case 'REMOVE_UNIVERSITY':
        return universityRow((event as EventObject & { index: number }).index).getByRole('button', { name: words.remove, exact: true }).click();
      case 'FIELD': {
        const { field: name, value } = event as EventObject & { field: string; value: string };
        if (name === 'name') return form.getByLabel(words.nameLabel, { exact: true }).fill(value);
        if (name === 'status') return pick(form, words.statusLabel, value === 'active' ? words.statuses.active : words.statuses.inactive);
        throw new Error(`no UI action for the field ${name}`);
      }
      case 'SUBJECT_FIELD': {
        const { index, field: name, value } = event as EventObject & { index: number; field: string; value: string };
        if (name === 'subject') return pick(subjectRow(index), words.subjectLabel, baseline.subjects.find((s) => String(s.id) === value)?.name ?? '');
        return subjectRow(index)
          .getByLabel(name === 'questions' ? words.questionsLabel : words.passMarkLabel, { exact: true })
          .fill(value);
      }
      case 'UNIVERSITY_FIELD': {
        const { index, field: name, value } = event as EventObject & { index: number; field: string; value: string };
        const label = name === 'university' ? words.universityLabel : name === 'units' ? words.unitsLabel : words.passMarkLabel;
        return universityRow(index).getByLabel(label, { exact: true }).fill(value);
      }
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

expectMachineCoverage('templateEditorMachine', templateEditorMachine, paths, {
  'templateEditor.ready.invalid --SAVE--> templateEditor.ready.saving':
    'no edit reaches it: an edit that leaves no problem takes the form back to editing before Save (the guard fixesAll), so Save in the invalid form always finds a problem',
  'templateEditor.ready.invalid --ADD_SUBJECT--> templateEditor.ready.editing': 'a new subject row has no subject yet, so adding one never fixes the last problem',
  'templateEditor.ready.invalid --ADD_UNIVERSITY--> templateEditor.ready.editing': 'a new university row has no name and no unit yet, so adding one never fixes the last problem',
});

type Field = { label: string; value: string };
type Facts =
  | { screen: 'loading' }
  | { screen: 'failed'; message: string }
  | {
      screen: 'form';
      title: string;
      problems: string[];
      refusal: string | null;
      fields: Field[];
      subjects: string[][];
      universities: string[][] | null;
      save: string;
    }
  | { screen: 'list'; notice: string | null; refusal: string | null; busy: boolean; add: string; cards: string[][] };

const disabledMark = (disabled: boolean) => (disabled ? ' (disabled)' : '');

/** What the model's view says, of the file's templates. */
function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const view = templateEditorView(snapshot as TemplateEditorSnapshot);
  if (view.screen === 'loading') return { screen: 'loading' };
  if (view.screen === 'failed') return view;
  if (view.screen === 'form') {
    const { form } = view;
    const { draft } = form;
    const chosen = (label: string, options: ReadonlyArray<{ id: string | number; name: string }>, value: string) =>
      `${label}: ${options.find((o) => String(o.id) === value)?.name ?? selectPlaceholder(label)}`;
    return {
      screen: 'form',
      title: form.title,
      problems: form.problems,
      refusal: form.refusal,
      fields: [
        { label: words.nameLabel, value: draft.name },
        { label: words.bengaliLabel, value: draft.bengali },
        { label: words.typeLabel, value: chosen(words.typeLabel, form.types, String(draft.examType)) },
        { label: words.statusLabel, value: chosen(words.statusLabel, form.statuses, draft.status) },
        { label: words.timingLabel, value: chosen(words.timingLabel, form.timings, draft.timing) },
        draft.timing === 'exam' ? { label: words.examMinutes, value: draft.minutes } : { label: words.secondsPerQuestion, value: draft.seconds },
        { label: words.markPerQuestion, value: draft.mark },
        { label: words.negativeMark, value: draft.negative },
      ],
      subjects: draft.subjects.map((row) => [chosen(words.subjectLabel, form.subjects, row.subject === null ? '' : String(row.subject)), row.questions, row.passMark]),
      universities: form.previousYear ? draft.universities.map((row) => [row.university, row.units, row.passMark]) : null,
      save: `${form.saving ? words.saving : words.save}${disabledMark(form.saving)}`,
    };
  }
  return {
    screen: 'list',
    notice: view.notice,
    refusal: view.refusal,
    busy: view.busy,
    add: `${words.newTemplate}${disabledMark(view.busy)}`,
    cards: view.templates
      .filter((t) => OURS.includes(t.name))
      .map((t) => [
        t.name,
        t.bengali ?? '',
        `${t.type} · ${t.status}`,
        t.summary,
        t.passMarks,
        ...t.universities.map((u) => `${u.record}${u.rest}`),
        t.exams,
        `${t.labels.edit}${disabledMark(view.busy)}`,
        `${t.labels.delete}${disabledMark(view.busy)}`,
      ]),
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ ours, loadingLabel, labels, selects, universitiesLegend, newTemplate }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const disabled = (b: Element | null | undefined) => (b instanceof HTMLButtonElement && b.disabled ? ' (disabled)' : '');
      const main = document.querySelector('main');
      if (main === null || main.querySelector(`[aria-label="${loadingLabel}"]`) !== null) return { screen: 'loading' as const };
      /** A text field's value, or a select's name ('Type: Model test'), by its label within `scope`. */
      const valueIn = (scope: Element, label: string): string | null => {
        if (selects.includes(label)) {
          const trigger = [...scope.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? '').startsWith(`${label}: `));
          return trigger === undefined ? null : (trigger.getAttribute('aria-label') ?? '');
        }
        const element = [...scope.querySelectorAll('label')].find((l) => text(l) === label);
        const input = element === undefined ? null : document.getElementById(element.htmlFor);
        return input instanceof HTMLInputElement ? input.value : null;
      };
      const form = main.querySelector('form');
      if (form !== null) {
        const problems = form.querySelector('div[role="alert"]');
        const refusal = form.querySelector('p[role="alert"]');
        const fieldset = [...form.querySelectorAll('fieldset')].find((f) => text(f.querySelector('legend')) === universitiesLegend);
        const submit = form.querySelector('button[type="submit"]');
        return {
          screen: 'form' as const,
          title: text(form.querySelector('h2')),
          problems: problems === null ? [] : [...problems.querySelectorAll('li')].map(text),
          refusal: refusal === null ? null : text(refusal),
          fields: labels.top.flatMap((label) => {
            const value = valueIn(form, label);
            return value === null ? [] : [{ label, value }];
          }),
          subjects: [...form.querySelectorAll('[data-subject-row]')].map((row) => labels.subject.map((label) => valueIn(row, label) ?? '')),
          universities: fieldset === undefined ? null : [...fieldset.querySelectorAll(':scope > div')].map((row) => labels.university.map((label) => valueIn(row, label) ?? '')),
          save: `${text(submit)}${disabled(submit)}`,
        };
      }
      const add = [...main.querySelectorAll('button')].find((b) => text(b) === newTemplate);
      if (add === undefined) {
        const alert = main.querySelector('[role="alert"]');
        return alert === null ? { screen: 'loading' as const } : { screen: 'failed' as const, message: text(alert.querySelector('p')) };
      }
      const refusal = main.querySelector('p[role="alert"]');
      return {
        screen: 'list' as const,
        notice: main.querySelector('p[role="status"]') === null ? null : text(main.querySelector('p[role="status"]')),
        refusal: refusal === null ? null : text(refusal),
        busy: main.querySelector('ul[aria-busy="true"]') !== null,
        add: `${text(add)}${disabled(add)}`,
        cards: [...main.querySelectorAll('li[data-template]')]
          .filter((li) => ours.includes(li.getAttribute('data-template') ?? ''))
          .map((li) => [
            text(li.querySelector('p')),
            text(li.querySelector('p[lang="bn"]')),
            text(li.querySelector('span')),
            // The name and its twin are marked with their language; the page's own lines are not.
            ...[...li.querySelectorAll(':scope > p:not([lang])')].slice(0, 2).map(text),
            ...[...li.querySelectorAll(':scope > ul > li')].map(text),
            ...[...li.querySelectorAll(':scope > p:not([lang])')].slice(2).map(text),
            ...[...li.querySelectorAll('button')].map((b) => `${b.getAttribute('aria-label') ?? ''}${disabled(b)}`),
          ]),
      };
    },
    {
      ours: OURS,
      loadingLabel: words.templatesLoading,
      labels: {
        top: [words.nameLabel, words.bengaliLabel, words.typeLabel, words.statusLabel, words.timingLabel, words.examMinutes, words.secondsPerQuestion, words.markPerQuestion, words.negativeMark],
        subject: [words.subjectLabel, words.questionsLabel, words.passMarkLabel],
        university: [words.universityLabel, words.unitsLabel, words.passMarkLabel],
      },
      selects: [words.typeLabel, words.statusLabel, words.timingLabel, words.subjectLabel],
      universitiesLegend: words.universitiesLegend,
      newTemplate: words.newTemplate,
    },
  );
}
