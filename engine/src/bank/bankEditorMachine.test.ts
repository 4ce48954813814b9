import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ServerError } from '../access/serverError';
import { bankPlaces, draftDetail, publishedDetail, secondVersionDetail } from '../testing/bank';
import { settled } from '../testing/modelPaths';
import type { BankQuestionInput } from './bankDraft';
import { bankEditorMachine, type BankEditorLoaded, type BankSaveResult, type BankUploadedImage } from './bankEditorMachine';
import { bankEditorView, type BankEditorView } from './bankEditorView';
import { deferred, type Deferred } from '../testing/deferred';

function started(id: number | null) {
  const loads: Array<{ id: number | null; answer: Deferred<BankEditorLoaded> }> = [];
  const saves: Array<{ id: number | null; input: BankQuestionInput; answer: Deferred<BankSaveResult> }> = [];
  const statuses: Array<{ id: number; status: string; answer: Deferred<BankSaveResult> }> = [];
  const uploads: Array<{ name: string; answer: Deferred<BankUploadedImage> }> = [];
  const actor = createActor(
    bankEditorMachine.provide({
      actors: {
        loadEditor: fromPromise(({ input }) => {
          const answer = deferred<BankEditorLoaded>();
          loads.push({ id: input.id, answer });
          return answer.promise;
        }),
        saveQuestion: fromPromise(({ input }) => {
          const answer = deferred<BankSaveResult>();
          saves.push({ ...input, answer });
          return answer.promise;
        }),
        setQuestionStatus: fromPromise(({ input }) => {
          const answer = deferred<BankSaveResult>();
          statuses.push({ ...input, answer });
          return answer.promise;
        }),
        uploadImage: fromPromise(({ input }) => {
          const answer = deferred<BankUploadedImage>();
          uploads.push({ name: input.file.name, answer });
          return answer.promise;
        }),
      },
    }),
    { input: { id } },
  ).start();
  const editor = (): Extract<BankEditorView, { screen: 'editor' }> => {
    const view = bankEditorView(actor.getSnapshot());
    if (view.screen !== 'editor') throw new Error(`not the editor: ${view.screen}`);
    return view;
  };
  return { actor, loads, saves, statuses, uploads, settle: () => settled(), view: () => bankEditorView(actor.getSnapshot()), editor };
}

