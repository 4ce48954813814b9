// The flashcard setup (docs/practice.md#flashcard-setup, docs/practice.md#cascading-selects): grade →
// subject → topic → subtopic, a count from the presets 5, 10, 15 or 'Others', then Start loads
// the questions. The rules are the pure cascade.ts, questionCount.ts and flashcardSetup.ts.
//
// The machine owns the lists it decides on: it loads each level's list through its invoked
// `loadOptions` (the web provides it against the gateway, tests and the gallery fake it), grades
// first, then the level below each entry chosen. Choosing again restarts the load, so a slow
// answer for a parent no longer chosen never fills a select.
//
// Decisions the specification leaves open:
// - A list that fails to load shows the load failure with Reload (RETRY), as the first one does.
// - Choosing the entry already chosen changes nothing (its lists below stay).
// - A preset chosen before a change of level stays chosen; the count check then shows
//   'Your available questions are only {n}.' and Start stays disabled.
// - Questions that load empty count as a failure with 'No Exam Question Found'.
//
// Start ends by opening the session: the machine emits the navigation to
// /flashcard/exam/?noOfQuestion&subject&topic&subtopic with the loaded cards as its history state
// (docs/architecture.md#effects), so the session shows them without drawing again.
import { assign, emit, fromPromise, setup } from 'xstate';
import { shownDetailOf } from '../access/serverError';
import { navigateEffect, type MachineEffect } from '../shell/effects';
import { availableOf, emptyCascade, isEnabled, offered, select, type Cascade } from './cascade';
import type { Card, FlashcardRequest } from './flashcardMachine';
import { flashcardMessages } from './flashcardMessages';
import { flashcardSessionPath } from './flashcardQuery';
import { checkFlashcardSetup } from './flashcardSetup';
import { FLASHCARD_PRESETS } from './limits';
import { parseTyped, presetsFor, requestedCount, type CountCheck, type CountChoice, type Preset } from './questionCount';

export const FLASHCARD_LEVELS = ['grade', 'subject', 'topic', 'subtopic'] as const;
export type FlashcardLevel = (typeof FLASHCARD_LEVELS)[number];

/** An entry of a select: a grade, subject, topic or subtopic with its questions_available. */
export type SetupOption = { id: number; name: string; questions_available: number };

export type FlashcardSetupContext = {
  cascade: Cascade<FlashcardLevel>;
  /** Each level's list for the current parent, only entries with questions_available above 0. */
  options: Record<FlashcardLevel, SetupOption[]>;
  /** The count chooser, null until a preset or 'Others' is picked. */
  count: CountChoice | null;
  /** The request Start sent (null again after a failure), and the cards it loaded. */
  request: FlashcardRequest | null;
  cards: Card[];
  error: string | null;
};

/** The list loadOptions loads: a level's entries under `parent` (null for grades). */
export type OptionsRequest = { level: FlashcardLevel; parent: number | null };

export type FlashcardSetupEvent =
  /** Reload after a list failed to load. */
  | { type: 'RETRY' }
  /** Choose (or, with null, unchoose) an entry; every level below is cleared. */
  | { type: 'SELECT'; level: FlashcardLevel; id: number | null }
  | { type: 'CHOOSE_PRESET'; value: number }
  | { type: 'CHOOSE_OTHERS' }
  /** What the 'Others' field holds after typing. */
  | { type: 'TYPE_COUNT'; text: string }
  | { type: 'START' };

/** What the setup ends with: the request (the query of /flashcard/exam/) and its questions. */
export type FlashcardSetupOutput = { request: FlashcardRequest; cards: Card[] } | null;

/** The session's history state the setup navigates with; it survives a reload of that entry. */
export type FlashcardHandOver = { flashcards: { request: FlashcardRequest; cards: Card[] } };

/** questions_available of the deepest chosen level. */
export function availableCount(context: FlashcardSetupContext): number {
  return availableOf(context.cascade, context.options);
}

/** The presets 5, 10, 15, each disabled above the available count. */
export function flashcardPresets(context: FlashcardSetupContext): Preset[] {
  return presetsFor(FLASHCARD_PRESETS, availableCount(context));
}

