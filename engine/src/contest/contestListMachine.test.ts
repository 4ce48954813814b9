import { contestListEntry } from '../testing/contests';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { ServerError } from '../access/serverError';
import { messages } from '../messages';
import { effectsOf, startRecording } from '../testing/effects';
import { describeModel, fakePromises, settled, type FakePromises } from '../testing/modelTest';
import {
  contestListMachine,
  contestListView,
  type ContestActionInput,
  type ContestListContext,
  type ContestListEntry,
  type ContestListing,
  type OpenedContestExam,
} from './contestListMachine';

const MINUTE = 60_000;
/** The server's clock at the load: 12:00 UTC. The web's clock runs two hours behind it. */
const serverNow = Date.parse('2026-11-01T12:00:00Z');
const webNow = serverNow - 120 * MINUTE;

const contest = (id: number, startInMinutes: number, facts: Partial<ContestListEntry> = {}) => contestListEntry(id, serverNow + startInMinutes * MINUTE, facts);

const upcoming = contest(1, 10);
const registered = contest(2, 1, { is_registered: true });
const finished = contest(3, -60, { is_registered: true, results_ready: true });
const listing = (contests: ContestListEntry[]): ContestListing => ({ contests, serverTime: new Date(serverNow).toISOString(), sentAt: webNow - 100, receivedAt: webNow + 100 });
const notCovered = new ServerError({ detail: 'Your subscription does not cover this contest.' }, undefined, 'NOT_COVERED');

function start(fakes: FakePromises) {
  const machine = contestListMachine.provide({
    actors: {
      loadContests: fakes.promise<ContestListing>('loadContests'),
      register: fakes.promise<void, ContestActionInput>('register'),
      join: fakes.promise<OpenedContestExam, ContestActionInput>('join'),
      practise: fakes.promise<OpenedContestExam, ContestActionInput>('practise'),
      clock: fromCallback<EventObject>(() => () => {}),
    },
  });
  return startRecording(createActor(machine));
}

describeModel('contestListMachine', contestListMachine, {
  events: () => [
    { type: 'xstate.done.actor.loadContests', output: listing([upcoming, registered, finished]) },
    { type: 'xstate.error.actor.loadContests', error: new ServerError({ detail: 'Try again later.' }) },
    { type: 'RETRY' },
    // Two minutes on: the registered contest has started.
    { type: 'TICK', now: webNow + 2 * MINUTE },
    { type: 'ACT', contest: 1, action: 'register' },
    { type: 'ACT', contest: 2, action: 'join' },
    { type: 'ACT', contest: 3, action: 'practise' },
    { type: 'ACT', contest: 3, action: 'meritList' },
    { type: 'xstate.done.actor.register', output: undefined },
    { type: 'xstate.error.actor.register', error: notCovered },
    { type: 'xstate.error.actor.register', error: new ServerError({ detail: 'Registration for this contest is closed.' }, undefined, 'REGISTRATION_CLOSED') },
    { type: 'xstate.done.actor.join', output: { examId: 70 } },
    { type: 'xstate.error.actor.join', error: notCovered },
    { type: 'xstate.error.actor.join', error: new Error('offline') },
    { type: 'xstate.done.actor.practise', output: { examId: 71 } },
    { type: 'xstate.error.actor.practise', error: notCovered },
    { type: 'xstate.error.actor.practise', error: new Error('offline') },
    { type: 'CLOSE_DIALOG' },
  ],
  start: (fakes) => ({ actor: start(fakes) }),
  invariant: (snapshot) => {
    const context = snapshot.context as ContestListContext;
    // Only one action at a time, and only while one of the acting states runs.
    const acting = ['registering', 'refreshing', 'joining', 'practising'].some((state) => snapshot.matches({ ready: state }));
    expect(context.acting !== null).toBe(acting || snapshot.matches('opened'));
  },
});

async function listed(contests = [upcoming, registered, finished]) {
  const fakes = fakePromises();
  const actor = start(fakes);
  fakes.settle('loadContests', 'done', listing(contests));
  await settled();
  fakes.calls.length = 0;
  return { actor, fakes, effects: effectsOf(actor) };
}

function cardOf(actor: Awaited<ReturnType<typeof listed>>['actor'], id: number) {
  const view = contestListView(actor.getSnapshot());
  if (view.screen !== 'list') throw new Error(`no list: ${view.screen}`);
  return view.sections.flatMap((section) => section.cards).find((card) => card.id === id);
}

