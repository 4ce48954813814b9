import { createActor } from 'xstate';
import { effectsOf, startRecording } from '../testing/effects';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { messages } from '../messages';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { expectTemplatesLoadedWithReload } from '../testing/templateSetup';
import { practiceMessages } from './messages';
import type { PreviousYearChoice, PreviousYearTemplate } from './previousYear';
import {
  chosenUniversity,
  previousYearMachine,
  previousYearViewOf,
  type CreatedPreviousYearExam,
  type CreatePreviousYearInput,
  type PreviousYearContext,
} from './previousYearMachine';

const dhaka = { id: 5, university_id: 15, university: 'Dhaka University', units: 'A', count_for_pass: 40 };
const buet = { id: 6, university_id: 16, university: 'BUET', units: 'Engineering', count_for_pass: 50 };
const templates: PreviousYearTemplate[] = [
  { id: 1, name: 'University Admission', universities: [dhaka, buet] },
  { id: 2, name: 'Medical Admission', universities: [] },
];

function start(fakes: FakePromises) {
  const machine = previousYearMachine.provide({
    actors: {
      loadTemplates: fakes.promise<PreviousYearTemplate[]>('loadTemplates'),
      createPreviousYearExam: fakes.promise<CreatedPreviousYearExam, CreatePreviousYearInput>('createPreviousYearExam'),
    },
  });
  return startRecording(createActor(machine));
}

describeModel('previousYearMachine', previousYearMachine, {
  events: () => [
    { type: 'xstate.done.actor.loadTemplates', output: templates },
    { type: 'xstate.error.actor.loadTemplates', error: new Error('offline') },
    { type: 'RETRY' },
    { type: 'CHOOSE_EXAM', exam: 1 },
    { type: 'CHOOSE_EXAM', exam: 2 },
    { type: 'CHOOSE_UNIVERSITY', university: 5 },
    { type: 'CHOOSE_YEAR', year: 2020 },
    { type: 'CHOOSE_YEAR', year: 1996 },
    { type: 'START' },
    { type: 'xstate.done.actor.createPreviousYearExam', output: { id: 77, time_remaining: 0 } },
    { type: 'xstate.error.actor.createPreviousYearExam', error: new ServerError({ detail: 'Template is inactive' }) },
    { type: 'xstate.error.actor.createPreviousYearExam', error: new Error('') },
  ],
  start: (fakes) => ({ actor: start(fakes) }),
  invariant: (snapshot) => {
    const context = snapshot.context as PreviousYearContext;
    const { exam, university, year } = context.choice;
    // University waits for an exam and year for a university; a chosen university is listed.
    if (exam === null) expect(university).toBeNull();
    if (university === null) expect(year).toBeNull();
    if (university !== null) expect(chosenUniversity(context)?.id).toBe(university);
    if (snapshot.matches('creating') || snapshot.matches('created')) expect([exam, year]).not.toContain(null);
  },
});

async function choose(choice: Partial<PreviousYearChoice>) {
  const fakes = fakePromises();
  const actor = start(fakes);
  fakes.settle('loadTemplates', 'done', templates);
  await settled();
  fakes.calls.length = 0;
  if (choice.exam != null) actor.send({ type: 'CHOOSE_EXAM', exam: choice.exam });
  if (choice.university != null) actor.send({ type: 'CHOOSE_UNIVERSITY', university: choice.university });
  if (choice.year != null) actor.send({ type: 'CHOOSE_YEAR', year: choice.year });
  return { actor, fakes };
}

