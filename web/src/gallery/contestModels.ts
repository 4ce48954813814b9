// The contest screens in the gallery: the admin's contest form (docs/contest.md#admin-form) with a
// fixed clock, the fields filled in order with the messages each step leaves, both template kinds,
// save and refusal; the admin's page (docs/contest.md#admin-screen), one thing at a time; and the
// learner's list (docs/contest.md#list-machine) in every state.
import { adminContestEntry, contestListEntry } from '@proshno/engine/testing/contests';
import {
  adminContestFormMachine,
  adminContestsMachine,
  adminContestsView,
  type AdminContestEntry,
  type AdminContestsContext,
  type AdminContestsSnapshot,
  contestListMachine,
  contestListView,
  contestListNow,
  contestStatusAt,
  type ContestListContext,
  type ContestListSnapshot,
  type ContestListEntry,
  type ContestListing,
  PREVIOUS_YEAR_TYPE_ID,
  ServerError,
  validateContestForm,
  type AdminContestFormContext,
} from '@proshno/engine';
import type { EventObject } from 'xstate';
import type { GalleryModel } from './galleryModel';

/** 12:00 in Dhaka on 1 November 2026: a start at 11:00 that day is past, 18:00 is ahead. */
export const contestGalleryNow = new Date('2026-11-01T06:00:00Z');

export const contestTemplatesFixture = [
  { id: 1, name: 'Engineering Admission Model Test', exam_Type: 2, universities: [], years: [] },
  {
    id: 4,
    name: 'University Admission Test (Science)',
    exam_Type: PREVIOUS_YEAR_TYPE_ID,
    universities: [{ id: 11, university: 'University of Dhaka', units: ['A', 'B', 'C'], unit_labels: ['University of Dhaka (A unit)', 'University of Dhaka (B unit)', 'University of Dhaka (C unit)'] }],
    years: [2025, 2024, 2023],
  },
];

export const adminContestFormModel: GalleryModel = {
  id: 'adminContestForm',
  title: 'Contest/Admin contest form',
  machine: adminContestFormMachine,
  input: { mode: 'create', now: contestGalleryNow },
  events: (snapshot) => {
    const { form } = snapshot.context as AdminContestFormContext;
    const next: Array<EventObject & Record<string, unknown>> =
      form.template === null
        ? [
            { type: 'CHOOSE_TEMPLATE', template: { id: 1, exam_Type: 2 } },
            { type: 'CHOOSE_TEMPLATE', template: { id: 4, exam_Type: PREVIOUS_YEAR_TYPE_ID } },
          ]
        : form.title === ''
          ? [{ type: 'SET_FIELD', field: 'title', value: 'Weekly Engineering Mock' }]
          : form.startDate === ''
            ? [{ type: 'SET_FIELD', field: 'startDate', value: '2026-11-01' }]
            : form.startTime === ''
              ? [{ type: 'SET_FIELD', field: 'startTime', value: '11:00' }]
              : form.startTime === '11:00'
                ? [{ type: 'SET_FIELD', field: 'startTime', value: '18:00' }]
                : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID && form.universityId === null
                  ? [{ type: 'SET_UNIVERSITY', universityId: 11 }]
                  : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID && form.unit === ''
                    ? [{ type: 'SET_FIELD', field: 'unit', value: 'A' }]
                    : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID && form.year === ''
                      ? [{ type: 'SET_FIELD', field: 'year', value: '2024' }]
                      : [];
    return [
      ...next,
      { type: 'SAVE' },
      { type: 'xstate.done.actor.save', output: undefined },
      { type: 'xstate.error.actor.save', error: new ServerError({ detail: 'The start time of a contest must be in the future.' }) },
    ];
  },
  variant: (snapshot) => {
    const { form, now, failure } = snapshot.context as AdminContestFormContext;
    const kind = form.template === null ? 'no template' : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID ? 'previous year' : 'model test';
    const errors = validateContestForm(form, now);
    const needs = Object.keys(errors).map((field) => (field !== 'start' ? field : form.startTime !== '' ? 'start in the future' : form.startDate !== '' ? 'start time' : field));
    return [kind, needs.length === 0 ? 'valid' : `needs ${needs.join(', ')}`, ...(failure === null ? [] : ['refused'])].join(' · ');
  },
};

