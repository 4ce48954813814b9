// The plan card on the dashboard (docs/learning.md#plan): the learner's target with the days left,
// what today holds and their streak; setting, changing and removing the target. The rules are
// ./plan.ts; the card renders planViewOf.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { shownDetailOf } from '../access/serverError';
import { westernDigits } from '../shell/digits';
import { learningMessages as m } from './messages';
import { daysFrom, PLAN_LIMITS, planDayOf, type PlanTarget, type Streak } from './plan';

/** What the card loads: the target (null before one is set), Dhaka's today at the server, the streak and the reviews due today. */
export type PlanData = { target: PlanTarget | null; today: string; streak: Streak; dueToday: number };

/** The form as typed: the minutes stay text until they are checked (Bengali digits are read too). */
export type PlanDraft = { name: string; examDate: string; dailyMinutes: string };
export type PlanField = keyof PlanDraft;
export type PlanErrors = Partial<Record<PlanField, string>>;

/** The form's messages for a draft on `today`; empty when it can be saved. */
export function planDraftErrors(draft: PlanDraft, today: string): PlanErrors {
  const errors: PlanErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = m.planNameRequired;
  else if ([...name].length > PLAN_LIMITS.nameLength) errors.name = m.planNameTooLong(PLAN_LIMITS.nameLength);
  if (!isRealDay(draft.examDate)) errors.examDate = m.planDateInvalid;
  else if (draft.examDate < today) errors.examDate = m.planDatePast;
  else if (daysFrom(today, draft.examDate) > PLAN_LIMITS.maxDaysAhead) errors.examDate = m.planDateTooFar;
  if (minutesOf(draft.dailyMinutes) === null) errors.dailyMinutes = m.planMinutesInvalid(PLAN_LIMITS.minMinutes, PLAN_LIMITS.maxMinutes);
  return errors;
}

/** The target a valid draft sends. */
export function targetOfDraft(draft: PlanDraft): PlanTarget {
  return { name: draft.name.trim(), examDate: draft.examDate, dailyMinutes: minutesOf(draft.dailyMinutes) ?? PLAN_LIMITS.minMinutes };
}

function minutesOf(text: string): number | null {
  const digits = westernDigits(text.trim());
  if (!/^\d{1,4}$/.test(digits)) return null;
  const minutes = Number(digits);
  return minutes >= PLAN_LIMITS.minMinutes && minutes <= PLAN_LIMITS.maxMinutes ? minutes : null;
}

function isRealDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** A new draft: the target's own values, or an empty name, no date and an hour a day. */
function draftOf(target: PlanTarget | null): PlanDraft {
  return target === null
    ? { name: '', examDate: '', dailyMinutes: '60' }
    : { name: target.name, examDate: target.examDate, dailyMinutes: String(target.dailyMinutes) };
}

export type PlanContext = {
  data: PlanData | null;
  draft: PlanDraft;
  /** Shown once Save was pressed with a draft that cannot be saved; kept up to date as the learner types. */
  errors: PlanErrors;
  shownErrors: boolean;
  /** A load, save or remove that failed, as the server words it or ours. */
  error: string | null;
};

export type PlanEvent =
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'CANCEL' }
  | { type: 'CHANGE'; field: PlanField; value: string }
  | { type: 'SAVE' }
  | { type: 'REMOVE' };

