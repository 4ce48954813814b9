// The flashcard session (docs/practice.md#flashcard-session) driven by the engine's flashcardMachine: two
// real cards drawn from the product are handed to the session the way the setup hands them
// over (in the history entry); a failed draw is a held request that the connection drops, and
// Reload then takes the handed-over cards. After every step the option faces, the feedback,
// Flush/Unflush, Back/Next, the counter and the grade panel (docs/practice.md#flashcard-grades) must
// be what the machine's state says. A grade is a real review of a learner of this file's own (the
// demo learner's deck is read by other suites); its sending is held, let through or dropped.
import {
  canGoBack,
  canGoNext,
  currentCard,
  flashcardMachine,
  flashcardMessages,
  flashcardPosition,
  flashcardSubjectLine,
  flashcardSummary,
  flashcardViewOf,
  flushLabel,
  NetworkError,
  optionFaceOf,
  showsExplanation,
  type Card,
  type FlashcardContext,
  type FlashcardRequest,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { gate, type Gate } from './network';
import { graphql, learnerToken, signedInBrowser, subjectId, subscribedLearner } from '../e2e/product';
import { describeUiModel, expectMachineCoverage } from './uiModel';
import type { Path } from '@proshno/engine/testing';

type Driver = { page: Page; gate: Gate };

const learner = await subscribedLearner('flashcard-model');
const token = await learnerToken(learner);
const request: FlashcardRequest = { subject: await subjectId(token, 'Physics'), topic: null, subtopic: null, noOfQuestion: 2 };
const cards = await drawCards(request);
const query = `noOfQuestion=${request.noOfQuestion}&subject=${request.subject}`;
/** The grade the model gives (the first card's, after its first flip); its key and time are the web's own. */
const GRADE = { type: 'GRADE', grade: 'hard', at: '2026-12-01T10:30:00.000Z', key: '0f8fad5b-d9cb-469f-a165-70867728950e' };

const signedIn = signedInBrowser(learner);

const paths = await describeUiModel<Driver>({
  name: 'flashcards',
  machine: flashcardMachine,
  modelMachine: (fakes) => flashcardMachine.provide({ actors: { loadFlashcards: fakes.promise('loadFlashcards'), sendGrade: fakes.promise('sendGrade') } }),
  input: request,
  events: (snapshot) => {
    const context = snapshot.context as FlashcardContext;
    // A grade on its way is let through or dropped before anything else; one dropped is sent again
    // at once when the network is back or 5 s later. Once it is settled the learner moves on.
    if (snapshot.matches({ delivery: 'sending' })) {
      return [
        { type: 'xstate.done.actor.sendGrade', output: { due: '2026-12-01T10:45:00.000Z', lastReview: GRADE.at, examEve: null } },
        { type: 'xstate.error.actor.sendGrade', error: new NetworkError() },
      ];
    }
    if (snapshot.matches({ delivery: 'waiting' })) return [{ type: 'ONLINE' }, { type: 'xstate.after.retryDelay.flashcard.delivery.waiting' }];
    if (context.grades.length > 0) return [{ type: 'NEXT' }, { type: 'FINISHED' }, { type: 'AGAIN' }];
    const card = currentCard(context);
    const right = card?.options.find((o) => o.is_answer);
    const wrong = card?.options.find((o) => !o.is_answer);
    const fresh = context.flipped.length === 0 && !context.flushed;
    return [
      { type: 'xstate.done.actor.loadFlashcards', output: cards },
      { type: 'xstate.error.actor.loadFlashcards', error: new Error('[Network] Failed to fetch') },
      { type: 'RETRY' },
      // On the first card: a right or a wrong flip, then the other one; Flush and Unflush around them.
      ...(context.index === 0 && context.flipped.length < 2 && right !== undefined && wrong !== undefined
        ? [right, wrong].filter((o) => !context.flipped.includes(o.id)).map((o) => ({ type: 'FLIP', optionId: o.id }))
        : []),
      ...(context.index === 0 && context.flipped.length < 2 ? [{ type: 'FLUSH' }, { type: 'UNFLUSH' }] : []),
      ...(fresh || context.index === 0 ? [{ type: 'NEXT' }] : []),
      { type: 'BACK' },
      // Finished with nothing answered, or after the first card's first flip (a right or a wrong count).
      ...(fresh || (context.index === 0 && context.flipped.length === 1) ? [{ type: 'FINISHED' }] : []),
      { type: 'AGAIN' },
      // Graded Hard after the first card's first flip.
      ...(context.index === 0 && context.flipped.length === 1 && !context.flushed ? [GRADE] : []),
    ];
  },
  key: (snapshot) => {
    const { index, flipped, flushed, results, grades } = snapshot.context as FlashcardContext;
    // The summary shows the counts, so finished states with other results are other states.
    const graded = grades.map((given) => [given.review.grade, given.due !== null, given.refused]);
    return JSON.stringify({ value: snapshot.value, index, flipped, flushed, graded, ...(snapshot.matches({ session: 'finished' }) ? { results } : {}) });
  },
  // One page walks on to what fresh pages would have (uiModel.ts chain), opened the way its draw needs.
  chain: { kind: (path) => String(overNetwork(path)) },
  open: async (path) => {
    const page = await signedIn.context().newPage();
    const network = await gate(page, ['FlashcardQuestions', 'GradeQuestion']);
    // A draw that fails is a request held on the wire; a draw that works is the setup's hand-over.
    await page.goto(overNetwork(path) ? `/flashcard/exam/?${query}` : '/home');
    return { page, gate: network };
  },
  act: async ({ page, gate: network }, event, before) => {
    const button = (name: string | RegExp) => page.getByRole('button', { name, exact: true });
    switch (event.type) {
      case 'xstate.done.actor.loadFlashcards':
        return handOver(page);
      case 'xstate.error.actor.loadFlashcards':
        await network.waitFor('FlashcardQuestions');
        return network.release('FlashcardQuestions', 'fail');
      case 'RETRY':
        // The setup's cards are in the history entry by now, so Reload takes them.
        await page.evaluate((state) => history.replaceState(state, ''), { flashcards: { request, cards } });
        return button('Reload').click();
      case 'FLIP': {
        const { optionId } = event as EventObject & { optionId: number };
        const letter = 'ABCD'[currentCard(before.context as FlashcardContext)?.options.findIndex((o) => o.id === optionId) ?? -1];
        return page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) }).first().click();
      }
      case 'FLUSH':
      case 'UNFLUSH':
        return button(flushLabel(before.context as FlashcardContext)).click();
      case 'NEXT':
        return button('Next').click();
      case 'BACK':
        return button('Back').click();
      case 'FINISHED':
        return button('Finished').click();
      case 'AGAIN':
        return button('Practise again').click();
      case 'GRADE':
        return page.locator('[data-grade="hard"]').click();
      case 'xstate.done.actor.sendGrade':
        await network.waitFor('GradeQuestion');
        return network.release('GradeQuestion', 'pass');
      case 'xstate.error.actor.sendGrade':
        await network.waitFor('GradeQuestion');
        return network.release('GradeQuestion', 'fail');
      case 'ONLINE':
        return page.evaluate(() => {
          dispatchEvent(new Event('online'));
        });
      case 'xstate.after.retryDelay.flashcard.delivery.waiting':
        // The page sends it again by itself five seconds after the failure.
        return network.waitFor('GradeQuestion');
      default:
        throw new Error(`no UI action for ${event.type}`);
    }
  },
  check: async ({ page }, snapshot) => {
    const expected = expectedFacts(snapshot);
    // Loading is seen only while cards come over the network: before the hand-over the learner is
    // still on the page that opens the session, and handed-over cards show at once.
    const handedOver = await page.evaluate(() => typeof history.state === 'object' && history.state !== null && 'flashcards' in history.state);
    if (expected.screen === 'loading' && (new URL(page.url()).pathname === '/home' || handedOver)) return;
    // The project's poll timeout (vite.config.ts): on a loaded machine the first paint and the
    // session's restore alone can take longer than a few seconds.
    await expect.poll(() => screenFacts(page), { interval: 50 }).toEqual(expected);
  },
  // A grade left waiting on the phone would be sent by the next path's page: the next path starts clean.
  close: async ({ page, gate: network }) => {
    await network.release('GradeQuestion', 'pass');
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) if (key.endsWith('.reviews.pending')) localStorage.removeItem(key);
    });
    await page.close();
  },
});

