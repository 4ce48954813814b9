// /review (docs/learning.md): today's due cards one at a time. Choose an option and the answer,
// the explanation and when the question comes back show at once; Next goes on. Rendered from the
// engine's reviewMachine; the reviews not yet delivered are the learner's device record
// `reviews.pending` (docs/learning.md#delivery), so a closed tab or a lost network loses none.
import { langOf, learningMessages as m, optionLetter, parsePendingReviews, pendingReviewsRecord, type LearnerId } from '@proshno/engine';
import { reviewMachine, reviewViewOf, timeUntil, type PendingReview, type ReviewAnswer, type ReviewCard } from '@proshno/engine/learning';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { readLearnerRecord, removeLearnerRecord, writeLearnerRecord } from '../access/session/deviceData';
import { useSessionActor } from '../access/session/SessionProvider';
import { ContentParts } from '../content/ContentParts';
import { OtherVersionNote } from '../content/OtherVersionNote';
import * as controls from '../controls/controls.css';
import { LoadFailureText } from '../controls/LoadState';
import * as css from '../progress/progress.css';
import { loadDeck, sendReview } from './reviewCalls';
import * as reviewCss from './review.css';
import { newReviewKey } from './reviewKey';
import { useKeptDeck } from './useKeptDeck';
import { useOnlineEvent } from './useOnlineEvent';

export default function ReviewScreen() {
  const client = useClient();
  const session = useSessionActor();
  const [learner] = useState<LearnerId | null>(() => session.getSnapshot().context.session?.user.id ?? null);
  const [pending] = useState(() => (learner === null ? [] : parsePendingReviews(readLearnerRecord(learner, pendingReviewsRecord))));
  const machine = useMemo(
    () =>
      reviewMachine.provide({
        actions: { keepPending: (_, params) => keepPending(learner, params.pending) },
        actors: {
          loadDeck: fromPromise(() => loadDeck(client, learner)),
          sendReview: fromPromise(({ input }) => sendReview(client, input)),
        },
      }),
    [client, learner],
  );
  const actor = useActorRef(machine, { input: { pending } });
  // The session's cards and the next days' are kept on the device, so /review opens offline.
  useKeptDeck(actor, learner, client);
  useOnlineEvent(actor);
  return <ReviewView actor={actor} />;
}

function keepPending(learner: LearnerId | null, pending: readonly PendingReview[]): void {
  if (learner === null) return;
  if (pending.length === 0) removeLearnerRecord(learner, pendingReviewsRecord);
  else writeLearnerRecord(learner, pendingReviewsRecord, JSON.stringify(pending));
}

export type ReviewActor = ActorRefFrom<typeof reviewMachine>;

/** Whatever state the actor is in (the gallery renders it from a snapshot). */
export function ReviewView({ actor }: { actor: ReviewActor }) {
  const view = useSelector(actor, reviewViewOf);
  const reviewed = useSelector(actor, (s) => s.context.reviewed);
  return (
    <div className={css.screen}>
      <h1 className={css.title}>{m.title}</h1>
      {view.screen === 'loading' ? (
        <p className={css.note} role="status">
          {m.loading}
        </p>
      ) : view.screen === 'failed' ? (
        <section className={css.card}>
          <p className={css.error} role="alert">
            <LoadFailureText message={m.loadFailed} />
          </p>
          <div className={css.row}>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'RETRY' })}>
              {m.retry}
            </Button>
          </div>
        </section>
      ) : view.screen === 'nothingDue' || view.screen === 'done' ? (
        <section className={css.card}>
          <p className={css.note}>{view.screen === 'done' ? `${m.allDone} ${m.reviewedCount(reviewed)}` : m.nothingDue}</p>
          <div className={css.row}>
            <Link className={controls.button({ kind: 'primary' })} href="/home">
              {m.backHome}
            </Link>
          </div>
        </section>
      ) : view.card === null ? null : (
        <Question
          card={view.card}
          answer={view.answer}
          left={view.left}
          onChoose={(option) => actor.send({ type: 'CHOOSE', option, at: new Date().toISOString(), key: newReviewKey() })}
          onNext={() => actor.send({ type: 'NEXT' })}
        />
      )}
      <p className={css.hint} role="status" data-testid="review-delivery">
        {view.unsent > 0 ? m.unsent(view.unsent) : ''}
      </p>
    </div>
  );
}

type QuestionProps = {
  card: ReviewCard;
  answer: ReviewAnswer | null;
  left: number;
  onChoose: (option: number) => void;
  onNext: () => void;
};

function Question({ card, answer, left, onChoose, onNext }: QuestionProps) {
  const { question } = card;
  const lang = langOf(question);
  return (
    <section className={css.card} aria-labelledby="review-question" data-question={question.id}>
      <div className={css.cardHead}>
        <h2 id="review-question" className={css.title}>
          {m.dueToday}
        </h2>
        <span className={css.hint} data-testid="review-left">
          {m.left(left)}
        </span>
      </div>
      <OtherVersionNote question={question} />
      <ContentParts parts={question.question_data} lang={lang} />
      <ul className={css.options} aria-label={m.optionsLabel}>
        {question.options.map((option, i) => {
          const mark = answer === null ? 'plain' : option.is_answer ? 'right' : option.id === answer.option ? 'wrong' : 'plain';
          return (
            <li key={option.id} className={css.option({ mark })} data-mark={mark}>
              <Button className={reviewCss.optionButton} isDisabled={answer !== null} onPress={() => onChoose(option.id)} data-option={option.id}>
                <span className={css.letter} aria-hidden="true">
                  {optionLetter(i)}
                </span>
                <ContentParts parts={option.data} inline lang={lang} />
              </Button>
              {mark === 'right' ? <span className={css.tag}>{m.rightAnswer}</span> : mark === 'wrong' ? <span className={css.tag}>{m.yourAnswer}</span> : null}
            </li>
          );
        })}
      </ul>
      {answer === null ? null : (
        <>
          <p className={answer.right ? reviewCss.verdictRight : reviewCss.verdictWrong} role="status" data-testid="review-verdict">
            {answer.right ? m.right : m.wrong}. {m.comesBack(timeUntil(answer.due, new Date()))}
          </p>
          {question.explanation_data.length > 0 ? (
            <div className={css.explanation}>
              <h3>{m.explanation}</h3>
              <ContentParts parts={question.explanation_data} lang={lang} />
            </div>
          ) : null}
          <div className={css.row}>
            <Button className={controls.button({ kind: 'primary' })} onPress={onNext} autoFocus>
              {left > 0 ? m.next : m.finish}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