const MINUTE = 60_000;
const galleryServerNow = contestGalleryNow.getTime();

/** A contest of the gallery's list, starting `startIn` minutes from the gallery's noon. */
function galleryContest(id: number, title: string, startIn: number, facts: Partial<ContestListEntry> = {}): ContestListEntry {
  return contestListEntry(
    id,
    galleryServerNow + startIn * MINUTE,
    {
      title,
      subjects: [
        { subject: { name: 'Physics' }, no_of_questions: 15 },
        { subject: { name: 'Chemistry' }, no_of_questions: 15 },
        { subject: { name: 'Mathematics' }, no_of_questions: 15 },
      ],
      total_question: 45,
      registered_count: 128,
      ...facts,
    },
    45,
  );
}

/** Upcoming and not registered, registered and starting in a minute, and finished with its results. */
export const contestListFixture: ContestListEntry[] = [
  galleryContest(1, 'Weekly Engineering Mock', 24 * 60 + 90),
  galleryContest(2, 'National Admission Mock', 1, { is_registered: true, registered_count: 2041 }),
  galleryContest(3, 'Dhaka University A Unit 2024', -24 * 60, {
    template_name: 'University Admission Test (Science)',
    university: 'University of Dhaka',
    unit: 'A',
    year: 2024,
    is_registered: true,
    results_ready: true,
    status: 'finished',
    sitting: { status: 'finished' },
  }),
];

const galleryListing = (contests: ContestListEntry[]): ContestListing => ({
  contests,
  serverTime: contestGalleryNow.toISOString(),
  sentAt: galleryServerNow - 150,
  receivedAt: galleryServerNow + 150,
});

const notCovered = new ServerError({ detail: 'Your subscription does not cover this contest.' }, undefined, 'NOT_COVERED');

export const contestListModel: GalleryModel = {
  id: 'contestList',
  title: 'Contest/Contest list',
  machine: contestListMachine,
  events: () => [
    { type: 'xstate.done.actor.loadContests', output: galleryListing(contestListFixture) },
    { type: 'xstate.done.actor.loadContests', output: galleryListing([]) },
    { type: 'xstate.error.actor.loadContests', error: new Error('offline') },
    { type: 'RETRY' },
    // Two minutes on: the registered contest is live.
    { type: 'TICK', now: galleryServerNow + 2 * MINUTE },
    { type: 'ACT', contest: 1, action: 'register' },
    { type: 'ACT', contest: 2, action: 'join' },
    { type: 'ACT', contest: 3, action: 'practise' },
    { type: 'xstate.done.actor.register', output: undefined },
    { type: 'xstate.error.actor.register', error: notCovered },
    { type: 'xstate.error.actor.join', error: new ServerError({ detail: 'This contest has ended.' }, undefined, 'CONTEST_ENDED') },
    { type: 'xstate.done.actor.join', output: { examId: 70 } },
    { type: 'xstate.done.actor.practise', output: { examId: 71 } },
    { type: 'CLOSE_DIALOG' },
  ],
  variant: (snapshot) => {
    const context = snapshot.context as ContestListContext;
    const view = contestListView(snapshot as ContestListSnapshot);
    // The list on its way to an exam (the machine has ended) looks like the list mid-action.
    if (view.screen !== 'list' || snapshot.status === 'done') return '';
    // Whether Join shows matters on the idle list only; the states of an action look alike either way.
    const live = !view.busy && !view.subscriptionRequired && context.contests.some((contest) => contestStatusAt(contest, contestListNow(context)) === 'live');
    return [context.contests.length === 0 ? 'no contests' : '', live ? 'one live' : '', context.refusal === null ? '' : 'refused'].filter((part) => part !== '').join(' · ');
  },
};