expectMachineCoverage('flashcardMachine', flashcardMachine, paths, {
  'flashcard.session.empty': 'the product never hands an empty draw to the session (the setup stops at its own No Exam Question Found)',
  'flashcard.session.loading --xstate.done.actor.loadFlashcards--> flashcard.session.empty': 'as above',
  'flashcard.delivery.sending --xstate.error.actor.sendGrade--> flashcard.delivery.idle':
    "the product refuses a grade for good only for a question the learner lost access to after drawing it (api/src/learning/gradedReviews.test.ts); the engine's model walks it",
});

/** The setup's hand-over: the session opens with the drawn cards in its history entry. */
async function handOver(page: Page): Promise<void> {
  await page.evaluate(
    ({ state, url }) => {
      history.pushState(state, '', url);
      dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    { state: { flashcards: { request, cards } }, url: `/flashcard/exam/?${query}` },
  );
}

type Facts = {
  screen: string;
  counter?: string;
  faces?: string[];
  flush?: string;
  back?: boolean;
  next?: boolean;
  explanation?: boolean;
  feedback?: string;
  counts?: Record<string, string>;
  subject?: string;
  /** The grade panel: the grade suggested and chosen and where it is ('' for none), or null without the panel. */
  grading?: { suggested: string; chosen: string; status: string } | null;
};

function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const { screen, grading } = flashcardViewOf(snapshot as SnapshotFrom<typeof flashcardMachine>);
  if (screen === 'loading' || screen === 'failed') return { screen };
  const context = snapshot.context as FlashcardContext;
  if (screen === 'finished') {
    const summary = flashcardSummary(context);
    return {
      screen: 'summary',
      counts: { 'Cards seen': String(summary.seen), Right: String(summary.right), Wrong: String(summary.wrong), 'Not answered': String(summary.unanswered) },
      subject: flashcardSubjectLine(context) ?? '',
    };
  }
  return {
    screen: 'studying',
    counter: flashcardPosition(context),
    faces: (currentCard(context)?.options ?? []).map((o) => optionFaceOf(context, o.id)),
    flush: flushLabel(context),
    back: canGoBack(context),
    next: canGoNext(context),
    explanation: showsExplanation(context),
    feedback: context.feedback ?? '',
    grading: grading === null ? null : { suggested: grading.suggested ?? '', chosen: grading.chosen ?? '', status: grading.status },
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ loadFailed, flush, unflush, gradeQuestion }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const panel = [...document.querySelectorAll('section[data-status]')].find((section) => text(section.querySelector('h3')) === gradeQuestion) ?? null;
      const summary = document.querySelector('section[aria-labelledby="flashcard-summary"]');
      if (summary !== null) {
        const counts = Object.fromEntries(
          [...summary.querySelectorAll('dl > div')].map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]),
        );
        return { screen: 'summary', counts, subject: text(summary.querySelector('[data-summary="subject"]')) };
      }
      if (document.querySelector('[role="progressbar"][aria-label="Loading questions"]')) return { screen: 'loading' };
      if (document.body.textContent?.includes(loadFailed)) return { screen: 'failed' };
      // Any other page (the app still restoring the session, the lazy shell not yet in) is not a
      // studying screen with empty facts: only the session's card counter makes it one.
      if (document.querySelector('[aria-label="Card"]') === null) return { screen: `other: ${location.pathname}` };
      const buttons = [...document.querySelectorAll('button')];
      const enabled = (name: string) => buttons.some((b) => text(b) === name && !b.hasAttribute('disabled') && b.getAttribute('aria-disabled') !== 'true');
      return {
        screen: 'studying',
        counter: text(document.querySelector('[aria-label="Card"]')),
        faces: [...document.querySelectorAll('[aria-label="Options"] button')].map((b) => b.getAttribute('data-face') ?? ''),
        flush: buttons.map(text).find((t) => t === flush || t === unflush) ?? '',
        back: enabled('Back'),
        next: enabled('Next'),
        explanation: document.querySelector('#flashcard-explanation') !== null,
        feedback: text(document.querySelector('article p[aria-live]')),
        grading: panel === null
          ? null
          : {
              suggested: panel.querySelector('[data-grade][data-suggested]')?.getAttribute('data-grade') ?? '',
              chosen: panel.querySelector('[data-grade][data-chosen]')?.getAttribute('data-grade') ?? '',
              status: panel.getAttribute('data-status') ?? '',
            },
      };
    },
    { loadFailed: flashcardMessages.loadFailed, flush: flashcardMessages.flush, unflush: flashcardMessages.unflush, gradeQuestion: flashcardMessages.gradeQuestion },
  );
}