describe('bankEditorMachine (docs/content.md#editor)', () => {
  it('a new question: problems are shown on SAVE and nothing is sent; fixed, it is created as a draft', async () => {
    const { actor, loads, saves, settle, view, editor } = started(null);
    expect(view()).toEqual({ screen: 'loading', label: 'Loading the question' });
    loads[0]?.answer.resolve({ places: bankPlaces, detail: null });
    await settle();
    expect(editor()).toMatchObject({ heading: 'New question', statusLine: null, publish: 'Publish', retire: null, problems: null });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(editor().problems?.items).toContain('Choose a subject, topic and subtopic.');
    expect(saves).toHaveLength(0);
    // Fill it in: place, answer, every Bengali part.
    for (const [level, id] of [['subject', 1], ['topic', 11], ['subtopic', 111]] as const) actor.send({ type: 'EDIT', change: { edit: 'place', level, id } });
    actor.send({ type: 'EDIT', change: { edit: 'answer', option: 0 } });
    actor.send({ type: 'EDIT', change: { edit: 'part', language: 'bn', field: 'question', index: 0, part: { type: 'text', data: 'বেগ কত?' } } });
    ['৫', '১০', '১৫', '২০'].forEach((data, option) => actor.send({ type: 'EDIT', change: { edit: 'part', language: 'bn', field: 'option', option, index: 0, part: { type: 'text', data } } }));
    expect(editor().problems).toBeNull();
    expect(editor().unsaved).toBe('Unsaved changes');
    expect(editor().preview.question.question_data).toEqual([{ id: 1, type: 'text', data: 'বেগ কত?' }]);
    actor.send({ type: 'SAVE' });
    expect(saves[0]).toMatchObject({ id: null, input: { subject: 1, topic: 11, subtopic: 111, language: 'bn', twin: null, explanation: [] } });
    expect(editor()).toMatchObject({ busy: true, save: 'Saving…' });
    saves[0]?.answer.resolve({ kind: 'saved', detail: draftDetail });
    await settle();
    expect(editor()).toMatchObject({ heading: 'Question 501', notice: 'Saved.', unsaved: null, busy: false });
    expect(editor().statusLine).toBe('Status: Draft · Version 1');
  });

  it('editing a published question saves it as version 2 and says the old one stays', async () => {
    const { actor, loads, saves, settle, editor } = started(501);
    expect(loads[0]?.id).toBe(501);
    loads[0]?.answer.resolve({ places: bankPlaces, detail: publishedDetail });
    await settle();
    expect(editor()).toMatchObject({ publish: null, retire: 'Retire' });
    actor.send({ type: 'EDIT', change: { edit: 'answer', option: 1 } });
    actor.send({ type: 'SAVE' });
    expect(saves[0]?.id).toBe(501);
    expect(saves[0]?.input.options.map((o) => o.is_answer)).toEqual([false, true, false, false]);
    saves[0]?.answer.resolve({ kind: 'saved', detail: secondVersionDetail });
    await settle();
    expect(editor().notice).toBe('Saved as version 2: exams already taken keep showing version 1.');
    expect(editor().heading).toBe('Question 640');
    expect(editor().versions?.rows.map((r) => r.current)).toEqual([true, false]);
    expect(editor().versions?.rows[1]?.text).toContain('Version 1 · Published · answer A');
  });

  it('PUBLISH with unsaved changes saves first, then publishes', async () => {
    const { actor, loads, saves, statuses, settle, editor } = started(501);
    loads[0]?.answer.resolve({ places: bankPlaces, detail: draftDetail });
    await settle();
    actor.send({ type: 'EDIT', change: { edit: 'languages', languages: 'bn' } });
    actor.send({ type: 'PUBLISH' });
    expect(saves[0]?.input.twin).toBeNull();
    saves[0]?.answer.resolve({ kind: 'saved', detail: draftDetail });
    await settle();
    expect(statuses.map((s) => [s.id, s.status])).toEqual([[501, 'published']]);
    statuses[0]?.answer.resolve({ kind: 'saved', detail: publishedDetail });
    await settle();
    expect(editor()).toMatchObject({ notice: 'Published: learners can now be given it.', statusLine: 'Status: Published · Version 1' });
  });

  it('a newer version saved meanwhile is a conflict until the newest is opened; a refusal is said and the draft stays', async () => {
    const { actor, loads, saves, settle, editor } = started(501);
    loads[0]?.answer.resolve({ places: bankPlaces, detail: publishedDetail });
    await settle();
    actor.send({ type: 'EDIT', change: { edit: 'answer', option: 3 } });
    actor.send({ type: 'SAVE' });
    saves[0]?.answer.reject(new ServerError({ detail: 'Not found.' }));
    await settle();
    expect(editor()).toMatchObject({ refusal: 'Not found.', unsaved: 'Unsaved changes', busy: false });
    actor.send({ type: 'SAVE' });
    saves[1]?.answer.resolve({ kind: 'conflict' });
    await settle();
    expect(editor().conflict).toEqual({ message: 'A newer version of this question was saved meanwhile. Open it to edit.', action: 'Open the newest version' });
    expect(editor().busy).toBe(true);
    actor.send({ type: 'SAVE' });
    expect(saves).toHaveLength(2);
    actor.send({ type: 'OPEN_NEWEST' });
    expect(loads[1]?.id).toBe(501);
    loads[1]?.answer.resolve({ places: bankPlaces, detail: secondVersionDetail });
    await settle();
    expect(editor()).toMatchObject({ heading: 'Question 640', conflict: null, unsaved: null });
  });

  it('an uploaded image fills its image part with its path and size; a refused upload is said', async () => {
    const { actor, loads, uploads, settle, editor } = started(501);
    loads[0]?.answer.resolve({ places: bankPlaces, detail: draftDetail });
    await settle();
    actor.send({ type: 'EDIT', change: { edit: 'addPart', language: 'bn', field: 'question', type: 'image' } });
    const imagePart = () => editor().sides[0]?.fields[0]?.parts[2];
    expect(imagePart()).toMatchObject({ type: 'image', data: '', upload: 'Upload image' });
    actor.send({ type: 'UPLOAD', language: 'bn', at: { field: 'question' }, index: 2, file: { name: 'graph.png', size: 2048, type: 'image/png' } });
    expect(uploads.map((u) => u.name)).toEqual(['graph.png']);
    expect(imagePart()?.upload).toBe('Uploading…');
    expect(editor().busy).toBe(true);
    uploads[0]?.answer.resolve({ path: 'bank-upload/abc.png', bytes: 2048, width: 320, height: 240 });
    await settle();
    expect(actor.getSnapshot().context.draft.sides.bn.question[2]).toEqual({ type: 'image', data: 'bank-upload/abc.png', width: 320, height: 240 });
    const parts = editor().preview.question.question_data;
    expect(parts[parts.length - 1]).toEqual({ id: 3, type: 'image', data: 'bank-upload/abc.png', width: 320, height: 240 });
    actor.send({ type: 'UPLOAD', language: 'bn', at: { field: 'question' }, index: 2, file: { name: 'notes.txt', size: 10, type: 'text/plain' } });
    uploads[1]?.answer.reject(new ServerError({ detail: 'Not found.' }));
    await settle();
    expect(editor()).toMatchObject({ refusal: 'Not found.', busy: false });
    expect(actor.getSnapshot().context.draft.sides.bn.question[2]?.data).toBe('bank-upload/abc.png');
  });

  it('a failed load is said and RETRY loads again', async () => {
    const { actor, loads, settle, view } = started(9);
    loads[0]?.answer.reject(new Error('offline'));
    await settle();
    expect(view()).toEqual({ screen: 'failed', message: 'The question could not be loaded.', retry: 'Try again' });
    actor.send({ type: 'RETRY' });
    expect(loads).toHaveLength(2);
  });
});
