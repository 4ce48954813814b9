// The review deck kept on the device (docs/learning.md#offline, engine keptDeck.ts): written whenever
// the session's queue changes, with the cards due in the next days that the page loads once in the
// background after its deck shows; until they come, or when they cannot, it keeps the cards kept
// before, so a visit without a network loses none of them.
import type { LearnerId } from '@proshno/engine';
import { keptCardsOf, keptDeckRecord, reviewViewOf, serializeKeptDeck, type reviewMachine, type ReviewCard, type ReviewSnapshot } from '@proshno/engine/learning';
import { useEffect } from 'react';
import type { Client } from 'urql';
import type { ActorRefFrom } from 'xstate';
import { readLearnerRecord, writeLearnerRecord } from '../access/session/deviceData';
import { loadLaterCards } from './reviewCalls';

export function useKeptDeck(actor: ActorRefFrom<typeof reviewMachine>, learner: LearnerId | null, client: Client): void {
  useEffect(() => {
    if (learner === null) return;
    let later: readonly ReviewCard[] = keptCardsOf(readLearnerRecord(learner, keptDeckRecord));
    let keptQueue: unknown = null;
    let asked = false;
    let gone = false;
    const keep = (snapshot: ReviewSnapshot) => writeLearnerRecord(learner, keptDeckRecord, serializeKeptDeck(snapshot.context, later));
    const subscription = actor.subscribe((snapshot) => {
      const { screen } = reviewViewOf(snapshot);
      if (snapshot.context.queue === keptQueue || screen === 'loading' || screen === 'failed') return;
      keptQueue = snapshot.context.queue;
      keep(snapshot);
      if (asked) return;
      asked = true;
      // Never in the screen's way: a failure (no network) leaves the cards kept before.
      loadLaterCards(client).then(
        (cards) => {
          if (gone) return;
          later = cards;
          keep(actor.getSnapshot());
        },
        () => undefined,
      );
    });
    return () => {
      gone = true;
      subscription.unsubscribe();
    };
  }, [actor, learner, client]);
}
