import { createActor } from 'xstate';
import { effectsOf, startRecording } from '../testing/effects';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { messages } from '../messages';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { expectTemplatesLoadedWithReload } from '../testing/templateSetup';
import { practiceMessages } from './messages';
import { modelTestMachine, modelTestViewOf, type CreatedModelExam, type CreateModelExamInput, type ModelTestContext } from './modelTestMachine';
import { canStartModelTest, type ModelTestTemplate } from './modelTestSelection';

const physics = { id: 11, subject: { name: 'Physics' }, no_of_questions: 20, count_for_pass: 8 };
const chemistry = { id: 12, subject: { name: 'Chemistry' }, no_of_questions: 10, count_for_pass: 4 };
const full: ModelTestTemplate = { id: 1, name: 'Engineering Model Test', exam_time_per_question: 60, subjects: [physics, chemistry] };
const empty: ModelTestTemplate = { id: 2, name: 'Draft', exam_time_per_question: 60, subjects: [] };

function start(fakes: FakePromises) {
  const machine = modelTestMachine.provide({
    actors: {
      loadTemplates: fakes.promise<ModelTestTemplate[]>('loadTemplates'),
      createModelExam: fakes.promise<CreatedModelExam, CreateModelExamInput>('createModelExam'),
    },
  });
  return startRecording(createActor(machine));
}

describeModel('modelTestMachine', modelTestMachine, {
  events: () => [
    { type: 'xstate.done.actor.loadTemplates', output: [full, empty] },
    { type: 'xstate.error.actor.loadTemplates', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'CHOOSE', templateId: 1 },
    { type: 'CHOOSE', templateId: 2 },
    { type: 'CLEAR' },
    { type: 'START' },
    { type: 'xstate.done.actor.createModelExam', output: { id: 90, time_remaining: 1800 } },
    { type: 'xstate.error.actor.createModelExam', error: new ServerError({ detail: 'Template is inactive' }) },
    { type: 'xstate.error.actor.createModelExam', error: new Error('') },
  ],
  start: (fakes) => ({ actor: start(fakes) }),
  invariant: (snapshot) => {
    const context = snapshot.context as ModelTestContext;
    // The chosen template is always one of the listed ones, and only a table with subjects starts.
    if (context.template !== null) expect(context.templates).toContainEqual(context.template);
    if (snapshot.matches('creating') || snapshot.matches('created')) expect(canStartModelTest(context.template)).toBe(true);
  },
});

async function listed() {
  const fakes = fakePromises();
  const actor = start(fakes);
  fakes.settle('loadTemplates', 'done', [full, empty]);
  await settled();
  fakes.calls.length = 0;
  return { actor, fakes, effects: effectsOf(actor) };
}

describe('modelTestMachine', () => {
  it('loads the templates itself and offers a reload when that fails', () =>
    expectTemplatesLoadedWithReload(start, [full, empty], { type: 'CHOOSE', templateId: 1 }));

  it('choosing a template shows its subject table; Clear empties it', async () => {
    const { actor } = await listed();
    actor.send({ type: 'CHOOSE', templateId: 1 });
    expect(actor.getSnapshot().context.template?.subjects).toEqual([physics, chemistry]);
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.template).toBeNull();
  });

  it('Start does nothing with no template or an empty subject table', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'START' });
    actor.send({ type: 'CHOOSE', templateId: 2 });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(fakes.calls).toEqual([]);
  });

  it('ignores a template that is not listed', async () => {
    const { actor } = await listed();
    actor.send({ type: 'CHOOSE', templateId: 3 });
    expect(actor.getSnapshot().context.template).toBeNull();
  });

  it("Start creates the exam from the template, says 'Exam Started Successfully' and opens it", async () => {
    const { actor, fakes, effects } = await listed();
    actor.send({ type: 'CHOOSE', templateId: 1 });
    actor.send({ type: 'START' });
    expect(fakes.calls).toEqual([{ name: 'createModelExam', input: { template: 1 } }]);
    fakes.settle('createModelExam', 'done', { id: 90, time_remaining: 1800 });
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    // The clock starts from the server's seconds, carried by the machine's own output.
    expect(actor.getSnapshot().output).toEqual({ examId: 90, remaining: 1800 });
    expect(effects.all).toEqual([
      { type: 'toast', message: practiceMessages.examStarted, kind: 'success' },
      { type: 'navigate', to: '/model-exam/90?remaining=1800' },
    ]);
  });

  it('opens an exam the server gave no seconds for without ?remaining', async () => {
    const { actor, fakes, effects } = await listed();
    actor.send({ type: 'CHOOSE', templateId: 1 });
    actor.send({ type: 'START' });
    fakes.settle('createModelExam', 'done', { id: 91, time_remaining: 0 });
    await settled();
    expect(effects.navigations).toEqual([{ type: 'navigate', to: '/model-exam/91' }]);
  });

  it("a refused Start shows the server detail, else 'Something went wrong'", async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'CHOOSE', templateId: 1 });
    actor.send({ type: 'START' });
    fakes.settle('createModelExam', 'error', new ServerError({ detail: 'Template is inactive' }));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Template is inactive');
    actor.send({ type: 'START' });
    fakes.settle('createModelExam', 'error', new Error(''));
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ error: messages.somethingWrong, created: null });
  });
});

describe('modelTestViewOf', () => {
  it('shows the spinner, the load failure, then the form, with progress while the exam is made and until it opens', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    expect(modelTestViewOf(actor.getSnapshot())).toEqual({ screen: 'loading', creating: false });
    fakes.settle('loadTemplates', 'error', new Error('offline'));
    await settled();
    expect(modelTestViewOf(actor.getSnapshot())).toEqual({ screen: 'failed', creating: false });
    actor.send({ type: 'RETRY' });
    fakes.settle('loadTemplates', 'done', [full, empty]);
    await settled();
    expect(modelTestViewOf(actor.getSnapshot())).toEqual({ screen: 'form', creating: false });
    actor.send({ type: 'CHOOSE', templateId: 1 });
    actor.send({ type: 'START' });
    expect(modelTestViewOf(actor.getSnapshot())).toEqual({ screen: 'form', creating: true });
    fakes.settle('createModelExam', 'error', new ServerError({ detail: 'Template is inactive' }));
    await settled();
    expect(modelTestViewOf(actor.getSnapshot())).toEqual({ screen: 'form', creating: false });
    actor.send({ type: 'START' });
    fakes.settle('createModelExam', 'done', { id: 90, time_remaining: 1800 });
    await settled();
    expect(modelTestViewOf(actor.getSnapshot())).toEqual({ screen: 'form', creating: true });
  });
});
