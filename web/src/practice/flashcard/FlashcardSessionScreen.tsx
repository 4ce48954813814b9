// /flashcard/exam/?noOfQuestion&subject&topic&subtopic: the flashcard session
// (docs/practice.md#flashcard-session), rendering the engine's flashcardMachine. The cards come from the setup through
// the history entry (also after a reload); a URL opened otherwise draws them from its query. A turned
// card is graded (./GradePanel.tsx); the grade waits in the learner's device record until the server
// has it (docs/learning.md#delivery).
import {
  langOf,
  canGoBack,
  canGoNext,
  fillIn,
  currentCard,
  flashcardMachine,
  flashcardViewOf,
  flashcardMessages,
  flashcardPosition,
  flashcardRequestFromQuery,
  flashcardSubjectLine,
  flashcardSummary,
  flushLabel,
  optionFaceOf,
  practiceMessages,
  showsExplanation,
  type Card,
  type FlashcardContext,
  type FlashcardRequest,
  type OptionFace,
  revisionLabels,
  optionLetter,
  optionIndexOfKey,
  type LearnerId,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { useSearch } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useSessionActor } from '../../access/session/SessionProvider';
import { ContentParts } from '../../content/ContentParts';
import { OtherVersionNote } from '../../content/OtherVersionNote';
import * as controls from '../../controls/controls.css';
import { Loading, ReloadButton, Unavailable } from '../../controls/LoadState';
import { RevisionButton } from '../../progress/revision/RevisionButton';
import { useRevisionSave } from '../../progress/revision/useRevisionSave';
import { sendGrade } from '../../learning/gradeCalls';
import { newReviewKey } from '../../learning/reviewKey';
import { forgetWaitingReview, keepWaitingReview } from '../../learning/waitingReviewRecord';
import { handedOverCards, loadFlashcards } from './flashcardCalls';
import * as css from './flashcard.css';
import { GradePanel } from './GradePanel';
import { useOnlineEvent } from '../../learning/useOnlineEvent';

export type FlashcardActor = ActorRefFrom<typeof flashcardMachine>;


export default function FlashcardSessionScreen() {
  const search = useSearch();
  const request = useMemo(() => {
    const params = new URLSearchParams(search);
    return flashcardRequestFromQuery((key) => params.get(key));
  }, [search]);
  if (request === null) return <NoCards />;
  return <FlashcardSession key={search} request={request} />;
}

function FlashcardSession({ request }: { request: FlashcardRequest }) {
  const actor = useFlashcardActor(request);
  return <FlashcardSessionView actor={actor} />;
}

/** The session for whatever state the flashcard actor is in; the gallery renders it from a snapshot. */
export function FlashcardSessionView({ actor }: { actor: FlashcardActor }) {
  const screen = useSelector(actor, (s) => flashcardViewOf(s).screen);
  switch (screen) {
    case 'loading':
      return <Loading label={practiceMessages.flashcardLoadingQuestions} />;
    case 'failed':
      return <LoadFailed actor={actor} />;
    case 'empty':
      return <NoCards />;
    case 'finished':
      return <Summary actor={actor} />;
    default:
      return <Studying actor={actor} />;
  }
}

