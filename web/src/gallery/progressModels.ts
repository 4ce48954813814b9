// The gallery models of the progress screens (docs/progress.md#dashboard, docs/progress.md#history-list, docs/progress.md#history-detail, docs/progress.md#revision, docs/progress.md#leaderboard-periods, docs/progress.md#profile, docs/progress.md#change-password): the dashboard and the history
// list by their queries' states, the history review, revision, the leaderboard's periods, the
// profile form and the Change Password dialog by their machines.
import {
  changePasswordMachine,
  currentHistoryQuestion,
  historyReviewMachine,
  historyReviewViewOf,
  leaderboardPeriodMachine,
  leaderboardPeriodViewOf,
  profileFormMachine,
  profileFormViewOf,
  progressMessages,
  revisionMachine,
  revisionViewOf,
  ServerError,
  validateChangePassword,
  validateProfile,
  type ChangePasswordContext,
  type HistoryReviewContext,
  type LeaderboardPeriodContext,
  type ProfileFormContext,
  type RevisionContext,
} from '@proshno/engine';
import type { SnapshotFrom } from 'xstate';
import type { GalleryModel } from './galleryModel';
import * as progress from './progressFixtures';
import { queryStateEvents, queryStateMachine } from './queryStateMachine';

export const dashboardModel: GalleryModel = {
  id: 'dashboard',
  title: 'Progress/Dashboard',
  machine: queryStateMachine,
  events: () => queryStateEvents,
};

export const historyListModel: GalleryModel = {
  id: 'historyList',
  title: 'Progress/History list',
  machine: queryStateMachine,
  events: () => queryStateEvents,
};

export const historyReviewModel: GalleryModel = {
  id: 'historyReview',
  title: 'Progress/History review',
  machine: historyReviewMachine,
  input: { examId: progress.examHistory.exam.id },
  events: (snapshot) => {
    const context = snapshot.context as HistoryReviewContext;
    const last = (context.history?.questions.length ?? 0) - 1;
    return [
      { type: 'xstate.done.actor.loadHistory', output: progress.examHistory },
      { type: 'xstate.done.actor.loadHistory', output: progress.emptyHistory },
      { type: 'xstate.error.actor.loadHistory', error: new Error('offline') },
      { type: 'RETRY' },
      ...(context.index < last ? [{ type: 'GO', move: 'next' }] : []),
      // Save the first question, remove the second (saved) one.
      ...(context.index < 2 ? [{ type: 'TOGGLE_REVISION' }] : []),
      // The review's filters (docs/progress.md#history-filters): the wrong ones alone.
      ...(context.filter === 'all' ? [{ type: 'FILTER', filter: 'wrong' }] : []),
      { type: 'xstate.done.actor.saveRevision', output: { id: 905, detail: null } },
      { type: 'xstate.error.actor.saveRevision', error: new ServerError({ detail: 'Question not found.' }) },
      { type: 'xstate.done.actor.removeRevision', output: undefined },
      { type: 'xstate.error.actor.removeRevision', error: new ServerError({ detail: 'Not found.' }) },
    ];
  },
  variant: (snapshot) => {
    if (historyReviewViewOf(snapshot as SnapshotFrom<typeof historyReviewMachine>).screen !== 'reviewing') return '';
    const context = snapshot.context as HistoryReviewContext;
    const saved = currentHistoryQuestion(context)?.revision != null ? 'saved for revision' : 'not saved';
    return [`question ${context.index + 1} of ${context.history?.questions.length ?? 0}`, saved, context.filter === 'all' ? '' : `${context.filter} only`]
      .filter((part) => part !== '')
      .join(' · ');
  },
};

const [physics] = progress.revisionCatalogue.RevisionSubjects.subjects;
const [vectors] = progress.revisionCatalogue.RevisionTopics.topics;

