import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ServerError } from '../../access/serverError';
import { emptyTemplateData, gstModelTest, templateData } from '../../testing/catalogue';
import type { AdminExamTemplate, AdminExamTemplateInput } from './templateDraft';
import { templateEditorMachine, type TemplateEditorData } from './templateEditorMachine';
import { templateEditorView } from './templateEditorView';

type Save = { id: number | null; input: AdminExamTemplateInput };

function started(load: () => Promise<TemplateEditorData>, save: (s: Save) => Promise<AdminExamTemplate> = async () => gstModelTest, remove: (id: number) => Promise<void> = async () => undefined) {
  const saves: Save[] = [];
  const actor = createActor(
    templateEditorMachine.provide({
      actors: {
        loadTemplates: fromPromise(load),
        saveTemplate: fromPromise(async ({ input }: { input: Save }) => {
          saves.push(input);
          return save(input);
        }),
        deleteTemplate: fromPromise(async ({ input }: { input: { id: number } }) => remove(input.id)),
      },
    }),
  ).start();
  return { actor, saves };
}

const refusal = (detail: string) => new ServerError({ detail });

describe('templateEditorMachine (docs/content.md#exam-templates)', () => {
  test('the list loads, or says it is empty, or says it failed and retries', async () => {
    const { actor } = started(async () => templateData);
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    const view = templateEditorView(actor.getSnapshot());
    expect(view).toMatchObject({ screen: 'list', empty: null, templates: [{ name: 'GST Model Test', summary: '100 questions · 60 min · 1 a question, −0.25 a wrong one', passMarks: 'Pass marks: Physics 20, Chemistry 20' }, { status: 'Inactive', passMarks: 'No pass marks' }] });

    const empty = started(async () => emptyTemplateData).actor;
    await waitFor(empty, (s) => s.matches('ready'));
    expect(templateEditorView(empty.getSnapshot())).toMatchObject({ screen: 'list', empty: 'No exam template yet. Create a model test or a previous-year paper.' });

    let calls = 0;
    const failing = started(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return templateData;
    }).actor;
    await waitFor(failing, (s) => s.matches('loadFailed'));
    expect(templateEditorView(failing.getSnapshot())).toEqual({ screen: 'failed', message: 'The exam templates could not be loaded.' });
    failing.send({ type: 'RETRY' });
    await waitFor(failing, (s) => s.matches('ready'));
  });

  test('Save of a form with problems lists them all (invalid); fixing the last makes it valid; the saved template joins the list', async () => {
    const made = { ...gstModelTest, id: 9, name: 'Medical Admission 2026' };
    const { actor, saves } = started(async () => emptyTemplateData, async () => made);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'NEW' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ ready: 'invalid' })).toBe(true);
    const form = templateEditorView(actor.getSnapshot());
    expect(form).toMatchObject({ screen: 'form', form: { title: 'New exam template', problems: ['Enter a name in English.', 'Choose the subject of every row.', 'Every subject needs 1 to 200 questions.'] } });

    actor.send({ type: 'FIELD', field: 'name', value: 'Medical Admission 2026' });
    actor.send({ type: 'SUBJECT_FIELD', index: 0, field: 'subject', value: '12' });
    actor.send({ type: 'FIELD', field: 'minutes', value: '75' });
    expect(actor.getSnapshot().matches({ ready: 'invalid' })).toBe(true);
    actor.send({ type: 'SUBJECT_FIELD', index: 0, field: 'passMark', value: '40' });
    actor.send({ type: 'SUBJECT_FIELD', index: 0, field: 'questions', value: '100' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(saves).toMatchObject([{ id: null, input: { name: 'Medical Admission 2026', exam_minutes: 75, subjects: [{ subject: 12, no_of_questions: 100, pass_mark: 40 }] } }]);
    expect(templateEditorView(actor.getSnapshot())).toMatchObject({ screen: 'list', notice: 'Saved.', templates: [{ name: 'Medical Admission 2026' }] });
  });

  test("the api's refusal is shown on the form in its words, and the draft kept", async () => {
    const { actor } = started(async () => templateData, async () => {
      throw refusal('Another exam template is named GST Model Test.');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'EDIT', id: 7 });
    actor.send({ type: 'FIELD', field: 'status', value: 'inactive' });
    actor.send({ type: 'SAVE' });
    expect(templateEditorView(actor.getSnapshot())).toMatchObject({ screen: 'form', form: { saving: true } });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.refusal !== null);
    expect(templateEditorView(actor.getSnapshot())).toMatchObject({ screen: 'form', form: { title: 'Edit GST Model Test', refusal: 'Another exam template is named GST Model Test.', draft: { status: 'inactive' } } });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ ready: 'list' })).toBe(true);
  });

  test('a previous-year type opens a university row; a delete removes the template, a refused one says why', async () => {
    let refuse = true;
    const { actor } = started(async () => templateData, undefined, async () => {
      if (refuse) throw refusal('GST Model Test cannot be deleted: 12 exams were made from it. Make it inactive instead.');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'NEW' });
    actor.send({ type: 'FIELD', field: 'examType', value: '3' });
    expect(actor.getSnapshot().context.draft?.universities).toHaveLength(1);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'DELETE', id: 7 });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }) && s.context.refusal !== null);
    expect(templateEditorView(actor.getSnapshot())).toMatchObject({ refusal: 'GST Model Test cannot be deleted: 12 exams were made from it. Make it inactive instead.' });
    refuse = false;
    actor.send({ type: 'DELETE', id: 8 });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(templateEditorView(actor.getSnapshot())).toMatchObject({ notice: 'Deleted.', templates: [{ id: 7 }] });
  });
});