/** Why no cards came, Reload only when it may help, and the ways back. */
function LoadFailed({ actor }: { actor: FlashcardActor }) {
  const error = useSelector(actor, (s) => s.context.error) ?? flashcardMessages.loadFailed;
  const retryable = useSelector(actor, (s) => s.context.retryable);
  return (
    <Unavailable message={error} home>
      {retryable ? (
        <ReloadButton onPress={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <Link className={controls.button({ kind: 'primary' })} href="/flashcard">
          {practiceMessages.backToFlashcard}
        </Link>
      )}
    </Unavailable>
  );
}

function useFlashcardActor(request: FlashcardRequest): FlashcardActor {
  const client = useClient();
  const session = useSessionActor();
  const [learner] = useState<LearnerId | null>(() => session.getSnapshot().context.session?.user.id ?? null);
  const machine = useMemo(
    () =>
      flashcardMachine.provide({
        actors: {
          loadFlashcards: fromPromise(async ({ input }) => handedOverCards(window.history.state, input) ?? loadFlashcards(client, input)),
          sendGrade: fromPromise(({ input }) => sendGrade(client, input)),
        },
        actions: {
          keepGrade: (_, { review }) => {
            if (learner !== null) keepWaitingReview(learner, review);
          },
          forgetGrade: (_, { key }) => {
            if (learner !== null) forgetWaitingReview(learner, key);
          },
        },
      }),
    [client, learner],
  );
  const actor = useActorRef(machine, { input: request });
  useOnlineEvent(actor);
  return actor;
}

function NoCards() {
  return (
    <div className={controls.centered}>
      <p className={controls.notice}>{flashcardMessages.noQuestions}</p>
      <Link className={controls.button({ kind: 'secondary' })} href="/flashcard">
        {practiceMessages.backToFlashcard}
      </Link>
    </div>
  );
}

/** Finished: what was seen, right and wrong, the way home, and the same cards again. */
function Summary({ actor }: { actor: FlashcardActor }) {
  const context = useSelector(actor, (s) => s.context);
  const summary = flashcardSummary(context);
  const subject = flashcardSubjectLine(context);
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen changed under the learner's finger: the heading takes focus, so a reader hears it.
  useEffect(() => heading.current?.focus(), []);
  // [the styles' and tests' name for the count (data-count), its label, its value]
  const rows: Array<[string, string, number]> = [
    ['Cards seen', practiceMessages.flashcardCardsSeen, summary.seen],
    ['Right', practiceMessages.flashcardRight, summary.right],
    ['Wrong', practiceMessages.flashcardWrong, summary.wrong],
    ['Not answered', practiceMessages.flashcardNotAnswered, summary.unanswered],
  ];
  return (
    <section className={css.screen} aria-labelledby="flashcard-summary">
      <div className={css.card}>
        <h1 id="flashcard-summary" ref={heading} tabIndex={-1} className={css.summaryTitle}>
          {practiceMessages.flashcardSummaryTitle}
        </h1>
        {subject === null ? null : <p className={css.summarySubject} data-summary="subject">
            {subject}
          </p>}
        <p className={css.summaryLine}>
          {fillIn(summary.total === 1 ? practiceMessages.flashcardSeenOne : practiceMessages.flashcardSeen, { seen: summary.seen, total: summary.total })}
        </p>
        <dl className={css.summaryCounts}>
          {rows.map(([count, label, value]) => (
            <div key={count} className={css.summaryCount} data-count={count}>
              <dt className={css.summaryLabel}>{label}</dt>
              <dd className={css.summaryNumber}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={controls.centeredActions}>
        <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'AGAIN' })}>
          {practiceMessages.flashcardPractiseAgain}
        </Button>
        <Link className={controls.button({ kind: 'secondary' })} href="/flashcard">
          {practiceMessages.flashcardNew}
        </Link>
        <Link className={controls.button({ kind: 'secondary' })} href="/home">
          {practiceMessages.goHome}
        </Link>
      </div>
    </section>
  );
}

function Studying({ actor }: { actor: FlashcardActor }) {
  const context = useSelector(actor, (s) => s.context);
  const grading = useSelector(actor, (s) => flashcardViewOf(s).grading);
  const card = currentCard(context);
  const saveForRevision = useRevisionSave();
  useKeyboard(actor, card);
  if (card === undefined) return null;

  return (
    <div className={css.screen}>
      <div className={css.sessionHead}>
        <h1>{practiceMessages.flashcardTitle}</h1>
        <span className={css.counter} aria-label={practiceMessages.flashcardCounter} aria-live="polite">
          {flashcardPosition(context)}
        </span>
      </div>
      <article className={css.card} aria-labelledby="flashcard-number">
        <h2 id="flashcard-number" className={css.questionNumber}>
          {fillIn(practiceMessages.flashcardQuestionNumber, { number: context.index + 1 })}
        </h2>
        <OtherVersionNote question={card} />
        <ContentParts parts={card.question} lang={langOf(card)} />
        <div className={css.options} role="group" aria-label={practiceMessages.flashcardOptions}>
          {card.options.map((option, i) => (
            <OptionCard
              key={String(option.id)}
              letter={optionLetter(i)}
              face={optionFaceOf(context, option.id)}
              parts={option.data}
              lang={langOf(card)}
              onFlip={() => actor.send({ type: 'FLIP', optionId: option.id })}
            />
          ))}
        </div>
        {showsExplanation(context) && card.explanation !== undefined ? (
          <section className={css.explanation} aria-labelledby="flashcard-explanation">
            <h3 id="flashcard-explanation">{practiceMessages.flashcardExplanation}</h3>
            <ContentParts parts={card.explanation} lang={langOf(card)} />
          </section>
        ) : null}
        <p className={css.visuallyHidden} aria-live="polite">
          {context.feedback ?? ''}
        </p>
      </article>
      {grading === null ? null : (
        <GradePanel grading={grading} onGrade={(grade) => actor.send({ type: 'GRADE', grade, at: new Date().toISOString(), key: newReviewKey() })} />
      )}
      {/* Each right flip throws its own confetti (a new key replays it). */}
      {context.feedback === flashcardMessages.congrats ? <Confetti key={`${context.index}:${context.flipped.length}`} /> : null}
      <Controls actor={actor} context={context} />
      <RevisionButton wide onPress={() => void saveForRevision(card.id)}>
        {revisionLabels.save}
      </RevisionButton>
    </div>
  );
}

function Controls({ actor, context }: { actor: FlashcardActor; context: FlashcardContext }) {
  return (
    <nav className={css.navigation} aria-label={practiceMessages.flashcardNavigation}>
      <Button className={controls.button({ kind: 'secondary' })} isDisabled={!canGoBack(context)} onPress={() => actor.send({ type: 'BACK' })}>
        {practiceMessages.flashcardBack}
      </Button>
      <Button
        className={controls.button({ kind: 'secondary' })}
        onPress={() => actor.send({ type: context.flushed ? 'UNFLUSH' : 'FLUSH' })}
      >
        {flushLabel(context)}
      </Button>
      <Button className={controls.button({ kind: 'secondary' })} isDisabled={!canGoNext(context)} onPress={() => actor.send({ type: 'NEXT' })}>
        {practiceMessages.flashcardNext}
      </Button>
      <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'FINISHED' })}>
        {practiceMessages.flashcardFinished}
      </Button>
    </nav>
  );
}