export const revisionModel: GalleryModel = {
  id: 'revision',
  title: 'Progress/Revision',
  machine: revisionMachine,
  events: (snapshot) => {
    const { selection, items, index, answerShown } = snapshot.context as RevisionContext;
    return [
      ...(selection.subject === null ? [{ type: 'SELECT', level: 'subject', id: physics?.id ?? 1 }] : []),
      ...(selection.subject !== null && selection.topic === null ? [{ type: 'SELECT', level: 'topic', id: vectors?.id ?? 11 }, { type: 'CANCEL' }] : []),
      // Continue without a subject asks for one; with a topic it loads that topic's questions.
      ...(selection.subject === null || selection.topic !== null ? [{ type: 'CONTINUE' }] : []),
      { type: 'xstate.done.actor.loadRevisions', output: progress.revisionItems },
      { type: 'xstate.done.actor.loadRevisions', output: [] },
      { type: 'xstate.error.actor.loadRevisions', error: new Error('offline') },
      ...(index === 0 && items.length > 1 ? [{ type: 'GO', move: 'next' }] : []),
      ...(index === 0 && !answerShown ? [{ type: 'TOGGLE_ANSWER' }] : []),
      ...(index === 0 && !answerShown ? [{ type: 'REMOVE' }] : []),
      { type: 'xstate.done.actor.removeRevision', output: undefined },
      { type: 'xstate.error.actor.removeRevision', error: new ServerError({ detail: 'Not found.' }) },
      ...(!answerShown ? [{ type: 'FINISHED' }] : []),
    ];
  },
  variant: (snapshot) => {
    const { selection, items, index, answerShown, error } = snapshot.context as RevisionContext;
    const { screen } = revisionViewOf(snapshot as SnapshotFrom<typeof revisionMachine>);
    if (screen === 'viewing') {
      return [`question ${index + 1} of ${items.length}`, ...(answerShown ? ['answer shown'] : [])].join(' · ');
    }
    if (screen === 'finished') return '';
    const chosen = selection.topic !== null ? 'topic chosen' : selection.subject !== null ? 'subject chosen' : 'nothing chosen';
    return [chosen, ...(error === null ? [] : [error])].join(' · ');
  },
};

export const leaderboardModel: GalleryModel = {
  id: 'leaderboard',
  title: 'Progress/Leaderboard',
  machine: leaderboardPeriodMachine,
  input: { today: progress.today },
  events: (snapshot) => {
    const { custom, error } = snapshot.context as LeaderboardPeriodContext;
    const { tab } = leaderboardPeriodViewOf(snapshot as SnapshotFrom<typeof leaderboardPeriodMachine>);
    const custom_ = tab === 'custom';
    return [
      // Every tab once from the page's first one (Lifetime), then the custom selection step by step.
      ...(tab === 'lifetime' ? (['week', 'month', 'year', 'custom'] as const).map((tab) => ({ type: 'SELECT_TAB', tab })) : []),
      ...(custom_ && custom.year === null && error === null ? [{ type: 'SET_YEAR', year: 2025 }] : []),
      ...(custom_ && custom.year !== null && custom.month === null ? [{ type: 'SET_MONTH', month: 3 }] : []),
      ...(custom_ && custom.month !== null && custom.week === null ? [{ type: 'SET_WEEK', week: 2 }] : []),
      ...(custom_ && (custom.year === null ? error === null : custom.week !== null) ? [{ type: 'APPLY' }] : []),
    ];
  },
  variant: (snapshot) => {
    if (leaderboardPeriodViewOf(snapshot as SnapshotFrom<typeof leaderboardPeriodMachine>).tab !== 'custom') return '';
    const { custom, period, error } = snapshot.context as LeaderboardPeriodContext;
    const chosen = [
      custom.year === null ? 'no year' : `year ${custom.year}`,
      ...(custom.month === null ? [] : [`month ${custom.month}`]),
      ...(custom.week === null ? [] : [`week ${custom.week}`]),
    ];
    const applied = period.end_date !== progress.today ? ['applied'] : [];
    return [...chosen, ...applied, ...(error === null ? [] : [error])].join(' · ');
  },
};

