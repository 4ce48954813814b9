// Reads the exam screen into plain facts, and says which facts a state of the exam machine must
// show: the question and position, the clock and its blink, the chosen option and bookmark, the
// filter toggles with their counts, navigation and chips, dialogs and busy buttons.
import {
  canGo,
  canView,
  chipName,
  chipsOf,
  currentQuestion,
  examPhaseOf,
  examScreenMessages,
  examViewIn,
  formatDuration,
  positionLabel,
  progressPercent,
  viewList,
  type ExamContext,
  type ExamSnapshot,
} from '@proshno/engine';
import type { Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';

export type ExamFacts = {
  screen: 'loading' | 'loadFailed' | 'result' | 'running' | 'home' | 'other';
  question?: string;
  position?: string;
  clock?: string;
  blink?: string;
  answered?: string;
  chosen?: string | null;
  bookmarked?: boolean;
  toggles?: string[];
  moves?: string[];
  chips?: string[];
  dialog?: 'confirm' | 'timeUp' | 'confirmCancel' | 'none';
  dialogEnabled?: boolean;
  submit?: string;
  failed?: boolean;
  /** 'Your submission is waiting for the connection …' (docs/exam.md#offline). */
  waiting?: boolean;
};

const letters = ['A', 'B', 'C', 'D'];
/** The engine's screens other than the exam, as the page reads them. */
const otherScreens = { loading: 'loading', noQuestions: 'other', loadFailed: 'loadFailed', finished: 'result' } as const;

/** What the model's state says the screen shows: the engine's view of it, and the sheet's facts. */
export function expectedFacts(snapshot: AnyMachineSnapshot, network: { unsavedAnswers: boolean }): ExamFacts {
  const context = snapshot.context as ExamContext;
  const phase = examPhaseOf(snapshot as ExamSnapshot);
  // With no choice waiting to be saved the product passes draining at once (the model's queue
  // never reports): the screen shows submitting, or offline the submit waiting for the network.
  const drained = context.online ? 'submitting' : 'waitingToSubmit';
  const view = examViewIn(phase === 'draining' && !network.unsavedAnswers ? drained : phase, context);
  if (view.leaving) return { screen: 'home' };
  if (view.screen !== 'exam') return { screen: otherScreens[view.screen] };
  const { sheet } = context;
  const current = currentQuestion(sheet);
  const question = context.questions.find((q) => q.id === current);
  const chosenId = current === undefined ? null : (sheet.answers[current] ?? null);
  const chosenIndex = question?.options.findIndex((o) => o.id === chosenId) ?? -1;
  const toggle = (filter: 'bookmarked' | 'unanswered', label: string) =>
    `${sheet.view === filter ? 'Hide' : 'View'} ${label} (${viewList(sheet, filter).length})${view.answering && canView(sheet, filter) ? '' : ' disabled'}`;
  return {
    screen: 'running',
    question: `Question ${sheet.index + 1}`,
    position: positionLabel(sheet),
    clock: formatDuration(context.remaining),
    // At zero the running ticker keeps reading the clock, so the blink there is the ticker's, not the model's.
    ...(context.remaining > 0 ? { blink: context.blink } : {}),
    answered: String(progressPercent(sheet)),
    chosen: chosenIndex < 0 ? null : (letters[chosenIndex] ?? null),
    bookmarked: current !== undefined && sheet.bookmarks.includes(current),
    toggles: [toggle('bookmarked', 'Bookmarked'), toggle('unanswered', 'Unanswered')],
    moves: (['first', 'back', 'next', 'last'] as const).filter((move) => view.answering && canGo(sheet, move)),
    // docs/exam.md#palette: a chip for every question of the view, named by its number and state.
    chips: chipsOf(sheet).map((chip) => `${chipName(chip)}${chip.current ? '*' : ''}`),
    dialog: view.dialog,
    dialogEnabled: view.dialogEnabled,
    // The main Submit Exam button: busy while answers drain or the script is sent.
    submit: view.savingAnswers ? 'busy: Saving answers…' : view.busy ? 'busy' : view.submitEnabled ? 'enabled' : 'disabled',
    failed: view.failure !== null,
    waiting: view.waitingForNetwork,
  };
}

/** The same facts read off the page; only the ones the expectation names are compared. */
export async function screenFacts(page: Page): Promise<ExamFacts> {
  return page.evaluate(
    ({ loadFailed, confirmText, timeUpText, confirmCancelText, waitingText }) => {
      const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const buttons = [...document.querySelectorAll('button')];
      const named = (name: string) => buttons.filter((b) => text(b) === name || b.getAttribute('aria-label') === name);
      const disabled = (b: Element) => b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true';
      if (location.pathname === '/home') return { screen: 'home' as const };
      if (document.querySelector('[role="progressbar"][aria-label="Loading questions"]')) return { screen: 'loading' as const };
      if (document.body.textContent?.includes(loadFailed)) return { screen: 'loadFailed' as const };
      const heading = [...document.querySelectorAll('h1')].find((h) => text(h).startsWith('Result'));
      if (heading !== undefined) return { screen: 'result' as const };
      const question = document.querySelector('#question-number');
      if (question === null) return { screen: 'other' as const };
      const options = [...document.querySelectorAll('[aria-label="Options"] button')];
      const chosen = options.findIndex((b) => b.getAttribute('aria-pressed') === 'true');
      const bookmark = buttons.find((b) => /^Bookmark(ed)?$/.test(text(b)));
      // The exam's own dialogs stay in the page while closed (web/src/controls/ResidentDialog.tsx).
      const dialogs = [...document.querySelectorAll('[role="alertdialog"]')].filter((d) => !(d instanceof HTMLDialogElement) || d.open);
      const dialog = dialogs.find((d) => text(d).includes(confirmText))
        ? 'confirm'
        : dialogs.find((d) => text(d).includes(confirmCancelText))
          ? 'confirmCancel'
          : dialogs.find((d) => text(d).includes(timeUpText))
            ? 'timeUp'
            : 'none';
      const dialogButtons = dialogs.flatMap((d) => [...d.querySelectorAll('button')]);
      const submit = named('Submit Exam').concat(named('Saving answers…')).find((b) => b.closest('[role="alertdialog"]') === null);
      const toggles = buttons
        .filter((b) => /^(View|Hide) (Bookmarked|Unanswered) \(\d+\)$/.test(text(b)))
        .map((b) => `${text(b)}${disabled(b) ? ' disabled' : ''}`);
      const chipGroup = document.querySelector('[role="toolbar"][aria-label$="uestions"]');
      return {
        screen: 'running' as const,
        question: text(question),
        position: text(document.querySelector('nav[aria-label="Question navigation"] span')),
        clock: text(document.querySelector('[role="timer"]')),
        blink: document.querySelector('[role="timer"]')?.getAttribute('data-blink') ?? '',
        answered: document.querySelector('[role="progressbar"][aria-label="Answered"]')?.getAttribute('aria-valuenow') ?? '',
        chosen: chosen < 0 ? null : (['A', 'B', 'C', 'D'][chosen] ?? null),
        bookmarked: bookmark?.getAttribute('aria-pressed') === 'true',
        toggles,
        moves: ['First', 'Back', 'Next', 'Last'].filter((name) => named(name).some((b) => !disabled(b))).map((name) => name.toLowerCase()),
        chips: chipGroup === null ? [] : [...chipGroup.querySelectorAll('button')].map((b) => `${b.getAttribute('aria-label') ?? ''}${b.getAttribute('aria-current') === 'true' ? '*' : ''}`),
        dialog: dialog as 'confirm' | 'timeUp' | 'confirmCancel' | 'none',
        dialogEnabled: dialogButtons.length > 0 && dialogButtons.every((b) => !disabled(b)),
        submit: submit === undefined ? 'missing' : submit.hasAttribute('data-pending') ? (text(submit) === 'Saving answers…' ? 'busy: Saving answers…' : 'busy') : disabled(submit) ? 'disabled' : 'enabled',
        failed: buttons.some((b) => text(b) === 'Back to questions'),
        waiting: [...document.querySelectorAll('[role="status"]')].some((s) => text(s) === waitingText),
      };
    },
    {
      loadFailed: examScreenMessages.loadFailed,
      confirmText: examScreenMessages.confirmSubmit,
      timeUpText: examScreenMessages.timeUp,
      confirmCancelText: examScreenMessages.confirmCancel,
      waitingText: examScreenMessages.submitWaiting,
    },
  );
}