describe('previousYearMachine', () => {
  it('loads the templates itself and offers a reload when that fails', () =>
    expectTemplatesLoadedWithReload(start, templates, { type: 'CHOOSE_EXAM', exam: 1 }));

  it('Select University waits for an exam and Select Exam Year for a university', async () => {
    const { actor } = await choose({});
    actor.send({ type: 'CHOOSE_UNIVERSITY', university: 5 });
    actor.send({ type: 'CHOOSE_YEAR', year: 2020 });
    expect(actor.getSnapshot().context.choice).toEqual({ exam: null, university: null, year: null });
    actor.send({ type: 'CHOOSE_EXAM', exam: 1 });
    actor.send({ type: 'CHOOSE_YEAR', year: 2020 });
    expect(actor.getSnapshot().context.choice).toEqual({ exam: 1, university: null, year: null });
  });

  it('offers only the years 1997 to 2025 and only the chosen exam’s universities', async () => {
    const { actor } = await choose({ exam: 2 });
    actor.send({ type: 'CHOOSE_UNIVERSITY', university: 5 });
    expect(actor.getSnapshot().context.choice.university).toBeNull();
    actor.send({ type: 'CHOOSE_EXAM', exam: 1 });
    actor.send({ type: 'CHOOSE_UNIVERSITY', university: 5 });
    actor.send({ type: 'CHOOSE_YEAR', year: 1996 });
    actor.send({ type: 'CHOOSE_YEAR', year: 2026 });
    expect(actor.getSnapshot().context.choice.year).toBeNull();
    actor.send({ type: 'CHOOSE_YEAR', year: 1997 });
    expect(actor.getSnapshot().context.choice.year).toBe(1997);
  });

  it('changing the exam clears university and year', async () => {
    const { actor } = await choose({ exam: 1, university: 5, year: 2020 });
    actor.send({ type: 'CHOOSE_EXAM', exam: 2 });
    expect(actor.getSnapshot().context.choice).toEqual({ exam: 2, university: null, year: null });
  });

  it("START without an exam and a year says 'Please select an exam and year' and creates nothing", async () => {
    const { actor, fakes } = await choose({ exam: 1, university: 5 });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(actor.getSnapshot().context.error).toBe(practiceMessages.selectExamAndYear);
    expect(fakes.calls).toEqual([]);
    actor.send({ type: 'CHOOSE_YEAR', year: 2020 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('START creates the exam from template, university, year and unit and outputs what /previous-exam needs', async () => {
    const { actor, fakes } = await choose({ exam: 1, university: 6, year: 2019 });
    actor.send({ type: 'START' });
    expect(fakes.calls).toEqual([
      // The entry's university id, not the entry's own number.
      { name: 'createPreviousYearExam', input: { template: 1, university: 16, year: 2019, unit: 'Engineering' } },
    ]);
    fakes.settle('createPreviousYearExam', 'done', { id: 77, time_remaining: 2400 });
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ examId: 77, remaining: 2400, university: 'BUET', year: 2019, unit: 'Engineering' });
    expect(effectsOf(actor).all).toEqual([
      {
        type: 'navigate',
        to: '/previous-exam/77?remaining=2400',
        state: { examId: 77, university: 'BUET', year: 2019, unit: 'Engineering' },
      },
    ]);
  });

  it("a refused creation shows the server detail, else 'Something went wrong', and START tries again", async () => {
    const { actor, fakes } = await choose({ exam: 1, university: 5, year: 2020 });
    actor.send({ type: 'START' });
    fakes.settle('createPreviousYearExam', 'error', new ServerError({ detail: 'Template is inactive' }));
    await settled();
    expect(actor.getSnapshot().value).toEqual({ choosing: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Template is inactive');
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('creating');
    fakes.settle('createPreviousYearExam', 'error', new Error(''));
    await settled();
    expect(actor.getSnapshot().context.error).toBe(messages.somethingWrong);
  });
});

describe('previousYearViewOf', () => {
  it('shows the spinner, then the form, taking Start only with an exam and a year chosen', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    expect(previousYearViewOf(actor.getSnapshot())).toEqual({ screen: 'loading', ready: false, creating: false });
    fakes.settle('loadTemplates', 'done', templates);
    await settled();
    expect(previousYearViewOf(actor.getSnapshot())).toEqual({ screen: 'form', ready: false, creating: false });
    actor.send({ type: 'CHOOSE_EXAM', exam: 1 });
    actor.send({ type: 'CHOOSE_UNIVERSITY', university: 5 });
    expect(previousYearViewOf(actor.getSnapshot()).ready).toBe(false);
    actor.send({ type: 'CHOOSE_YEAR', year: 2020 });
    expect(previousYearViewOf(actor.getSnapshot())).toEqual({ screen: 'form', ready: true, creating: false });
    actor.send({ type: 'START' });
    expect(previousYearViewOf(actor.getSnapshot())).toEqual({ screen: 'form', ready: false, creating: true });
    fakes.settle('createPreviousYearExam', 'done', { id: 77, time_remaining: 0 });
    await settled();
    expect(previousYearViewOf(actor.getSnapshot())).toEqual({ screen: 'form', ready: false, creating: true });
  });

  it('shows the load failure with Reload', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    fakes.settle('loadTemplates', 'error', new Error('offline'));
    await settled();
    expect(previousYearViewOf(actor.getSnapshot())).toEqual({ screen: 'failed', ready: false, creating: false });
  });
});