const faceWords: Record<Exclude<OptionFace, 'front'>, string> = {
  congrats: flashcardMessages.congrats,
  oops: flashcardMessages.oops,
  answer: practiceMessages.flashcardCorrectAnswer,
};

/** An option card: its front until revealed, then turned to show the feedback. */
function OptionCard(props: { letter: string; face: OptionFace; parts: Card['question']; lang: string | undefined; onFlip: () => void }) {
  const { letter, face, parts, lang, onFlip } = props;
  const turned = face !== 'front';
  return (
    <Button className={css.optionCard} data-face={face} onPress={onFlip}>
      <span className={css.flipper}>
        <span className={css.front} aria-hidden={turned}>
          <span className={css.letter} aria-hidden="true">
            {letter}
          </span>
          <span className={css.visuallyHidden}>{fillIn(practiceMessages.flashcardOptionName, { letter })}</span>
          <span className={css.optionText}>
            <ContentParts parts={parts} inline lang={lang} />
          </span>
        </span>
        <span className={css.back} aria-hidden={!turned}>
          <span className={css.letter} aria-hidden="true">
            {letter}
          </span>
          <span className={css.visuallyHidden}>{fillIn(practiceMessages.flashcardOptionName, { letter })}</span>
          <span className={css.optionText}>
            <ContentParts parts={parts} inline lang={lang} />
          </span>
          {turned ? <strong className={css.feedback}>{faceWords[face]}</strong> : null}
        </span>
      </span>
    </Button>
  );
}

/** The confetti of 'Congrats!': a layer over the window that lets every press through. */
function Confetti() {
  return (
    <div className={css.confetti} aria-hidden="true" data-confetti="">
      {Array.from({ length: css.CONFETTI_PIECES }, (_, i) => (
        <span key={i} className={css.piece} />
      ))}
    </div>
  );
}

/** A–D flip, arrow keys move; never while typing in a field. */
function useKeyboard(actor: FlashcardActor, card: Card | undefined) {
  useEffect(() => {
    if (card === undefined) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      const option = card.options[optionIndexOfKey(event.key)];
      if (option !== undefined) actor.send({ type: 'FLIP', optionId: option.id });
      else if (event.key === 'ArrowRight') actor.send({ type: 'NEXT' });
      else if (event.key === 'ArrowLeft') actor.send({ type: 'BACK' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actor, card]);
}