export const planMachine = setup({
  types: { context: {} as PlanContext, events: {} as PlanEvent },
  actors: {
    loadPlan: fromPromise<PlanData>(async () => {
      throw new Error('loadPlan not provided');
    }),
    /** Saves the target and answers it as the server keeps it. */
    savePlan: fromPromise<PlanTarget, PlanTarget>(async () => {
      throw new Error('savePlan not provided');
    }),
    clearPlan: fromPromise<void>(async () => {
      throw new Error('clearPlan not provided');
    }),
  },
  actions: {
    startDraft: assign(({ context }) => ({ draft: draftOf(context.data?.target ?? null), errors: {}, shownErrors: false, error: null })),
    change: assign(({ context }, params: { field: PlanField; value: string }) => {
      const draft = { ...context.draft, [params.field]: params.value };
      return { draft, errors: planDraftErrors(draft, context.data?.today ?? '') };
    }),
    showErrors: assign(({ context }) => ({ errors: planDraftErrors(context.draft, context.data?.today ?? ''), shownErrors: true })),
    keepTarget: assign(({ context }, params: { target: PlanTarget | null }) => ({
      data: context.data === null ? null : { ...context.data, target: params.target },
      error: null,
    })),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({ error: shownDetailOf(params.error) ?? params.fallback })),
  },
  guards: {
    savable: ({ context }) => Object.keys(planDraftErrors(context.draft, context.data?.today ?? '')).length === 0,
  },
}).createMachine({
  id: 'plan',
  context: { data: null, draft: draftOf(null), errors: {}, shownErrors: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        onDone: { target: 'shown', actions: assign(({ event }) => ({ data: event.output })) },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: m.planLoadFailed }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    /** The target and today's plan, or the invitation to set one. */
    shown: {
      on: {
        EDIT: { target: 'editing', actions: 'startDraft' },
        REMOVE: { target: 'removing', guard: ({ context }) => context.data?.target != null },
      },
    },
    editing: {
      on: {
        CHANGE: { actions: { type: 'change', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SAVE: [{ guard: 'savable', target: 'saving' }, { actions: 'showErrors' }],
        CANCEL: { target: 'shown', actions: assign({ error: null }) },
      },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        id: 'savePlan',
        src: 'savePlan',
        input: ({ context }) => targetOfDraft(context.draft),
        onDone: { target: 'shown', actions: { type: 'keepTarget', params: ({ event }) => ({ target: event.output }) } },
        onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: m.planSaveFailed }) } },
      },
    },
    removing: {
      invoke: {
        id: 'clearPlan',
        src: 'clearPlan',
        onDone: { target: 'shown', actions: { type: 'keepTarget', params: () => ({ target: null }) } },
        onError: { target: 'shown', actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: m.planSaveFailed }) } },
      },
    },
  },
});

export type PlanSnapshot = SnapshotFrom<typeof planMachine>;

/** The card's lines for the target: the days left and today's work, or the exam day, or that it passed. */
export type PlanLines = { name: string; when: string; today: string | null };

export type PlanView =
  | { screen: 'loading' }
  | { screen: 'failed'; error: string }
  | { screen: 'shown'; plan: PlanLines | null; streak: string; streakNote: string; busy: boolean; error: string | null }
  | { screen: 'editing'; draft: PlanDraft; errors: PlanErrors; busy: boolean; error: string | null; today: string };

export function planViewOf(snapshot: PlanSnapshot): PlanView {
  const { data, draft, errors, shownErrors, error } = snapshot.context;
  if (snapshot.matches('loading') || data === null) return snapshot.matches('failed') ? { screen: 'failed', error: error ?? m.planLoadFailed } : { screen: 'loading' };
  if (snapshot.matches('failed')) return { screen: 'failed', error: error ?? m.planLoadFailed };
  if (snapshot.matches('editing') || snapshot.matches('saving')) {
    return { screen: 'editing', draft, errors: shownErrors ? errors : {}, busy: snapshot.matches('saving'), error, today: data.today };
  }
  return {
    screen: 'shown',
    plan: data.target === null ? null : planLinesOf(data.target, data.today, data.dueToday),
    streak: data.streak.days === 0 ? m.streakNone : m.streak(data.streak.days),
    streakNote: data.streak.days === 0 ? '' : data.streak.studiedToday ? m.streakDone : data.streak.paused ? m.streakPaused : m.streakKeep,
    busy: snapshot.matches('removing'),
    error,
  };
}

function planLinesOf(target: PlanTarget, today: string, dueToday: number): PlanLines {
  const day = planDayOf(target, today, dueToday);
  if (day.kind === 'examDay') return { name: target.name, when: m.planExamDay, today: null };
  if (day.kind === 'past') return { name: target.name, when: m.planPast, today: null };
  return { name: target.name, when: m.daysLeft(day.daysLeft), today: m.planToday(day.reviews, day.newQuestions) };
}
