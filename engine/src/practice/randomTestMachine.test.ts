import { createActor } from 'xstate';
import { recordEffects } from '../testing/effects';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { examScreenMessages } from '../exam/screenMessages';
import { messages } from '../messages';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { practiceMessages } from './messages';
import { parseRandomTestRecord, type RandomTestBuilderRecord } from './randomTestDevice';
import { randomTestMachine, type CreatedExam, type RowDraft, type SaveRowsInput, type ScheduleInput } from './randomTestMachine';

const now = Date.UTC(2025, 5, 1, 10);
const physics: RowDraft = { grade: 11, subject: { id: 7, name: 'Physics' }, topic: null, subTopic: null, count: 10, available: 15 };
const chemistry: RowDraft = { ...physics, subject: { id: 8, name: 'Chemistry' }, count: 5 };
const created: CreatedExam = { id: 42, time_per_question: 60 };

function provided(fakes: FakePromises) {
  return randomTestMachine.provide({
    actors: {
      createExam: fakes.promise<CreatedExam, { examType: number }>('createExam'),
      startExam: fakes.promise<void, SaveRowsInput>('startExam'),
      scheduleExam: fakes.promise<void, ScheduleInput>('scheduleExam'),
      cancelExam: fakes.promise<void, { examId: number }>('cancelExam'),
    },
  });
}

describeModel('randomTestMachine', randomTestMachine, {
  events: () => [
    { type: 'CHOOSE_EXAM_TYPE', examType: 1 },
    { type: 'xstate.done.actor.createExam', output: created },
    { type: 'xstate.error.actor.createExam', error: new ServerError({ detail: 'Exam type not found' }) },
    { type: 'ADD', draft: physics },
    { type: 'EDIT', id: 1, count: 3, available: 15 },
    { type: 'DELETE', id: 1 },
    { type: 'CLEAR' },
    { type: 'PAGE', page: 2 },
    { type: 'DRAW_AT_RANDOM' },
    { type: 'START' },
    { type: 'OPEN_SCHEDULE' },
    { type: 'CANCEL' },
    { type: 'LEAVE' },
    { type: 'xstate.done.actor.cancelExam', output: undefined },
    { type: 'xstate.error.actor.cancelExam', error: new Error('offline') },
    { type: 'SCHEDULE', startTime: now + 3_600_000, now },
    { type: 'SCHEDULE', startTime: now - 1, now },
    { type: 'xstate.done.actor.startExam', output: undefined },
    { type: 'xstate.error.actor.startExam', error: new Error('') },
    { type: 'xstate.done.actor.scheduleExam', output: undefined },
    { type: 'xstate.error.actor.scheduleExam', error: new ServerError({ detail: 'Start time is in the past' }) },
  ],
  start: (fakes) => ({ actor: createActor(provided(fakes), { input: { restored: null } }).start() }),
  invariant: (snapshot) => {
    const { test, examId } = snapshot.context as { test: { rows: unknown[]; examType: number | null }; examId: number | null };
    // Rows exist only under a created exam, and the saving states only with rows.
    if (test.rows.length > 0) expect(examId).not.toBeNull();
    if (['starting', 'scheduling', 'scheduleDialog', 'started', 'scheduled'].some((state) => snapshot.matches(state))) {
      expect(test.rows.length).toBeGreaterThan(0);
    }
  },
});

