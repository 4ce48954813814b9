import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { messages } from '../messages';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { practiceMessages } from './messages';
import type { PreviousYearChoice, PreviousYearTemplate } from './previousYear';
import { chosenUniversity, previousYearMachine, type CreatePreviousYearInput, type PreviousYearContext } from './previousYearMachine';

const dhaka = { id: 5, university: 'Dhaka University', units: 'A', count_for_pass: 40 };
const buet = { id: 6, university: 'BUET', units: 'Engineering', count_for_pass: 50 };
const templates: PreviousYearTemplate[] = [
  { id: 1, name: 'University Admission', universities: [dhaka, buet] },
  { id: 2, name: 'Medical Admission', universities: [] },
];

function start(fakes: FakePromises) {
  const machine = previousYearMachine.provide({
    actors: { createPreviousYearExam: fakes.promise<{ id: number }, CreatePreviousYearInput>('createPreviousYearExam') },
  });
  return createActor(machine).start();
}

describeModel('previousYearMachine', previousYearMachine, {
  events: () => [
    { type: 'TEMPLATES', templates },
    { type: 'CHOOSE_EXAM', exam: 1 },
    { type: 'CHOOSE_EXAM', exam: 2 },
    { type: 'CHOOSE_UNIVERSITY', university: 5 },
    { type: 'CHOOSE_YEAR', year: 2020 },
    { type: 'CHOOSE_YEAR', year: 1996 },
    { type: 'START' },
    { type: 'xstate.done.actor.createPreviousYearExam', output: { id: 77 } },
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

function choose(choice: Partial<PreviousYearChoice>) {
  const fakes = fakePromises();
  const actor = start(fakes);
  actor.send({ type: 'TEMPLATES', templates });
  if (choice.exam != null) actor.send({ type: 'CHOOSE_EXAM', exam: choice.exam });
  if (choice.university != null) actor.send({ type: 'CHOOSE_UNIVERSITY', university: choice.university });
  if (choice.year != null) actor.send({ type: 'CHOOSE_YEAR', year: choice.year });
  return { actor, fakes };
}

describe('previousYearMachine', () => {
  it('Select University waits for an exam and Select Exam Year for a university', () => {
    const { actor } = choose({});
    actor.send({ type: 'CHOOSE_UNIVERSITY', university: 5 });
    actor.send({ type: 'CHOOSE_YEAR', year: 2020 });
    expect(actor.getSnapshot().context.choice).toEqual({ exam: null, university: null, year: null });
    actor.send({ type: 'CHOOSE_EXAM', exam: 1 });
    actor.send({ type: 'CHOOSE_YEAR', year: 2020 });
    expect(actor.getSnapshot().context.choice).toEqual({ exam: 1, university: null, year: null });
  });

  it('offers only the years 1997 to 2025 and only the chosen exam’s universities', () => {
    const { actor } = choose({ exam: 2 });
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

  it('changing the exam clears university and year', () => {
    const { actor } = choose({ exam: 1, university: 5, year: 2020 });
    actor.send({ type: 'CHOOSE_EXAM', exam: 2 });
    expect(actor.getSnapshot().context.choice).toEqual({ exam: 2, university: null, year: null });
  });

  it("START without an exam and a year says 'Please select an exam and year' and creates nothing", () => {
    const { actor, fakes } = choose({ exam: 1, university: 5 });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toEqual({ choosing: 'editing' });
    expect(actor.getSnapshot().context.error).toBe(practiceMessages.selectExamAndYear);
    expect(fakes.calls).toEqual([]);
    actor.send({ type: 'CHOOSE_YEAR', year: 2020 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('START creates the exam from template, university, year and unit and outputs what /previous-exam needs', async () => {
    const { actor, fakes } = choose({ exam: 1, university: 6, year: 2019 });
    actor.send({ type: 'START' });
    expect(fakes.calls).toEqual([
      { name: 'createPreviousYearExam', input: { template: 1, university: 6, year: 2019, unit: 'Engineering' } },
    ]);
    fakes.settle('createPreviousYearExam', 'done', { id: 77 });
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ examId: 77, university: 'BUET', year: 2019, unit: 'Engineering' });
  });

  it("a refused creation shows the server detail, else 'Something went wrong', and START tries again", async () => {
    const { actor, fakes } = choose({ exam: 1, university: 5, year: 2020 });
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

  it('templates arriving again unchoose what they no longer list', () => {
    const { actor } = choose({ exam: 1, university: 5, year: 2020 });
    actor.send({ type: 'TEMPLATES', templates: [{ id: 1, name: 'University Admission', universities: [buet] }] });
    expect(actor.getSnapshot().context.choice).toEqual({ exam: 1, university: null, year: null });
  });
});
