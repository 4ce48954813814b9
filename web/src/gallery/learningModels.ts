// The gallery model of the review session (docs/learning.md): every state of the engine's
// reviewMachine, with two due cards made from Revision's fixtures (a question missed in an exam
// that finished ten minutes ago).
import { afterReview, freshMemory, reviewMachine, reviewViewOf, type ReviewCard, type ReviewContext, type ReviewDeck, type ReviewSnapshot } from '@proshno/engine/learning';
import { NetworkError, ServerError, planMachine, planViewOf, type PlanContext, type PlanData, type PlanSnapshot } from '@proshno/engine';
import { gatewayAnswers } from './fixtures';
import type { GalleryModel } from './galleryModel';
import { queryStateEvents, queryStateMachine } from './queryStateMachine';
import { revisionItems } from './progressFixtures';

const finishedAt = new Date('2026-11-23T09:50:00.000Z');
const missed = afterReview(freshMemory(finishedAt), 'again', finishedAt);
const at = '2026-11-23T10:00:00.000Z';

export const reviewCards: ReviewCard[] = revisionItems.map(({ question, options }) => ({ question: { ...question, options }, memory: missed }));
const deck: ReviewDeck = { dueToday: reviewCards.length, cards: reviewCards };

export const reviewModel: GalleryModel = {
  id: 'review',
  title: 'Learning/Review',
  machine: reviewMachine,
  input: {},
  events: (snapshot) => {
    const { queue, reviewed } = snapshot.context as ReviewContext;
    const first = queue[0]?.question.options;
    const right = first?.find((o) => o.is_answer);
    const wrong = first?.find((o) => !o.is_answer);
    return [
      { type: 'xstate.done.actor.loadDeck', output: deck },
      { type: 'xstate.done.actor.loadDeck', output: { dueToday: 0, cards: [] } },
      { type: 'xstate.error.actor.loadDeck', error: new NetworkError() },
      { type: 'RETRY' },
      // A right and a wrong answer on the first card; then right answers until the session ends.
      ...(reviewed < 3 && right !== undefined ? [{ type: 'CHOOSE', option: right.id, at, key: 'c0a80121-7ac0-4e1c-9d3a-000000000001' }] : []),
      ...(reviewed === 0 && wrong !== undefined ? [{ type: 'CHOOSE', option: wrong.id, at, key: 'c0a80121-7ac0-4e1c-9d3a-000000000002' }] : []),
      { type: 'xstate.error.actor.sendReview', error: new NetworkError() },
      { type: 'NEXT' },
    ];
  },
  variant: (snapshot) => {
    const view = reviewViewOf(snapshot as ReviewSnapshot);
    const answer = view.answer === null ? '' : view.answer.right ? 'right' : 'wrong';
    const left = view.screen === 'asking' || view.screen === 'told' ? `${view.left} left` : '';
    return [answer, left, view.unsent > 0 ? 'unsent' : ''].filter((part) => part !== '').join(' · ');
  },
};

/** The demo's kind of plan: an exam in 45 days, an hour a day, a streak of four paused by yesterday. */
export const planData: PlanData = {
  target: { name: 'DU Science Unit (Ka)', examDate: '2027-01-07', dailyMinutes: 60 },
  today: '2026-11-23',
  streak: { days: 4, studiedToday: false, paused: true },
  dueToday: 3,
};

export const planModel: GalleryModel = {
  id: 'plan',
  title: 'Learning/Plan',
  machine: planMachine,
  events: (snapshot) => {
    const { draft, data } = snapshot.context as PlanContext;
    return [
      { type: 'xstate.done.actor.loadPlan', output: planData },
      { type: 'xstate.done.actor.loadPlan', output: { ...planData, target: null, streak: { days: 0, studiedToday: false, paused: false } } },
      { type: 'xstate.error.actor.loadPlan', error: new NetworkError() },
      { type: 'RETRY' },
      { type: 'EDIT' },
      // Without a target the form opens empty: Save shows its messages, then the fields are typed.
      ...(data?.target === null && draft.name === '' ? [{ type: 'SAVE' }, { type: 'CHANGE', field: 'name', value: 'Medical admission' }] : []),
      ...(draft.name !== '' && draft.examDate === '' ? [{ type: 'CHANGE', field: 'examDate', value: '2027-02-14' }] : []),
      ...(draft.examDate !== '' ? [{ type: 'SAVE' }] : []),
      { type: 'xstate.done.actor.savePlan', output: planData.target },
      { type: 'xstate.error.actor.savePlan', error: new ServerError({ detail: 'The exam date cannot be in the past.' }) },
      { type: 'REMOVE' },
      { type: 'xstate.done.actor.clearPlan', output: undefined },
    ];
  },
  variant: (snapshot) => {
    const view = planViewOf(snapshot as PlanSnapshot);
    if (view.screen === 'shown') return [view.plan === null ? 'no target' : 'target', view.error === null ? '' : 'error'].filter((part) => part !== '').join(' · ');
    if (view.screen === 'editing') return [Object.keys(view.errors).length > 0 ? 'messages' : '', view.error === null ? '' : 'refused'].filter((part) => part !== '').join(' · ');
    return '';
  },
};

/** The topic map's answers (docs/learning.md#topic-map): the dashboard's mastery rows, or none met yet. */
export const topicMapAnswers = {
  data: { Mastery: gatewayAnswers.Mastery },
  empty: { Mastery: { mastery: [] } },
};

export const topicMapModel: GalleryModel = {
  id: 'topicMap',
  title: 'Learning/Topic map',
  machine: queryStateMachine,
  events: () => queryStateEvents,
};