describe('randomTestMachine', () => {
  async function withRows(...drafts: RowDraft[]) {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input: { restored: null } });
    const effects = recordEffects(actor);
    actor.start();
    actor.send({ type: 'CHOOSE_EXAM_TYPE', examType: 1 });
    fakes.settle('createExam', 'done', created);
    await settled();
    for (const draft of drafts) actor.send({ type: 'ADD', draft });
    return { actor, fakes, effects };
  }

  it("choosing an exam type creates the exam and says 'Exam Data Created'", async () => {
    const { actor, fakes, effects } = await withRows();
    expect(fakes.calls).toEqual([{ name: 'createExam', input: { examType: 1 } }]);
    expect(actor.getSnapshot().context).toMatchObject({ examId: 42, timePerQuestion: 60 });
    expect(effects.all).toEqual([{ type: 'toast', message: practiceMessages.examCreated, kind: 'success' }]);
  });

  it('a failed exam creation shows the server detail and leaves no exam type chosen', async () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input: { restored: null } }).start();
    actor.send({ type: 'CHOOSE_EXAM_TYPE', examType: 1 });
    fakes.settle('createExam', 'error', new ServerError({ detail: 'No such type' }));
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ error: 'No such type', examId: null, test: { examType: null } });
    actor.send({ type: 'ADD', draft: physics });
    expect(actor.getSnapshot().context.test.rows).toEqual([]);
  });

  it('refuses another exam type once rows exist', async () => {
    const { actor, fakes } = await withRows(physics);
    actor.send({ type: 'CHOOSE_EXAM_TYPE', examType: 2 });
    expect(actor.getSnapshot().value).toBe('building');
    expect(fakes.calls).toHaveLength(1);
  });

  it('shows the merge error when a merged row would exceed the available count', async () => {
    const { actor } = await withRows(physics, physics);
    expect(actor.getSnapshot().context.error).toBe(practiceMessages.totalAboveAvailable);
    expect(actor.getSnapshot().context.test.rows[0]?.noOfQuestion).toBe(10);
  });

  it("Cancel deletes the exam made for the chosen type, says 'Exam Cancelled' and goes home with no exam", async () => {
    const { actor, fakes, effects } = await withRows(physics);
    actor.send({ type: 'LEAVE' });
    expect(fakes.calls[1]).toEqual({ name: 'cancelExam', input: { examId: 42 } });
    fakes.settle('cancelExam', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toBe('left');
    expect(effects.all.slice(1)).toEqual([
      { type: 'toast', message: examScreenMessages.cancelled, kind: 'success' },
      { type: 'navigate', to: '/home' },
    ]);
    expect(actor.getSnapshot().output).toBeNull();
  });

  it('a failed Cancel stays on the builder with the server detail', async () => {
    const { actor, fakes } = await withRows(physics);
    actor.send({ type: 'LEAVE' });
    fakes.settle('cancelExam', 'error', new ServerError({ detail: 'Not found.' }));
    await settled();
    expect(actor.getSnapshot().value).toBe('building');
    expect(actor.getSnapshot().context.error).toBe('Not found.');
  });

  it('Cancel before any exam was made goes home without a call or a toast', () => {
    const fakes = fakePromises();
    const actor = createActor(provided(fakes), { input: { restored: null } });
    const effects = recordEffects(actor);
    actor.start();
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(fakes.calls).toEqual([]);
    expect(effects.all).toEqual([{ type: 'navigate', to: '/home' }]);
  });

  it('Start and Schedule Exam do nothing with an empty table', async () => {
    const { actor } = await withRows();
    actor.send({ type: 'START' });
    actor.send({ type: 'OPEN_SCHEDULE' });
    expect(actor.getSnapshot().value).toBe('building');
  });

  it('Start saves the rows, outputs the exam id with the duration in h/m/s and opens the exam from its whole duration', async () => {
    const { actor, fakes, effects } = await withRows(physics, chemistry);
    actor.send({ type: 'START' });
    expect(fakes.calls[1]).toEqual({ name: 'startExam', input: { examId: 42, rows: actor.getSnapshot().context.test.rows, nearLevel: false } });
    fakes.settle('startExam', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ examId: 42, duration: { hours: 0, minutes: 15, seconds: 0 } });
    expect(effects.all.slice(1)).toEqual([
      { type: 'toast', message: practiceMessages.examStarted, kind: 'success' },
      { type: 'navigate', to: '/exam/42?remaining=900' },
    ]);
  });

  it("a failed Start returns to the table with 'Something went wrong' when the server gives no detail", async () => {
    const { actor, fakes } = await withRows(physics);
    actor.send({ type: 'START' });
    fakes.settle('startExam', 'error', new Error(''));
    await settled();
    expect(actor.getSnapshot().value).toBe('building');
    expect(actor.getSnapshot().context.error).toBe(messages.somethingWrong);
  });

  it('the schedule dialog accepts only a future time, saves it with the rows and goes home', async () => {
    const { actor, fakes, effects } = await withRows(physics);
    actor.send({ type: 'OPEN_SCHEDULE' });
    actor.send({ type: 'SCHEDULE', startTime: now, now });
    expect(actor.getSnapshot().value).toBe('scheduleDialog');
    actor.send({ type: 'SCHEDULE', startTime: now + 60_000, now });
    expect(fakes.calls[1]).toEqual({ name: 'scheduleExam', input: { examId: 42, rows: actor.getSnapshot().context.test.rows, nearLevel: false, startTime: now + 60_000 } });
    fakes.settle('scheduleExam', 'done', undefined);
    await settled();
    expect(actor.getSnapshot().value).toBe('scheduled');
    expect(effects.all.slice(1)).toEqual([
      { type: 'toast', message: practiceMessages.examScheduled, kind: 'success' },
      { type: 'navigate', to: '/home' },
    ]);
  });

  it('a failed schedule keeps the dialog open with the server detail', async () => {
    const { actor, fakes } = await withRows(physics);
    actor.send({ type: 'OPEN_SCHEDULE' });
    actor.send({ type: 'SCHEDULE', startTime: now + 60_000, now });
    fakes.settle('scheduleExam', 'error', new ServerError({ detail: 'Too late' }));
    await settled();
    expect(actor.getSnapshot().value).toBe('scheduleDialog');
    expect(actor.getSnapshot().context.error).toBe('Too late');
  });
});

