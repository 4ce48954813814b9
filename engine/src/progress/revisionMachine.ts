// /revision (docs/progress.md#revision): subject → topic → subtopic (a level needs its parent),
// Cancel and Continue ('Please select a subject'), then the viewer: View/Hide Answer with the
// explanation, Back/Next, Remove From Revision, and Finished (to /home). The viewer
// closes itself with 'No revision data found' when its list is empty.
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Move } from '../exam/answering';
import type { ContentPart, QuestionLanguage } from '../exam/content';
import { navigateEffect, toastEffect, type MachineEffect } from '../shell/effects';
import { progressMessages as m } from './messages';

export type RevisionLevel = 'subject' | 'topic' | 'subtopic';
export type RevisionSelection = Record<RevisionLevel, number | null>;
/** The filters of GET /api/exam/v1/revision/ (question__subject, question__topic, question__subtopic). */
export type RevisionFilter = { subject: number; topic: number | null; subtopic: number | null };
/** docs/api.md#shape-revision: the question with its placement, answers and explanation. */
export type RevisionItem = {
  id: number;
  question: QuestionLanguage & {
    id: number;
    subject: number;
    topic: number;
    subtopic: number;
    question_data: readonly ContentPart[];
    explanation_data: readonly ContentPart[];
  };
  options: ReadonlyArray<{ id: number; data: readonly ContentPart[]; is_answer: boolean }>;
};

export type RevisionContext = {
  selection: RevisionSelection;
  items: readonly RevisionItem[];
  index: number;
  answerShown: boolean;
  /** Shown under the picker: 'Please select a subject', 'No revision data found' or a load failure. */
  error: string | null;
};

export type RevisionEvent =
  | { type: 'SELECT'; level: RevisionLevel; id: number | null }
  | { type: 'CANCEL' }
  | { type: 'CONTINUE' }
  | { type: 'GO'; move: Move }
  | { type: 'TOGGLE_ANSWER' }
  | { type: 'REMOVE' }
  | { type: 'FINISHED' };

const noSelection: RevisionSelection = { subject: null, topic: null, subtopic: null };

export const revisionMachine = setup({
  types: { context: {} as RevisionContext, events: {} as RevisionEvent, emitted: {} as MachineEffect },
  actors: {
    /** GET /api/exam/v1/revision/ with the chosen filters. */
    loadRevisions: fromPromise<readonly RevisionItem[], RevisionFilter>(async () => {
      throw new Error('loadRevisions not provided');
    }),
    /** DELETE /api/exam/v1/revision/{id}/ */
    removeRevision: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('removeRevision not provided');
    }),
  },
  actions: {
    select: assign(({ context }, params: { level: RevisionLevel; id: number | null }) => ({
      selection: selectLevel(context.selection, params.level, params.id),
      error: null,
    })),
    reset: assign({ selection: noSelection, error: null }),
    askForSubject: assign(() => ({ error: m.selectSubject })),
    clearMessages: assign({ error: null }),
    showItems: assign((_, params: { items: readonly RevisionItem[] }) => ({ items: params.items, index: 0, answerShown: false })),
    showNoData: assign(() => ({ items: [], index: 0, answerShown: false, error: m.noRevisionData })),
    showLoadFailure: assign(() => ({ error: m.revisionLoadFailed })),
    go: assign(({ context }, params: { move: Move }) => ({ index: targetIndex(context, params.move) ?? context.index, answerShown: false })),
    toggleAnswer: assign(({ context }) => ({ answerShown: !context.answerShown })),
    dropCurrent: assign(({ context }) => {
      const items = context.items.filter((_, i) => i !== context.index);
      return {
        items,
        index: Math.min(context.index, Math.max(0, items.length - 1)),
        answerShown: false,
      };
    }),
    // Outcomes and the way out are emitted (docs/architecture.md#effects).
    toastRemoved: emit(() => toastEffect(m.revisionRemoved, 'success')),
    closeEmpty: assign(() => ({ error: m.noRevisionData })),
    toastRemoveFailure: emit(() => toastEffect(m.revisionRemoveFailed, 'error')),
    goHome: emit(navigateEffect({ to: '/home' })),
  },
  guards: {
    parentChosen: ({ context }, params: { level: RevisionLevel }) => isRevisionLevelEnabled(context.selection, params.level),
    subjectChosen: ({ context }) => context.selection.subject !== null,
    found: (_, params: { items: readonly RevisionItem[] }) => params.items.length > 0,
    canGo: ({ context }, params: { move: Move }) => targetIndex(context, params.move) !== null,
    emptied: ({ context }) => context.items.length === 0,
  },
}).createMachine({
  id: 'revision',
  context: { selection: noSelection, items: [], index: 0, answerShown: false, error: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        SELECT: {
          guard: { type: 'parentChosen', params: ({ event }) => ({ level: event.level }) },
          actions: { type: 'select', params: ({ event }) => ({ level: event.level, id: event.id }) },
        },
        CANCEL: { actions: 'reset' },
        CONTINUE: [{ guard: 'subjectChosen', target: 'loading', actions: 'clearMessages' }, { actions: 'askForSubject' }],
      },
    },
    loading: {
      invoke: {
        id: 'loadRevisions',
        src: 'loadRevisions',
        input: ({ context }) => filterOf(context.selection),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ items: event.output }) },
            target: 'viewing',
            actions: { type: 'showItems', params: ({ event }) => ({ items: event.output }) },
          },
          { target: 'choosing', actions: 'showNoData' },
        ],
        onError: { target: 'choosing', actions: 'showLoadFailure' },
      },
    },
    viewing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            GO: {
              guard: { type: 'canGo', params: ({ event }) => ({ move: event.move }) },
              actions: [{ type: 'go', params: ({ event }) => ({ move: event.move }) }, 'clearMessages'],
            },
            TOGGLE_ANSWER: { actions: 'toggleAnswer' },
            REMOVE: { target: 'removing', actions: 'clearMessages' },
            FINISHED: { target: '#revision.finished' },
          },
        },
        removing: {
          invoke: {
            id: 'removeRevision',
            src: 'removeRevision',
            input: ({ context }) => ({ id: context.items[context.index]?.id ?? unreachable() }),
            onDone: { target: 'idle', actions: ['dropCurrent', 'toastRemoved'] },
            onError: { target: 'idle', actions: 'toastRemoveFailure' },
          },
        },
      },
      // docs/progress.md#revision: the viewer closes itself when its list is empty.
      always: { guard: 'emptied', target: 'choosing', actions: 'closeEmpty' },
    },
    /** Finished: /home. */
    finished: { type: 'final', entry: 'goHome' },
  },
});