async function drawCards(draw: FlashcardRequest): Promise<Card[]> {
  const { flashcardQuestions } = await graphql<{
    flashcardQuestions: Array<{
      id: number;
      question_data: Card['question'];
      explanation_data: Card['question'] | null;
      subject: { name: string };
      options: Array<{ id: number; is_answer: boolean | null; data: Card['question'] }>;
    }>;
  }>(
    'query($subject: Int!, $limit: Int!) { flashcardQuestions(subject: $subject, limit: $limit) { id question_data { type data } explanation_data { type data } subject { name } options { id is_answer data { type data } } } }',
    { subject: draw.subject, limit: draw.noOfQuestion },
    await learnerToken(),
  );
  // The same shape the web's loadFlashcards gives the machine.
  return flashcardQuestions.map((q) => ({
    id: q.id,
    question: q.question_data,
    options: q.options.map((o) => ({ id: o.id, data: o.data, is_answer: o.is_answer === true })),
    ...(q.explanation_data == null ? {} : { explanation: q.explanation_data }),
    subject: q.subject.name,
  }));
}

/** Whether the path's draw is the request itself (held, failed), not the setup's hand-over. */
function overNetwork(path: Path): boolean {
  return path.steps.some((step) => step.event.type === 'xstate.error.actor.loadFlashcards');
}
