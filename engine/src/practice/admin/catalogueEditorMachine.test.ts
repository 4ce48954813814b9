import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ServerError } from '../../access/serverError';
import { catalogueFixture, emptyCatalogue } from '../../testing/catalogue';
import { catalogueEditorMachine, type AdminCatalogue, type CatalogueChange, type CatalogueEntry } from './catalogueEditorMachine';
import { catalogueEditorView } from './catalogueEditorView';

function started(load: () => Promise<AdminCatalogue>, change: (c: CatalogueChange) => Promise<CatalogueEntry | null> = async () => null) {
  const changes: CatalogueChange[] = [];
  const actor = createActor(
    catalogueEditorMachine.provide({
      actors: {
        loadCatalogue: fromPromise(load),
        changeCatalogue: fromPromise(async ({ input }: { input: CatalogueChange }) => {
          changes.push(input);
          return change(input);
        }),
      },
    }),
  ).start();
  return { actor, changes };
}

describe('catalogueEditorMachine (docs/content.md#catalogue)', () => {
  test('the grades show first; Open walks down to subjects, topics and subtopics with their facts', async () => {
    const { actor } = started(async () => catalogueFixture);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ screen: 'page', levels: [{ kind: 'grade', entries: [{ name: 'HSC', bengali: 'এইচএসসি', facts: ['160 questions'] }] }] });
    actor.send({ type: 'OPEN', kind: 'grade', id: 1 });
    actor.send({ type: 'OPEN', kind: 'subject', id: 11 });
    actor.send({ type: 'OPEN', kind: 'topic', id: 21 });
    const view = catalogueEditorView(actor.getSnapshot());
    expect(view).toMatchObject({
      screen: 'page',
      levels: [
        { kind: 'grade' },
        { kind: 'subject', title: 'Subjects of HSC', entries: [{ name: 'Physics', facts: ['80 questions', 'in 4 exam templates', 'Price 50 BDT', 'Offered'], offered: true }, { name: 'Chemistry', facts: ['80 questions', 'in 4 exam templates', 'No price yet', 'Retired'], offered: false }] },
        { kind: 'topic', title: 'Topics of Physics', entries: [{ name: 'Kinematics' }] },
        { kind: 'subtopic', title: 'Subtopics of Kinematics', entries: [{ name: 'Free fall', open: false }] },
      ],
    });
    // Opening another subject closes the topic opened under the first.
    actor.send({ type: 'OPEN', kind: 'subject', id: 12 });
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ levels: [{}, {}, { kind: 'topic', title: 'Topics of Chemistry', empty: 'Nothing here yet.' }] });
  });

  test('an empty catalogue asks for a grade; a failed load says so and retries', async () => {
    const { actor } = started(async () => emptyCatalogue);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(catalogueEditorView(actor.getSnapshot())).toEqual({ screen: 'empty', message: 'The catalogue is empty. Add a grade to begin.', add: 'Add grade' });
    let calls = 0;
    const failing = started(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return catalogueFixture;
    }).actor;
    await waitFor(failing, (s) => s.matches('loadFailed'));
    expect(catalogueEditorView(failing.getSnapshot())).toEqual({ screen: 'failed', message: 'The catalogue could not be loaded.' });
    failing.send({ type: 'RETRY' });
    await waitFor(failing, (s) => s.matches('ready'));
  });

  test('Add checks the name (invalid) before sending; the new entry joins its parent', async () => {
    const made: CatalogueEntry = { kind: 'topic', id: 22, name: 'Dynamics', bengali: 'গতিবিদ্যা ২', parent: 11, questions: 0, templates: 0, offered: null, price_poisha: null };
    const { actor, changes } = started(async () => catalogueFixture, async () => made);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'ADD', kind: 'topic' });
    expect(actor.getSnapshot().matches({ ready: 'shown' })).toBe(true);
    actor.send({ type: 'OPEN', kind: 'grade', id: 1 });
    actor.send({ type: 'OPEN', kind: 'subject', id: 11 });
    actor.send({ type: 'ADD', kind: 'topic' });
    actor.send({ type: 'NAME', value: 'kinematics' });
    actor.send({ type: 'SAVE' });
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ screen: 'form', form: { title: 'New Topic', problem: 'That name is already here.' } });
    actor.send({ type: 'NAME', value: 'Dynamics' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    actor.send({ type: 'BENGALI', value: 'গতিবিদ্যা ২' });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(changes).toEqual([{ type: 'create', kind: 'topic', parent: 11, name: 'Dynamics', bengali: 'গতিবিদ্যা ২' }]);
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ notice: 'Saved.', levels: [{}, {}, { entries: [{ name: 'Kinematics' }, { name: 'Dynamics' }] }] });
  });

  test("Retire sends at once; a refused delete keeps the entry and says the api's reason", async () => {
    const { actor, changes } = started(async () => catalogueFixture, async (change) => {
      if (change.type === 'delete') throw new ServerError({ detail: 'Physics cannot be deleted: 1 topics, 80 questions use it.' });
      const physics = catalogueFixture.subjects.find((e) => e.id === 11);
      if (physics === undefined) throw new Error('no Physics in the fixture');
      return { ...physics, offered: false };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'OPEN', kind: 'grade', id: 1 });
    actor.send({ type: 'SET_OFFERED', id: 11, offered: false });
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ busy: true });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ levels: [{}, { entries: [{ name: 'Physics', offered: false }, {}] }] });
    actor.send({ type: 'DELETE', kind: 'subject', id: 11 });
    await waitFor(actor, (s) => s.matches({ ready: 'shown' }));
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ refusal: 'Physics cannot be deleted: 1 topics, 80 questions use it.', levels: [{}, { entries: [{ name: 'Physics' }, {}] }] });
    expect(changes.map((c) => c.type)).toEqual(['update', 'delete']);
  });

  test('Rename opens the form with the name and twin; Cancel changes nothing', async () => {
    const { actor, changes } = started(async () => catalogueFixture);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'RENAME', kind: 'grade', id: 1 });
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ screen: 'form', form: { title: 'Rename HSC', name: 'HSC', bengali: 'এইচএসসি', problem: null } });
    actor.send({ type: 'CANCEL' });
    expect(changes).toEqual([]);
    expect(catalogueEditorView(actor.getSnapshot())).toMatchObject({ screen: 'page', notice: null });
  });
});