/** A photo as the file input hands it over (the engine reads its name and type). */
const photo = { name: 'nusrat.png', type: 'image/png' };

export const profileModel: GalleryModel = {
  id: 'profile',
  title: 'Progress/Profile',
  machine: profileFormMachine,
  input: { userId: progress.profile.user.id },
  events: (snapshot) => {
    const context = snapshot.context as ProfileFormContext;
    const valid = validateProfile(context.form, { userId: context.userId, today: progress.today }) === null;
    return [
      { type: 'xstate.done.actor.loadProfile', output: progress.profile },
      { type: 'xstate.error.actor.loadProfile', error: new Error('offline') },
      { type: 'RETRY' },
      { type: 'EDIT' },
      // A photo, or a phone number too short (docs/progress.md#profile-limits), one at a time on the loaded form.
      ...(valid && context.image === null ? [{ type: 'CHOOSE_IMAGE', image: photo }, { type: 'SET_FIELD', field: 'phone_no', value: '017123' }] : []),
      { type: 'SAVE', today: progress.today },
      { type: 'CANCEL' },
      { type: 'xstate.done.actor.saveProfile', output: progress.profile },
      // A changed e-mail the server holds until its link is opened.
      { type: 'xstate.done.actor.saveProfile', output: { ...progress.profile, pending_email: 'nusrat.new@example.com' } },
      { type: 'xstate.error.actor.saveProfile', error: new ServerError({ detail: 'This email is already in use.' }) },
      { type: 'xstate.done.actor.uploadImage', output: { image: '/gallery/avatar.svg' } },
      { type: 'xstate.error.actor.uploadImage', error: new Error('offline') },
    ];
  },
  variant: (snapshot) => {
    const context = snapshot.context as ProfileFormContext;
    if (context.user === null) return '';
    const valid = validateProfile(context.form, { userId: context.userId, today: progress.today }) === null;
    return [
      ...(valid ? [] : ['phone too short']),
      ...(context.image === null ? [] : ['photo chosen']),
      ...(context.pendingEmail === null || profileFormViewOf(snapshot as SnapshotFrom<typeof profileFormMachine>).editing ? [] : ['email pending']),
    ].join(' · ');
  },
};

export const changePasswordModel: GalleryModel = {
  id: 'changePassword',
  title: 'Progress/Change password',
  machine: changePasswordMachine,
  // The three fields typed in order, the new one first too short (docs/progress.md#change-password).
  events: (snapshot) => {
    const { form } = snapshot.context as ChangePasswordContext;
    return [
      ...(form.current_password === '' ? [{ type: 'SET_FIELD', field: 'current_password', value: 'Nusrat#2026' }] : []),
      ...(form.current_password !== '' && form.new_password === '' ? [{ type: 'SET_FIELD', field: 'new_password', value: 'Nu#1' }] : []),
      ...(form.new_password === 'Nu#1' ? [{ type: 'SET_FIELD', field: 'new_password', value: 'Nusrat#2027' }] : []),
      ...(form.new_password === 'Nusrat#2027' && form.confirm_password === '' ? [{ type: 'SET_FIELD', field: 'confirm_password', value: 'Nusrat#2027' }] : []),
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.changePassword', output: undefined },
      { type: 'xstate.error.actor.changePassword', error: new ServerError({ old_password: ['Your old password was entered incorrectly.'] }) },
    ];
  },
  variant: (snapshot) => {
    const { form } = snapshot.context as ChangePasswordContext;
    const tooShort = validateChangePassword(form).new_password === progressMessages.newPasswordTooShort;
    const filled = [
      ...(form.current_password === '' ? [] : ['current']),
      ...(form.new_password === '' ? [] : [tooShort ? 'new too short' : 'new']),
      ...(form.confirm_password === '' ? [] : ['confirmed']),
    ];
    return filled.length === 0 ? 'empty' : filled.join(', ');
  },
};
