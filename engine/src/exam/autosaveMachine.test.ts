import { createActor, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import { parseQueue, SaveError, serializeQueue, type AnswerSave, type SaveQueue } from './autosave';
import { autosaveMachine, autosaveTags, type AutosaveContext, type AutosaveInput, type RejectedSave } from './autosaveMachine';

const examId = 7;
const save = (questionId: number, option: number | null): AnswerSave => ({ examId, questionId, option });
const down = () => new SaveError('Service unavailable', 'UNAVAILABLE');
const refused = () => new SaveError('Exam is finished', 'FINISHED');
const expired = () => new SaveError('Token is invalid or expired', 'UNAUTHENTICATED');
const notFound = () => new SaveError('Not found.', 'NOT_FOUND');

/** The machine with every injection recorded: sends, storage, drain notices. */
function start(input: AutosaveInput, machine = autosaveMachine) {
  const fakes = fakePromises();
  const clock = new SimulatedClock();
  let stored: string | null = input.queue === undefined ? null : serializeQueue(input.queue);
  const persisted: SaveQueue[] = [];
  const drainNotices: number[] = [];
  const refusals: RejectedSave[] = [];
  const actor = createActor(
    machine.provide({
      actors: { saveAnswer: fakes.promise<void, AnswerSave>('saveAnswer') },
      actions: {
        persistQueue: (_, params) => {
          stored = serializeQueue(params.queue);
          persisted.push(params.queue);
        },
        notifyDrained: () => {
          drainNotices.push(drainNotices.length + 1);
        },
        notifyRefused: (_, params) => void refusals.push(params),
      },
    }),
    { input, clock },
  ).start();
  const sends = () => fakes.calls.filter((call) => call.name === 'saveAnswer').map((call) => call.input);
  return { actor, clock, fakes, persisted, drainNotices, refusals, sends, storage: { read: () => stored } };
}

async function answer(fakes: FakePromises, outcome: 'done' | 'error', value?: unknown) {
  fakes.settle('saveAnswer', outcome, value);
  await settled();
}

// The model: retries use a fixed 1 s (the backoff itself is tested below), and choices stop once
// a save was refused or the queue holds two, so the walk stays finite.
const modelMachine = autosaveMachine.provide({ delays: { retryDelay: 1000 } });
const modelInput: AutosaveInput = { examId };

describeModel('autosaveMachine', modelMachine, {
  input: modelInput,
  events: (snapshot) => {
    const context = snapshot.context as AutosaveContext;
    const choices = context.rejected.length === 0 && context.queue.length < 2 ? [save(1, 10), save(1, 11), save(2, 20)] : [];
    return [
      ...choices.map(({ questionId, option }) => ({ type: 'SAVE', questionId, option })),
      { type: 'ONLINE' },
      { type: 'OFFLINE' },
      { type: 'DRAIN' },
      { type: 'xstate.done.actor.saveAnswer', output: undefined },
      ...(context.failures < 2 ? [{ type: 'xstate.error.actor.saveAnswer', error: down() }] : []),
      { type: 'xstate.error.actor.saveAnswer', error: refused() },
      ...(context.failures === 0 ? [{ type: 'xstate.error.actor.saveAnswer', error: expired() }] : []),
      ...(context.failures === 0 && context.drainRequested ? [{ type: 'xstate.error.actor.saveAnswer', error: notFound() }] : []),
      { type: 'xstate.after.retryDelay.autosave.waitingToRetry' },
      { type: 'xstate.after.tokenWait.autosave.waitingForToken' },
      { type: 'TOKEN_RENEWED' },
      ...(context.inFlight === null && context.failures === 0 ? [{ type: 'SUPERSEDED', questionId: 1, chosenAt: 5 }] : []),
    ];
  },
  start: (fakes, clock) => {
    let stored: string | null = null;
    const actor = createActor(
      modelMachine.provide({
        actors: { saveAnswer: fakes.promise<void, AnswerSave>('saveAnswer') },
        actions: { persistQueue: (_, params) => void (stored = serializeQueue(params.queue)) },
      }),
      { input: modelInput, clock },
    ).start();
    return { actor, storage: { read: () => stored } };
  },
  invariant: (snapshot: AnyMachineSnapshot, _previous, run) => {
    const context = snapshot.context as AutosaveContext;
    // A reload restores exactly what the machine still has to send.
    expect(parseQueue(run.storage?.read() ?? null)).toEqual(context.queue);
    expect(snapshot.hasTag(autosaveTags.drained)).toBe(context.queue.length === 0 && !snapshot.matches('saving'));
    expect(context.inFlight !== null).toBe(snapshot.matches('saving'));
    // The question in flight stays queued until acknowledged (possibly with a newer choice); the model
    // supersedes only while nothing is in flight (the unit test below covers the rest).
    const inFlight = context.inFlight;
    if (inFlight !== null) expect(context.queue.some((queued) => queued.questionId === inFlight.questionId)).toBe(true);
    expect(new Set(context.queue.map((queued) => queued.questionId)).size).toBe(context.queue.length);
    // A waiting DRAIN is answered as soon as nothing is left to send.
    if (snapshot.hasTag(autosaveTags.drained)) expect(context.drainRequested).toBe(false);
  },
});

describe('autosaveMachine', () => {
  it('sends each choice as one save and is drained once the server has it', async () => {
    const run = start({ examId });
    expect(run.actor.getSnapshot().hasTag(autosaveTags.drained)).toBe(true);
    run.actor.send({ type: 'SAVE', questionId: 1, option: 10 });
    expect(run.actor.getSnapshot().value).toBe('saving');
    expect(run.actor.getSnapshot().hasTag(autosaveTags.drained)).toBe(false);
    await answer(run.fakes, 'done');
    expect(run.sends()).toEqual([save(1, 10)]);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.actor.getSnapshot().hasTag(autosaveTags.drained)).toBe(true);
  });

  it('sends one save with the last of three quick choices made offline, once back online', async () => {
    const run = start({ examId });
    run.actor.send({ type: 'OFFLINE' });
    for (const option of [10, 11, 12]) run.actor.send({ type: 'SAVE', questionId: 1, option });
    expect(run.sends()).toEqual([]);
    run.actor.send({ type: 'ONLINE' });
    await answer(run.fakes, 'done');
    expect(run.sends()).toEqual([save(1, 12)]);
    expect(run.actor.getSnapshot().context.queue).toEqual([]);
  });

  it('retries a failing save after 1 s, then 2 s, and stops once it succeeds', async () => {
    const run = start({ examId });
    run.actor.send({ type: 'SAVE', questionId: 1, option: 10 });
    await answer(run.fakes, 'error', down());
    expect(run.actor.getSnapshot().value).toBe('waitingToRetry');
    run.clock.increment(999);
    expect(run.sends()).toHaveLength(1);
    run.clock.increment(1);
    expect(run.sends()).toHaveLength(2);
    await answer(run.fakes, 'error', down());
    run.clock.increment(1999);
    expect(run.sends()).toHaveLength(2);
    run.clock.increment(1);
    expect(run.sends()).toEqual([save(1, 10), save(1, 10), save(1, 10)]);
    await answer(run.fakes, 'done');
    expect(run.actor.getSnapshot().context).toMatchObject({ queue: [], failures: 0 });
    run.clock.increment(60_000);
    expect(run.sends()).toHaveLength(3);
  });

  it('never waits more than 30 s between retries', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      await answer(run.fakes, 'error', down());
      let waited = 0;
      while (run.actor.getSnapshot().value === 'waitingToRetry') {
        run.clock.increment(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('retries at once when the browser comes back online', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    await answer(run.fakes, 'error', down());
    run.actor.send({ type: 'ONLINE' });
    expect(run.sends()).toHaveLength(2);
  });

  it('sends a choice made while its older one was in flight after the older is acknowledged', async () => {
    const run = start({ examId });
    run.actor.send({ type: 'SAVE', questionId: 1, option: 10 });
    run.actor.send({ type: 'SAVE', questionId: 1, option: 11 });
    await answer(run.fakes, 'done');
    expect(run.sends()).toEqual([save(1, 10), save(1, 11)]);
    expect(run.actor.getSnapshot().context.queue).toEqual([save(1, 11)]);
    await answer(run.fakes, 'done');
    expect(run.actor.getSnapshot().context.queue).toEqual([]);
  });

  it('drops a save the server refused for good and records it instead of retrying', async () => {
    const run = start({ examId, queue: [save(1, 10), save(2, 20)] });
    await answer(run.fakes, 'error', refused());
    expect(run.actor.getSnapshot().context.rejected).toEqual([{ ...save(1, 10), code: 'FINISHED' }]);
    // The exam hears of it, to tell the learner which answers did not count (docs/exam.md#late-answers).
    expect(run.refusals).toEqual([{ ...save(1, 10), code: 'FINISHED' }]);
    expect(run.sends()).toEqual([save(1, 10), save(2, 20)]);
    await answer(run.fakes, 'done');
    run.clock.increment(60_000);
    expect(run.sends()).toHaveLength(2);
    expect(run.actor.getSnapshot().context.queue).toEqual([]);
  });

  it('retries a timeout (408) and throttling (429) like a network error', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    await answer(run.fakes, 'error', new SaveError('timeout'));
    run.clock.increment(1000);
    await answer(run.fakes, 'error', new SaveError('slow down', 'TOO_MANY_REQUESTS'));
    expect(run.actor.getSnapshot().context).toMatchObject({ rejected: [], queue: [save(1, 10)] });
    expect(run.actor.getSnapshot().value).toBe('waitingToRetry');
  });

  it('stores the queue after every change, equal to what the machine still has to send', async () => {
    const run = start({ examId });
    const check = () => expect(parseQueue(run.storage.read())).toEqual(run.actor.getSnapshot().context.queue);
    run.actor.send({ type: 'SAVE', questionId: 1, option: 10 });
    check();
    run.actor.send({ type: 'OFFLINE' });
    run.actor.send({ type: 'SAVE', questionId: 2, option: 20 });
    check();
    run.actor.send({ type: 'SAVE', questionId: 1, option: null });
    check();
    run.actor.send({ type: 'ONLINE' });
    await answer(run.fakes, 'done');
    check();
    await answer(run.fakes, 'error', refused());
    check();
    expect(run.persisted).toEqual([[save(1, 10)], [save(1, 10), save(2, 20)], [save(1, null), save(2, 20)], [save(2, 20)], []]);
  });

  it('sends a queue restored from storage on start', () => {
    const run = start({ examId, queue: [save(3, 30)] });
    expect(run.sends()).toEqual([save(3, 30)]);
  });

  it('sends again a save abandoned by going offline, once back online', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    run.actor.send({ type: 'OFFLINE' });
    expect(run.actor.getSnapshot().hasTag(autosaveTags.drained)).toBe(false);
    run.actor.send({ type: 'ONLINE' });
    expect(run.sends()).toEqual([save(1, 10), save(1, 10)]);
  });

  it('tells a DRAIN at once when nothing is pending, and again each time it is repeated', () => {
    const run = start({ examId });
    run.actor.send({ type: 'DRAIN' });
    run.actor.send({ type: 'DRAIN' });
    expect(run.drainNotices).toEqual([1, 2]);
  });

  it('tells a waiting DRAIN only once the last save is acknowledged', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    run.actor.send({ type: 'DRAIN' });
    await answer(run.fakes, 'error', down());
    run.clock.increment(1000);
    expect(run.drainNotices).toEqual([]);
    await answer(run.fakes, 'done');
    expect(run.drainNotices).toEqual([1]);
  });

  it('tells a DRAIN made offline when nothing is pending', () => {
    const run = start({ examId });
    run.actor.send({ type: 'OFFLINE' });
    run.actor.send({ type: 'DRAIN' });
    expect(run.drainNotices).toEqual([1]);
    expect(run.actor.getSnapshot().hasTag(autosaveTags.drained)).toBe(true);
  });

  // Issue 26 item 1 (docs/exam.md#save-outcome): a save answered 401 was dropped as a refusal.
  it('keeps a save answered UNAUTHENTICATED queued and sends it once the session holds a new token', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    run.actor.send({ type: 'SAVE', questionId: 2, option: 20 });
    await answer(run.fakes, 'error', expired());
    expect(run.actor.getSnapshot().value).toBe('waitingForToken');
    expect(run.actor.getSnapshot().context).toMatchObject({ queue: [save(1, 10), save(2, 20)], rejected: [] });
    expect(run.refusals).toEqual([]);
    expect(parseQueue(run.storage.read())).toEqual([save(1, 10), save(2, 20)]);
    // No retry is spent while the token is being renewed.
    run.clock.increment(5000);
    expect(run.sends()).toEqual([save(1, 10)]);
    run.actor.send({ type: 'TOKEN_RENEWED' });
    expect(run.sends()).toEqual([save(1, 10), save(1, 10)]);
    await answer(run.fakes, 'done');
    await answer(run.fakes, 'done');
    expect(run.sends()).toEqual([save(1, 10), save(1, 10), save(2, 20)]);
    expect(run.actor.getSnapshot().context.queue).toEqual([]);
  });

  it('tries a save waiting for a token again after 30 s when no new token was announced', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    await answer(run.fakes, 'error', expired());
    run.clock.increment(29_999);
    expect(run.sends()).toHaveLength(1);
    run.clock.increment(1);
    expect(run.sends()).toHaveLength(2);
  });

  it('drops only the exam’s own refusals (TIME_UP, FINISHED); any other refusal is sent again, behind the other saves', async () => {
    const run = start({ examId, queue: [save(1, 10), save(2, 20)] });
    await answer(run.fakes, 'error', new SaveError('Not found.', 'NOT_FOUND'));
    expect(run.actor.getSnapshot().context.queue).toEqual([save(2, 20), save(1, 10)]);
    run.clock.increment(1000);
    await answer(run.fakes, 'error', new SaveError('Time is up for this exam; the answer was not saved.', 'TIME_UP'));
    expect(run.refusals).toEqual([{ ...save(2, 20), code: 'TIME_UP' }]);
    // A 403 for another reason (no code the exam names) is no refusal for good.
    await answer(run.fakes, 'error', new SaveError('Forbidden', 'FORBIDDEN'));
    expect(run.actor.getSnapshot().context.queue).toEqual([save(1, 10)]);
    expect(run.sends()).toEqual([save(1, 10), save(2, 20), save(1, 10)]);
  });

  it('lets a waiting submit go when the server keeps refusing a save for another reason, and keeps the save', async () => {
    const run = start({ examId, queue: [save(1, 10)] });
    run.actor.send({ type: 'DRAIN' });
    await answer(run.fakes, 'error', notFound());
    expect(run.drainNotices).toEqual([1]);
    expect(run.actor.getSnapshot().context.queue).toEqual([save(1, 10)]);
    // A failure that may pass (no answer) still holds the submit until the save is through.
    const held = start({ examId, queue: [save(1, 10)] });
    held.actor.send({ type: 'DRAIN' });
    await answer(held.fakes, 'error', down());
    expect(held.drainNotices).toEqual([]);
  });

  // Issue 26 item 2 (docs/exam.md#latest-choice): a newer choice in another tab wins.
  it('drops its own queued save of a question chosen later elsewhere, and keeps a newer one', async () => {
    const dated = (questionId: number, option: number, chosenAt: number): AnswerSave => ({ ...save(questionId, option), chosenAt });
    const run = start({ examId, queue: [dated(1, 10, 100), dated(2, 20, 300)] });
    await answer(run.fakes, 'error', down());
    run.actor.send({ type: 'SUPERSEDED', questionId: 1, chosenAt: 200 });
    run.actor.send({ type: 'SUPERSEDED', questionId: 2, chosenAt: 200 });
    expect(run.actor.getSnapshot().context.queue).toEqual([dated(2, 20, 300)]);
    expect(parseQueue(run.storage.read())).toEqual([dated(2, 20, 300)]);
    run.actor.send({ type: 'SUPERSEDED', questionId: 2, chosenAt: 400 });
    expect(run.actor.getSnapshot().value).toBe('idle');
    run.clock.increment(60_000);
    expect(run.sends()).toEqual([dated(1, 10, 100)]);
  });
});
