// The flashcard session (docs/practice.md#flashcard-session) driven by the engine's flashcardMachine: two
// real cards drawn from the product are handed to the session the way the setup hands them
// over (in the history entry); a failed draw is a held request that the connection drops, and
// Reload then takes the handed-over cards. After every step the option faces, the feedback,
// Flush/Unflush, Back/Next and the counter must be what the machine's state says.
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
import { graphql, learnerToken, signedInBrowser, subjectId } from '../e2e/product';
import { describeUiModel, expectMachineCoverage } from './uiModel';

type Driver = { page: Page; gate: Gate };

const request: FlashcardRequest = { subject: await subjectId(await learnerToken(), 'Physics'), topic: null, subtopic: null, noOfQuestion: 2 };
const cards = await drawCards(request);
const query = `noOfQuestion=${request.noOfQuestion}&subject=${request.subject}`;

const signedIn = signedInBrowser();

const paths = describeUiModel<Driver>({
  name: 'flashcards',
  machine: flashcardMachine,
  modelMachine: (fakes) => flashcardMachine.provide({ actors: { loadFlashcards: fakes.promise('loadFlashcards') } }),
  input: request,
  events: (snapshot) => {
    const context = snapshot.context as FlashcardContext;
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
    ];
  },
  key: (snapshot) => {
    const { index, flipped, flushed, results } = snapshot.context as FlashcardContext;
    // The summary shows the counts, so finished states with other results are other states.
    return JSON.stringify({ value: snapshot.value, index, flipped, flushed, ...(snapshot.matches('finished') ? { results } : {}) });
  },
  open: async (path) => {
    const page = await signedIn.context().newPage();
    const network = await gate(page, ['FlashcardQuestions']);
    const overNetwork = path.steps.some((step) => step.event.type === 'xstate.error.actor.loadFlashcards');
    // A draw that fails is a request held on the wire; a draw that works is the setup's hand-over.
    await page.goto(overNetwork ? `/flashcard/exam/?${query}` : '/home');
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
  close: async ({ page }) => page.close(),
});

expectMachineCoverage('flashcardMachine', flashcardMachine, paths, {
  'flashcard.empty': 'the product never hands an empty draw to the session (the setup stops at its own No Exam Question Found)',
  'flashcard.loading --xstate.done.actor.loadFlashcards--> flashcard.empty': 'as above',
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
};

function expectedFacts(snapshot: AnyMachineSnapshot): Facts {
  const { screen } = flashcardViewOf(snapshot as SnapshotFrom<typeof flashcardMachine>);
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
  };
}

function screenFacts(page: Page): Promise<Facts> {
  return page.evaluate(
    ({ loadFailed, flush, unflush }) => {
      const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
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
      };
    },
    { loadFailed: flashcardMessages.loadFailed, flush: flashcardMessages.flush, unflush: flashcardMessages.unflush },
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