/** Whether the chosen count may be sent; its error is 'Your available questions are only {n}.' */
export function flashcardCountCheck(context: FlashcardSetupContext): CountCheck {
  const count = context.count === null ? null : requestedCount(context.count);
  return checkFlashcardSetup({ subject: context.cascade.chosen.subject, count, available: availableCount(context) });
}

/** The request Start sends, null while Start is disabled. */
export function flashcardRequestOf(context: FlashcardSetupContext): FlashcardRequest | null {
  const check = flashcardCountCheck(context);
  const { subject, topic, subtopic } = context.cascade.chosen;
  if (!check.valid || subject === null) return null;
  return { subject, topic, subtopic, noOfQuestion: check.count };
}

/** The list to load after the choices so far: the level below the deepest chosen, null below the last. */
export function optionsRequestOf(context: FlashcardSetupContext): OptionsRequest | null {
  const chosen = FLASHCARD_LEVELS.filter((level) => context.cascade.chosen[level] !== null);
  const deepest = chosen[chosen.length - 1];
  if (deepest === undefined) return { level: 'grade', parent: null };
  const below = FLASHCARD_LEVELS[FLASHCARD_LEVELS.indexOf(deepest) + 1];
  return below === undefined ? null : { level: below, parent: context.cascade.chosen[deepest] };
}

const noOptions: Record<FlashcardLevel, SetupOption[]> = { grade: [], subject: [], topic: [], subtopic: [] };

