// The gallery model of the review session (docs/learning.md): every state of the engine's
// reviewMachine, with two due cards made from Revision's fixtures (a question missed in an exam
// that finished ten minutes ago).
import { afterReview, freshMemory, reviewMachine, reviewViewOf, type ReviewCard, type ReviewContext, type ReviewDeck, type ReviewSnapshot } from '@proshno/engine/learning';
import { NetworkError } from '@proshno/engine';
import type { GalleryModel } from './galleryModel';
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
