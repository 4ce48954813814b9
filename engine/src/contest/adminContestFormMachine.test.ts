// docs/contest.md#admin-form: the checks, their order and messages, the Dhaka start, and the save.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { ServerError } from '../access/serverError';
import { adminContestMessages as m, validateContestForm, contestPayload, emptyContestForm } from './adminContestForm';
import { adminContestFormMachine, adminContestFormViewOf } from './adminContestFormMachine';
import type { CreateContestPayload, EditContestPayload } from './adminContestForm';

type ContestPayload = CreateContestPayload | EditContestPayload;

// 2026-11-26 16:00 in Dhaka (UTC+6).
const now = new Date('2026-11-26T10:00:00.000Z');

describe('validateContestForm', () => {
  it('names every missing field of an empty create form', () => {
    expect(validateContestForm(emptyContestForm('create'), now)).toEqual({
      template: m.templateRequired,
      title: m.titleRequired,
      start: m.startRequired,
    });
  });

  it('reads the start in Asia/Dhaka: 16:00 Dhaka is now, 16:01 is the future', () => {
    const form = { ...emptyContestForm('edit'), title: 'Weekly', startDate: '2026-11-26', startTime: '16:00' };
    expect(validateContestForm(form, now)).toEqual({ start: m.startInPast });
    expect(validateContestForm({ ...form, startTime: '16:01' }, now)).toEqual({});
    expect(contestPayload({ ...form, startTime: '16:01' }, now)).toEqual({ title: 'Weekly', start_time: '2026-11-26T10:01:00.000Z', time_breaks_ties: false });
  });

  it('refuses a blank or too long title', () => {
    const form = { ...emptyContestForm('edit'), startDate: '2026-12-01', startTime: '10:00' };
    expect(validateContestForm({ ...form, title: '   ' }, now).title).toBe(m.titleRequired);
    expect(validateContestForm({ ...form, title: 'x'.repeat(201) }, now).title).toBe(m.titleTooLong);
    expect(validateContestForm({ ...form, title: 'x'.repeat(200) }, now).title).toBeUndefined();
  });

  it('needs university, unit and year for a previous-year template, and sends them', () => {
    const form = { ...emptyContestForm('create'), template: { id: 7, exam_Type: 3 }, title: 'Past paper', startDate: '2026-12-01', startTime: '10:00' };
    expect(validateContestForm(form, now)).toEqual({ university: m.universityRequired, unit: m.unitRequired, year: m.yearRequired });
    expect(contestPayload({ ...form, universityId: 2, unit: 'A', year: '2024' }, now)).toEqual({
      template: 7,
      title: 'Past paper',
      start_time: '2026-12-01T04:00:00.000Z',
      time_breaks_ties: false,
      university_id: 2,
      unit: 'A',
      year: '2024',
    });
  });
});

describe('adminContestFormMachine', () => {
  function fill(actor: ReturnType<typeof createActor<typeof adminContestFormMachine>>) {
    actor.send({ type: 'CHOOSE_TEMPLATE', template: { id: 4, exam_Type: 2 } });
    actor.send({ type: 'SET_FIELD', field: 'title', value: ' Friday contest ' });
    actor.send({ type: 'SET_FIELD', field: 'startDate', value: '2026-11-27' });
    actor.send({ type: 'SET_FIELD', field: 'startTime', value: '09:30' });
  }

  it('will not save until the form holds, then sends the model-test payload', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      adminContestFormMachine.provide({ actors: { save: fromPromise<unknown, ContestPayload>(async ({ input }) => { sent.push(input); }) } }),
      { input: { mode: 'create', now } },
    ).start();
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    fill(actor);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([{ template: 4, title: 'Friday contest', start_time: '2026-11-27T03:30:00.000Z', time_breaks_ties: false }]);
  });

  it('a start that the clock passes blocks the save', () => {
    const actor = createActor(adminContestFormMachine, { input: { mode: 'create', now } }).start();
    fill(actor);
    actor.send({ type: 'TICK', now: new Date('2026-11-27T03:30:00.000Z') });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
  });

  it('hears the passing time from its invoked clock while it is edited, and stops the clock when saved', async () => {
    const ticks: Array<(now: Date) => void> = [];
    let stopped = 0;
    const clock = fromCallback<EventObject>(({ sendBack }) => {
      ticks.push((at) => sendBack({ type: 'TICK', now: at }));
      return () => {
        stopped += 1;
      };
    });
    const actor = createActor(
      adminContestFormMachine.provide({ actors: { clock, save: fromPromise<unknown, ContestPayload>(async () => undefined) } }),
      { input: { mode: 'create', now } },
    ).start();
    fill(actor);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
    ticks[0]?.(new Date('2026-11-27T03:30:00.000Z'));
    expect(actor.getSnapshot().context.now).toEqual(new Date('2026-11-27T03:30:00.000Z'));
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    ticks[0]?.(new Date('2026-11-26T10:00:01.000Z'));
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(stopped).toBe(1);
  });

  it("keeps the server's refusal and stays editable", async () => {
    const actor = createActor(
      adminContestFormMachine.provide({
        actors: { save: fromPromise<unknown, ContestPayload>(async () => { throw new ServerError({ detail: 'A contest can only be changed before it starts.' }, undefined, 'CONTEST_STARTED'); }) },
      }),
      { input: { mode: 'edit', now, initial: { title: 'Old', startDate: '2026-11-27', startTime: '09:30' } } },
    ).start();
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('A contest can only be changed before it starts.');
  });
});

describe('adminContestFormViewOf', () => {
  it('is saving only while the save is out, and editable again after a refusal', async () => {
    let refuse: (error: unknown) => void = () => {};
    const actor = createActor(
      adminContestFormMachine.provide({ actors: { save: fromPromise<unknown, ContestPayload>(() => new Promise((_, reject) => { refuse = reject; })) } }),
      { input: { mode: 'create', now } },
    ).start();
    expect(adminContestFormViewOf(actor.getSnapshot())).toEqual({ saving: false });
    actor.send({ type: 'CHOOSE_TEMPLATE', template: { id: 4, exam_Type: 2 } });
    actor.send({ type: 'SET_FIELD', field: 'title', value: 'Friday contest' });
    actor.send({ type: 'SET_FIELD', field: 'startDate', value: '2026-11-27' });
    actor.send({ type: 'SET_FIELD', field: 'startTime', value: '09:30' });
    actor.send({ type: 'SAVE' });
    expect(adminContestFormViewOf(actor.getSnapshot())).toEqual({ saving: true });
    refuse(new ServerError({ detail: 'A contest can only be changed before it starts.' }, undefined, 'CONTEST_STARTED'));
    await waitFor(actor, (s) => !adminContestFormViewOf(s).saving);
    expect(adminContestFormViewOf(actor.getSnapshot())).toEqual({ saving: false });
    expect(actor.getSnapshot().context.failure).toBe('A contest can only be changed before it starts.');
  });
});