describe('contestListMachine', () => {
  it('reads the cards on the server’s clock measured by the load, not the web’s', async () => {
    const { actor } = await listed();
    // The web's clock is two hours behind: on it the finished contest would be upcoming.
    const view = contestListView(actor.getSnapshot());
    expect(view.screen === 'list' && view.sections.map((s) => [s.title, s.cards.map((c) => c.id)])).toEqual([
      ['Upcoming', [1, 2]],
      ['Finished', [3]],
    ]);
    expect(cardOf(actor, 2)?.countdown).toBe('Starts in 0:01:00');
  });

  it('turns a registered contest live on a TICK and only then lets the learner join', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'ACT', contest: 2, action: 'join' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'TICK', now: webNow + 2 * MINUTE });
    expect(cardOf(actor, 2)?.actions.map((a) => a.action)).toEqual(['join']);
    actor.send({ type: 'ACT', contest: 2, action: 'join' });
    expect(fakes.calls).toEqual([{ name: 'join', input: { contest: 2 } }]);
    expect(cardOf(actor, 2)?.actions).toEqual([{ action: 'join', label: 'Join', pending: true }]);
  });

  it('sends the learner to the exam the join answered with', async () => {
    const { actor, fakes, effects } = await listed();
    actor.send({ type: 'TICK', now: webNow + 2 * MINUTE });
    actor.send({ type: 'ACT', contest: 2, action: 'join' });
    fakes.settle('join', 'done', { examId: 70 });
    await settled();
    expect(effects.navigations).toEqual([{ type: 'navigate', to: '/exam/70' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('registers, then loads the list again so the card says Registered', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'ACT', contest: 1, action: 'register' });
    fakes.settle('register', 'done', undefined);
    await settled();
    expect(fakes.calls.map((call) => call.name)).toEqual(['register', 'loadContests']);
    fakes.settle('loadContests', 'done', listing([{ ...upcoming, is_registered: true }, registered, finished]));
    await settled();
    expect(cardOf(actor, 1)?.note).toBe('Registered');
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });

  it('opens Subscription Required on a NOT_COVERED refusal, and Cancel closes it', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'ACT', contest: 1, action: 'register' });
    fakes.settle('register', 'error', notCovered);
    await settled();
    expect(contestListView(actor.getSnapshot())).toMatchObject({ subscriptionRequired: true, refusal: null, busy: false });
    actor.send({ type: 'CLOSE_DIALOG' });
    expect(contestListView(actor.getSnapshot())).toMatchObject({ subscriptionRequired: false });
  });

  it('says any other refusal in the server’s words, and a lost connection as Something went wrong', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'ACT', contest: 3, action: 'practise' });
    fakes.settle('practise', 'error', new ServerError({ detail: 'Practice opens once the contest is over.' }));
    await settled();
    expect(contestListView(actor.getSnapshot())).toMatchObject({ refusal: 'Practice opens once the contest is over.' });
    actor.send({ type: 'ACT', contest: 3, action: 'practise' });
    expect(contestListView(actor.getSnapshot())).toMatchObject({ refusal: null, busy: true });
    fakes.settle('practise', 'error', new Error('Failed to fetch'));
    await settled();
    expect(contestListView(actor.getSnapshot())).toMatchObject({ refusal: messages.somethingWrong });
  });

  it('opens the result, merit list and review pages of a finished contest', async () => {
    const { actor, effects } = await listed();
    for (const action of ['result', 'meritList', 'review'] as const) actor.send({ type: 'ACT', contest: 3, action });
    // A page the card does not offer (the upcoming contest has no result) is not opened.
    actor.send({ type: 'ACT', contest: 1, action: 'result' });
    expect(effects.navigations.map((n) => n.to)).toEqual(['/contest/3/result', '/contest/3/merit-list', '/contest/3/review']);
  });

  it('offers a reload after a failed load, with the server’s words when it gave any', async () => {
    const fakes = fakePromises();
    const actor = start(fakes);
    expect(contestListView(actor.getSnapshot())).toEqual({ screen: 'loading' });
    fakes.settle('loadContests', 'error', new ServerError({ detail: 'Try again later.' }));
    await settled();
    expect(contestListView(actor.getSnapshot())).toEqual({ screen: 'failed', message: 'Try again later.' });
    actor.send({ type: 'RETRY' });
    fakes.settle('loadContests', 'error', new Error('offline'));
    await settled();
    expect(contestListView(actor.getSnapshot())).toEqual({ screen: 'failed', message: 'Something went wrong. Please try again later.' });
  });

  it('keeps the list and says so when the reload after a registration fails', async () => {
    const { actor, fakes } = await listed();
    actor.send({ type: 'ACT', contest: 1, action: 'register' });
    fakes.settle('register', 'done', undefined);
    await settled();
    fakes.settle('loadContests', 'error', new Error('offline'));
    await settled();
    expect(contestListView(actor.getSnapshot())).toMatchObject({ screen: 'list', refusal: messages.somethingWrong, busy: false });
  });
});