/** What the revision page shows (docs/progress.md#revision). */
export type RevisionView = {
  /** The picker taking a choice, the picker waiting for the questions, a question, or the way home. */
  screen: 'choosing' | 'loading' | 'viewing' | 'finished';
  /** The question shown is being removed from revision. */
  removing: boolean;
};

export function revisionViewOf(snapshot: SnapshotFrom<typeof revisionMachine>): RevisionView {
  const screen = (['choosing', 'loading', 'viewing'] as const).find((state) => snapshot.matches(state)) ?? 'finished';
  return { screen, removing: snapshot.matches({ viewing: 'removing' }) };
}

/** docs/progress.md#revision: a topic needs a subject chosen first, a subtopic a topic. */
export function isRevisionLevelEnabled(selection: RevisionSelection, level: RevisionLevel): boolean {
  if (level === 'subject') return true;
  if (level === 'topic') return selection.subject !== null;
  return selection.topic !== null;
}

/** Saved questions per topic and per subtopic, for the counts beside each (docs/progress.md#revision). */
export function revisionCounts(items: readonly Pick<RevisionItem, 'question'>[]): {
  topics: Record<number, number>;
  subtopics: Record<number, number>;
} {
  const topics: Record<number, number> = {};
  const subtopics: Record<number, number> = {};
  for (const { question } of items) {
    topics[question.topic] = (topics[question.topic] ?? 0) + 1;
    subtopics[question.subtopic] = (subtopics[question.subtopic] ?? 0) + 1;
  }
  return { topics, subtopics };
}

export function currentRevision(context: Pick<RevisionContext, 'items' | 'index'>): RevisionItem | undefined {
  return context.items[context.index];
}

export function revisionPosition(context: Pick<RevisionContext, 'items' | 'index'>): string {
  return `${context.items.length === 0 ? 0 : context.index + 1} / ${context.items.length}`;
}

export function canGoInRevision(context: Pick<RevisionContext, 'items' | 'index'>, move: Move): boolean {
  return targetIndex(context, move) !== null;
}

function selectLevel(selection: RevisionSelection, level: RevisionLevel, id: number | null): RevisionSelection {
  if (level === 'subject') return { subject: id, topic: null, subtopic: null };
  if (level === 'topic') return { ...selection, topic: id, subtopic: null };
  return { ...selection, subtopic: id };
}

function filterOf(selection: RevisionSelection): RevisionFilter {
  return { subject: selection.subject ?? unreachable(), topic: selection.topic, subtopic: selection.subtopic };
}

function targetIndex(context: Pick<RevisionContext, 'items' | 'index'>, move: Move): number | null {
  const last = context.items.length - 1;
  if (last < 0) return null;
  const target = { first: 0, back: context.index - 1, next: context.index + 1, last }[move];
  return target < 0 || target > last || target === context.index ? null : target;
}

function unreachable(): never {
  throw new Error('unreachable: guarded before');
}