export const flashcardSetupMachine = setup({
  types: {
    context: {} as FlashcardSetupContext,
    events: {} as FlashcardSetupEvent,
    output: {} as FlashcardSetupOutput,
    emitted: {} as MachineEffect,
  },
  actors: {
    /** A level's entries under its parent (grades and subjects from the subject list, topics, subtopics). */
    loadOptions: fromPromise<SetupOption[], OptionsRequest>(async () => {
      throw new Error('loadOptions not provided');
    }),
    /** The questions of GET /api/exam/v1/question/?subject&topic&subtopic&limit (limit = noOfQuestion). */
    loadFlashcards: fromPromise<Card[], FlashcardRequest>(async () => {
      throw new Error('loadFlashcards not provided');
    }),
  },
  actions: {
    setOptions: assign(({ context }, params: { level: FlashcardLevel; options: SetupOption[] }) => ({
      options: { ...context.options, [params.level]: offered(params.options) },
    })),
    // The lists below the changed level belonged to its old choice.
    choose: assign(({ context }, params: { level: FlashcardLevel; id: number | null }) => ({
      cascade: select(context.cascade, params.level, params.id),
      options: { ...context.options, ...listsBelow(params.level) },
      error: null,
    })),
    setCount: assign((_, params: { count: CountChoice }) => ({ count: params.count, error: null })),
    send: assign(({ context }) => ({ request: flashcardRequestOf(context), error: null })),
    setCards: assign((_, params: { cards: Card[] }) => ({ cards: params.cards })),
    // The session's page with the cards in its history entry (docs/architecture.md#effects).
    openSession: emit(({ context }) => {
      const request = context.request ?? unreachable();
      const handOver: FlashcardHandOver = { flashcards: { request, cards: context.cards } };
      return navigateEffect({ to: flashcardSessionPath(request), state: handOver });
    }),
    setEmpty: assign({ request: null, error: flashcardMessages.noQuestions }),
    setFailure: assign((_, params: { error: unknown }) => ({
      request: null,
      error: shownDetailOf(params.error) || flashcardMessages.loadFailed,
    })),
  },
  guards: {
    selectsAndLists: ({ context }, params: { level: FlashcardLevel; id: number | null }) =>
      canSelect(context, params) && params.id !== null && params.level !== FLASHCARD_LEVELS[FLASHCARD_LEVELS.length - 1],
    noError: ({ context }) => context.error === null,
    // A disabled select cannot change, and only a listed entry can be chosen.
    canSelect: ({ context }, params: { level: FlashcardLevel; id: number | null }) => canSelect(context, params),
    presetEnabled: ({ context }, params: { value: number }) =>
      flashcardPresets(context).some((preset) => preset.value === params.value && !preset.disabled),
    notOthers: ({ context }) => context.count?.kind !== 'others',
    isOthers: ({ context }) => context.count?.kind === 'others',
    canStart: ({ context }) => flashcardRequestOf(context) !== null,
    hasCards: (_, params: { cards: Card[] }) => params.cards.length > 0,
  },
}).createMachine({
  id: 'flashcardSetup',
  context: { cascade: emptyCascade(FLASHCARD_LEVELS), options: noOptions, count: null, request: null, cards: [], error: null },
  initial: 'listingGrades',
  output: ({ context }) => (context.request === null ? null : { request: context.request, cards: context.cards }),
  states: {
    /** The grades, before anything can be chosen. */
    listingGrades: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: { level: 'grade', parent: null },
        onDone: { target: 'choosing', actions: { type: 'setOptions', params: ({ event }) => ({ level: 'grade', options: event.output }) } },
        onError: 'loadFailed',
      },
    },
    /** The grades could not be loaded: the screen says so and offers Reload (RETRY). */
    loadFailed: { on: { RETRY: 'listingGrades' } },
    choosing: {
      initial: 'editing',
      on: {
        // Choosing an entry above the last level lists the level below (again, if it was loading);
        // unchoosing one or choosing a subtopic lists nothing new.
        SELECT: [
          {
            guard: { type: 'selectsAndLists', params: ({ event }) => ({ level: event.level, id: event.id }) },
            target: '.listing',
            reenter: true,
            actions: { type: 'choose', params: ({ event }) => ({ level: event.level, id: event.id }) },
          },
          {
            guard: { type: 'canSelect', params: ({ event }) => ({ level: event.level, id: event.id }) },
            target: '.editing',
            actions: { type: 'choose', params: ({ event }) => ({ level: event.level, id: event.id }) },
          },
        ],
        // A count changes no list: a list being loaded goes on loading.
        CHOOSE_PRESET: {
          guard: { type: 'presetEnabled', params: ({ event }) => ({ value: event.value }) },
          actions: { type: 'setCount', params: ({ event }) => ({ count: { kind: 'preset', value: event.value } }) },
        },
        CHOOSE_OTHERS: { guard: 'notOthers', actions: { type: 'setCount', params: { count: { kind: 'others', typed: null } } } },
        TYPE_COUNT: {
          guard: 'isOthers',
          actions: { type: 'setCount', params: ({ event }) => ({ count: { kind: 'others', typed: parseTyped(event.text) } }) },
        },
        START: { guard: 'canStart', target: 'loading', actions: 'send' },
      },
      states: {
        editing: {},
        /** The cards' load failed or found nothing; `error` says which, until the next change. */
        failed: { always: { guard: 'noError', target: 'editing' } },
        listing: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            input: ({ context }) => optionsRequestOf(context) ?? unreachable(),
            onDone: {
              target: 'editing',
              actions: {
                type: 'setOptions',
                params: ({ context, event }) => ({ level: (optionsRequestOf(context) ?? unreachable()).level, options: event.output }),
              },
            },
            onError: 'listFailed',
          },
        },
        /** The list below the choice could not be loaded: the load failure and Reload (RETRY). */
        listFailed: { on: { RETRY: 'listing' } },
      },
    },
    loading: {
      invoke: {
        id: 'loadFlashcards',
        src: 'loadFlashcards',
        input: ({ context }) => context.request ?? unreachable(),
        onDone: [
          {
            guard: { type: 'hasCards', params: ({ event }) => ({ cards: event.output }) },
            target: 'started',
            actions: [{ type: 'setCards', params: ({ event }) => ({ cards: event.output }) }, 'openSession'],
          },
          { target: '#flashcardSetup.choosing.failed', actions: 'setEmpty' },
        ],
        onError: {
          target: '#flashcardSetup.choosing.failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The session's page was emitted on the way here. */
    started: { type: 'final' },
  },
});

function canSelect(context: FlashcardSetupContext, { level, id }: { level: FlashcardLevel; id: number | null }): boolean {
  return isEnabled(context.cascade, level) && context.cascade.chosen[level] !== id && (id === null || context.options[level].some((option) => option.id === id));
}

function listsBelow(level: FlashcardLevel): Partial<Record<FlashcardLevel, SetupOption[]>> {
  const below = FLASHCARD_LEVELS.slice(FLASHCARD_LEVELS.indexOf(level) + 1);
  return Object.fromEntries(below.map((child) => [child, []]));
}

function unreachable(): never {
  throw new Error('unreachable');
}
