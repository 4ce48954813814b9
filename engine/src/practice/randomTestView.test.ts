import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../access/serverError';
import { fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { randomTestMachine, type CreatedExam, type RowDraft, type SaveRowsInput, type ScheduleInput } from './randomTestMachine';
import { randomTestViewOf } from './randomTestView';

const now = Date.UTC(2025, 5, 1, 10);
const physics: RowDraft = { grade: 11, subject: { id: 7, name: 'Physics' }, topic: null, subTopic: null, count: 10, available: 15 };
const closed = { scheduleOpen: false, scheduling: false, scheduleError: null, nearLevel: false };

async function withRow() {
  const fakes: FakePromises = fakePromises();
  const actor = createActor(
    randomTestMachine.provide({
      actors: {
        createExam: fakes.promise<CreatedExam, { examType: number }>('createExam'),
        startExam: fakes.promise<void, SaveRowsInput>('startExam'),
        scheduleExam: fakes.promise<void, ScheduleInput>('scheduleExam'),
        cancelExam: fakes.promise<void, { examId: number }>('cancelExam'),
      },
    }),
    { input: { restored: null } },
  ).start();
  actor.send({ type: 'CHOOSE_EXAM_TYPE', examType: 1 });
  expect(randomTestViewOf(actor.getSnapshot()).building).toBe(false);
  fakes.settle('createExam', 'done', { id: 42, time_per_question: 60 });
  await settled();
  actor.send({ type: 'ADD', draft: physics });
  return { actor, fakes, view: () => randomTestViewOf(actor.getSnapshot()) };
}

describe('randomTestViewOf', () => {
  it("builds, says 'Starting…' while the exam starts, shows a refused start over the builder, then opens the exam", async () => {
    const { actor, fakes, view } = await withRow();
    expect(view()).toEqual({ building: true, cancelling: false, starting: false, started: false, alert: null, ...closed });
    actor.send({ type: 'START' });
    expect(view()).toEqual({ building: false, cancelling: false, starting: true, started: false, alert: null, ...closed });
    fakes.settle('startExam', 'error', new ServerError({ detail: 'Not enough questions left.' }));
    await settled();
    expect(view()).toEqual({ building: true, cancelling: false, starting: false, started: false, alert: 'Not enough questions left.', ...closed });
    actor.send({ type: 'START' });
    fakes.settle('startExam', 'done', undefined);
    await settled();
    expect(view()).toMatchObject({ building: false, starting: false, started: true });
  });

  it('says a refused schedule in its dialog, not over the builder, and keeps the dialog open while the schedule is sent', async () => {
    const { actor, fakes, view } = await withRow();
    actor.send({ type: 'OPEN_SCHEDULE' });
    expect(view()).toMatchObject({ building: false, alert: null, scheduleOpen: true, scheduling: false, scheduleError: null });
    actor.send({ type: 'SCHEDULE', startTime: now + 3_600_000, now });
    expect(view()).toMatchObject({ scheduleOpen: true, scheduling: true });
    fakes.settle('scheduleExam', 'error', new ServerError({ detail: 'Start time must be in the future.' }));
    await settled();
    expect(view()).toMatchObject({ alert: null, scheduleOpen: true, scheduling: false, scheduleError: 'Start time must be in the future.' });
    actor.send({ type: 'CANCEL' });
    expect(view()).toMatchObject({ building: true, scheduleOpen: false, scheduleError: null });
  });

  it('says the test is drawn near the level while Practise these made it, until the learner draws it at random', () => {
    const row = { id: 1, subject: 7, subjectName: 'Physics', topic: 14, topicName: 'Optics', subTopic: null, subTopicName: '', noOfQuestion: 5 };
    const restored = { examId: 42, timePerQuestion: 60, test: { examType: 1, rows: [row], page: 1 }, nearLevel: true };
    const actor = createActor(randomTestMachine, { input: { restored } }).start();
    expect(randomTestViewOf(actor.getSnapshot())).toMatchObject({ building: true, nearLevel: true });
    actor.send({ type: 'DRAW_AT_RANDOM' });
    expect(randomTestViewOf(actor.getSnapshot())).toMatchObject({ building: true, nearLevel: false });
  });

  it('Cancel shows progress while the exam is cancelled', async () => {
    const { actor, view } = await withRow();
    actor.send({ type: 'LEAVE' });
    expect(view()).toMatchObject({ building: false, cancelling: true });
  });
});