describe('randomTestMachine on the device (docs/practice.md#random-test-device)', () => {
  it('keeps the exam and rows after each change, starts from what was kept, and forgets it once started', async () => {
    const fakes = fakePromises();
    const kept: unknown[] = [];
    const withStore = (restored: Parameters<typeof createActor<typeof randomTestMachine>>[1]) =>
      createActor(
        provided(fakes).provide({ actions: { storeBuilder: (_, params) => void kept.push(params.record) } }),
        restored,
      );
    const actor = withStore({ input: { restored: null } }).start();
    actor.send({ type: 'CHOOSE_EXAM_TYPE', examType: 1 });
    fakes.settle('createExam', 'done', created);
    await settled();
    actor.send({ type: 'ADD', draft: physics });
    const last = kept.at(-1);
    expect(last).toMatchObject({ examId: 42, timePerQuestion: 60, test: { examType: 1, rows: [{ subjectName: 'Physics', noOfQuestion: 10 }] } });

    const again = withStore({ input: { restored: parseRandomTestRecord(JSON.stringify(last)) } }).start();
    expect(again.getSnapshot().context).toMatchObject({ examId: 42, test: { rows: [{ subjectName: 'Physics' }] } });
    again.send({ type: 'START' });
    fakes.settle('startExam', 'done', undefined);
    await settled();
    expect(kept.at(-1)).toBeNull();
    expect(parseRandomTestRecord('{"examId":"x"}')).toBeNull();
  });
});

describe('randomTestMachine near the level (docs/practice.md#random-test-near-level)', () => {
  const row = (id: number, topic: number) => ({ id, subject: 7, subjectName: 'Physics', topic, topicName: `Topic ${topic}`, subTopic: null, subTopicName: '', noOfQuestion: 5 });
  const practised: RandomTestBuilderRecord = { examId: 42, timePerQuestion: 60, test: { examType: 1, rows: [row(1, 14), row(2, 15)], page: 1 }, nearLevel: true };

  function restoredFrom(record: RandomTestBuilderRecord) {
    const fakes = fakePromises();
    const kept: Array<RandomTestBuilderRecord | null> = [];
    const actor = createActor(provided(fakes).provide({ actions: { storeBuilder: (_, params) => void kept.push(params.record) } }), {
      input: { restored: parseRandomTestRecord(JSON.stringify(record)) },
    }).start();
    return { actor, fakes, kept };
  }

  it('starts a test Practise these made near the level, and schedules it so too', async () => {
    const { actor, fakes } = restoredFrom(practised);
    actor.send({ type: 'START' });
    expect(fakes.calls).toEqual([{ name: 'startExam', input: { examId: 42, rows: practised.test.rows, nearLevel: true } }]);
    const scheduling = restoredFrom(practised);
    scheduling.actor.send({ type: 'OPEN_SCHEDULE' });
    scheduling.actor.send({ type: 'SCHEDULE', startTime: now + 60_000, now });
    expect(scheduling.fakes.calls).toEqual([{ name: 'scheduleExam', input: { examId: 42, rows: practised.test.rows, nearLevel: true, startTime: now + 60_000 } }]);
  });

  it('keeps the near level through changes of the rows, and the device keeps it with them', () => {
    const { actor, kept } = restoredFrom(practised);
    actor.send({ type: 'EDIT', id: 1, count: 3, available: 10 });
    actor.send({ type: 'DELETE', id: 2 });
    expect(actor.getSnapshot().context.nearLevel).toBe(true);
    expect(kept.at(-1)).toMatchObject({ nearLevel: true, test: { rows: [{ id: 1, noOfQuestion: 3 }] } });
  });

  it('draws at random once the learner turns the near level off, and the device forgets it', () => {
    const { actor, fakes, kept } = restoredFrom(practised);
    actor.send({ type: 'DRAW_AT_RANDOM' });
    expect(kept.at(-1)).toEqual({ examId: 42, timePerQuestion: 60, test: practised.test });
    actor.send({ type: 'START' });
    expect(fakes.calls).toEqual([{ name: 'startExam', input: { examId: 42, rows: practised.test.rows, nearLevel: false } }]);
  });

  it('goes with the table: Clear All, or deleting the last row, leaves a builder that draws at random', () => {
    const cleared = restoredFrom(practised);
    cleared.actor.send({ type: 'CLEAR' });
    expect(cleared.actor.getSnapshot().context.nearLevel).toBe(false);
    cleared.actor.send({ type: 'ADD', draft: physics });
    cleared.actor.send({ type: 'START' });
    expect(cleared.fakes.calls).toEqual([{ name: 'startExam', input: { examId: 42, rows: cleared.actor.getSnapshot().context.test.rows, nearLevel: false } }]);
    const emptied = restoredFrom(practised);
    emptied.actor.send({ type: 'DELETE', id: 1 });
    emptied.actor.send({ type: 'DELETE', id: 2 });
    expect(emptied.actor.getSnapshot().context.nearLevel).toBe(false);
  });

  it('draws a builder kept before the near level existed at random', () => {
    const { actor, fakes } = restoredFrom({ examId: 42, timePerQuestion: 60, test: practised.test });
    actor.send({ type: 'START' });
    expect(fakes.calls).toEqual([{ name: 'startExam', input: { examId: 42, rows: practised.test.rows, nearLevel: false } }]);
  });
});