/** A contest of the admin's table, starting `startIn` minutes from the gallery's noon. */
function adminContest(id: number, title: string, startIn: number, facts: Partial<AdminContestEntry> = {}): AdminContestEntry {
  return adminContestEntry(id, galleryServerNow + startIn * MINUTE, { title, total_question: 45, registered_count: 128, ...facts }, 45);
}

/** One of each status: upcoming (edit, cancel), live, finished with its results (merit list, export), cancelled. */
export const adminContestsFixture: AdminContestEntry[] = [
  adminContest(1, 'Weekly Engineering Mock', 24 * 60 + 90),
  adminContest(2, 'National Admission Mock', -10, { status: 'live', registered_count: 2041, time_breaks_ties: true }),
  adminContest(3, 'Dhaka University A Unit 2024', -24 * 60, {
    template_name: 'University Admission Test (Science)',
    university: 'University of Dhaka',
    unit: 'A',
    year: 2024,
    status: 'finished',
    results_ready: true,
    registered_count: 3,
  }),
  adminContest(4, 'Medical Admission Mock', 3 * 24 * 60, { status: 'cancelled', registered_count: 0 }),
];

const adminMeritCsv = [
  'rank,full_name,email,score,percentile,time_used_seconds,right,wrong,not_answered',
  '1,Ayesha Rahman,ayesha@example.com,41.5,100,2210,43,2,0',
  '2,Rafiq Islam,rafiq@example.com,38.75,66.67,2688,40,5,0',
  '3,"Nusrat Jahan, Dhaka",nusrat@example.com,30,33.33,2700,31,4,10',
].join('\n');

export const adminContestsModel: GalleryModel = {
  id: 'adminContests',
  title: 'Contest/Admin contests',
  machine: adminContestsMachine,
  // From the list at rest, one thing at a time: what each control opens, and how it settles.
  events: (snapshot) => {
    const { contests, opened, cancelling, exporting, refusal } = snapshot.context as AdminContestsContext;
    const view = adminContestsView(snapshot as AdminContestsSnapshot);
    const atRest = contests.length > 0 && opened === null && cancelling === null && exporting === null && refusal === null && view.screen === 'list' && !view.creating;
    return [
      { type: 'xstate.done.actor.loadContests', output: adminContestsFixture },
      { type: 'xstate.done.actor.loadContests', output: [] },
      { type: 'xstate.error.actor.loadContests', error: new Error('offline') },
      ...(atRest
        ? [
            { type: 'NEW' },
            { type: 'OPEN', contest: 1, panel: 'edit' },
            { type: 'OPEN', contest: 1, panel: 'registrations' },
            { type: 'OPEN', contest: 3, panel: 'meritList' },
            { type: 'CANCEL', contest: 1 },
            { type: 'EXPORT', contest: 3 },
          ]
        : []),
      {
        type: 'xstate.done.actor.loadRegistrations',
        output: [
          { user: 7, full_name: 'Ayesha Rahman', email: 'ayesha@example.com', registered_at: '2026-10-30T08:00:00Z', joined: false },
          { user: 9, full_name: 'Rafiq Islam', email: 'rafiq@example.com', registered_at: '2026-10-31T14:20:00Z', joined: false },
        ],
      },
      { type: 'xstate.done.actor.loadMeritList', output: { filename: 'contest-3-merit-list.csv', csv: adminMeritCsv } },
      { type: 'xstate.error.actor.loadMeritList', error: new Error('offline') },
      { type: 'CONFIRM' },
      { type: 'xstate.error.actor.cancelContest', error: new ServerError({ detail: 'You do not have permission to perform this action.' }, undefined, 'FORBIDDEN') },
    ];
  },
  variant: (snapshot) => {
    const { contests, refusal } = snapshot.context as AdminContestsContext;
    if (adminContestsView(snapshot as AdminContestsSnapshot).screen !== 'list') return '';
    return [contests.length === 0 ? 'no contests' : '', refusal === null ? '' : 'refused'].filter((part) => part !== '').join(' · ');
  },
};
