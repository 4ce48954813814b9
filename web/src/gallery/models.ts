// The gallery models of the practice and session screens (commerce and progress in their own
// files), and the list of every model. Adding a screen: a model here (machine,
// events, variant), an adapter in ./screens, then `npm run gen` writes its stories.
import {
  currentQuestion,
  examMachine,
  examViewOf,
  flashcardMessages,
  flashcardMachine,
  flashcardSummary,
  flashcardSetupMachine,
  flashcardSetupViewOf,
  flashcardViewOf,
  logoutMachine,
  NetworkError,
  logoutViewOf,
  reconnectMachine,
  modelTestMachine,
  modelTestViewOf,
  optionsRequestOf,
  previousYearMachine,
  previousYearViewOf,
  randomTestMachine,
  registrationMachine,
  registrationViewOf,
  ServerError,
  sessionMachine,
  sessionViewOf,
  unansweredOf,
  verifyMachine,
  verifyViewOf,
  type ExamContext,
  type ExamInput,
  type ExamSnapshot,
  type FlashcardContext,
  type FlashcardSetupContext,
  type LogoutContext,
  type ModelTestContext,
  type PreviousYearContext,
  type RandomTestContext,
  type ReconnectContext,
  type RegistrationForm,
  type RowDraft,
} from '@proshno/engine';
import type { SnapshotFrom } from 'xstate';
import { modelTestTemplatesOf } from '../practice/model/modelTestCalls';
import { previousYearTemplatesOf } from '../practice/previous/previousYearCalls';
import { customPlanModel, subscribeModel } from './commerceModels';
import { adminContestFormModel, adminContestsModel, contestListModel } from './contestModels';
import * as fixtures from './fixtures';
import type { GalleryModel } from './galleryModel';
import { planModel, reviewModel, topicMapModel } from './learningModels';
import { questionQualityModel, questionReportModel } from './qualityModels';
import { packagesAdminModel, transactionsAdminModel } from './salesModels';
import { adminLearnerModel, adminLearnersModel } from './adminLearnersModels';
import { catalogueEditorModel, templateEditorModel } from './catalogueModels';
import { bankImportModel } from './bankImportModels';
import { bankEditorModel, bankListModel } from './bankModels';
import { auditLogModel } from './auditModels';
import { changePasswordModel, dashboardModel, historyListModel, historyReviewModel, leaderboardModel, profileModel, revisionModel } from './progressModels';

const examInput: ExamInput = { examId: 7, remainingParam: 302, now: 0, stored: null };

export const examModel: GalleryModel = {
  id: 'exam',
  title: 'Exam/Exam screen',
  machine: examMachine,
  input: examInput,
  events: (snapshot) => {
    const context = snapshot.context as ExamContext;
    const { sheet } = context;
    const answered = sheet.questionIds.length - unansweredOf(sheet).length;
    const pristine = answered === 0 && sheet.view === 'all' && sheet.bookmarks.length === 0;
    const current = currentQuestion(sheet);
    const question = context.questions.find((q) => q.id === current);
    const option = question?.options[1];
    const unansweredCurrent = current !== undefined && sheet.answers[current] == null;
    const tick = (left: number) => ({ type: 'TICK', now: context.deadline - left * 1000 });
    return [
      { type: 'xstate.done.actor.loadExam', output: fixtures.exam.created },
      { type: 'xstate.done.actor.loadExam', output: fixtures.exam.finished },
      { type: 'xstate.done.actor.loadExam', output: fixtures.exam.empty },
      { type: 'xstate.error.actor.loadExam', error: new Error('offline') },
      { type: 'RETRY' },
      // Answer the current question, then move on, until all are answered; bookmark and filter once.
      ...(option !== undefined && unansweredCurrent && sheet.view === 'all' && context.blink === 'none' ? [{ type: 'CHOOSE', option: option.id }] : []),
      ...(!unansweredCurrent && sheet.view === 'all' ? [{ type: 'GO', move: 'next' }] : []),
      ...(answered === 1 && sheet.index === 0 && sheet.bookmarks.length === 0 ? [{ type: 'TOGGLE_BOOKMARK' }] : []),
      ...(answered === 1 && sheet.view === 'all' && sheet.bookmarks.length > 0 ? [{ type: 'SET_VIEW', view: 'bookmarked' }] : []),
      ...(answered === 1 && sheet.view === 'all' ? [{ type: 'SET_VIEW', view: 'unanswered' }] : []),
      // The clock's edges from the loaded sheet: the 300-second warning, the 10-second blink, zero.
      ...(pristine ? [300, 10, 0].filter((left) => left < context.remaining).map(tick) : []),
      ...(sheet.view === 'all' && (pristine || answered === sheet.questionIds.length) ? [{ type: 'SUBMIT' }] : []),
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'ANSWERS_SAVED' },
      // docs/exam.md#offline: a submit made offline waits for the network.
      { type: 'OFFLINE' },
      { type: 'xstate.done.actor.submitScript', output: fixtures.examResult },
      { type: 'xstate.done.actor.submitScript', output: fixtures.examResultWithPass },
      { type: 'xstate.error.actor.submitScript', error: new ServerError({ detail: 'Exam already submitted' }) },
      { type: 'DISMISS' },
      { type: 'xstate.done.actor.cancelExam', output: undefined },
      { type: 'xstate.error.actor.cancelExam', error: new ServerError({ detail: 'Not found.' }) },
    ];
  },
  variant: (snapshot) => {
    const exam = examViewOf(snapshot as ExamSnapshot);
    // The submit waiting for the network (docs/exam.md#offline).
    if (exam.phase === 'draining') return (snapshot.context as ExamContext).online ? '' : 'offline';
    // docs/content.md#pass-rule: a result with pass marks says Pass or Fail.
    if ((snapshot.context as ExamContext).result?.pass != null) return 'pass marks';
    if (!exam.answering) return '';
    const { sheet, blink } = snapshot.context as ExamContext;
    const answered = sheet.questionIds.length - unansweredOf(sheet).length;
    const count = `${answered} of ${sheet.questionIds.length} answered`;
    const position = `question ${sheet.index + 1}`;
    const marks = sheet.bookmarks.length === 0 ? [] : [`${sheet.bookmarks.length} bookmarked`];
    const view = sheet.view === 'all' ? [] : [`${sheet.view} view`];
    const clock = blink === 'warning' ? ['300-second blink'] : blink === 'continuous' ? ['10-second blink'] : [];
    return [count, position, ...marks, ...view, ...clock].join(' · ');
  },
};

export const flashcardModel: GalleryModel = {
  id: 'flashcard',
  title: 'Practice/Flashcard session',
  machine: flashcardMachine,
  input: fixtures.flashcardRequest,
  events: (snapshot) => {
    const context = snapshot.context as FlashcardContext;
    const card = context.cards[context.index];
    const right = card?.options.find((option) => option.is_answer);
    const wrong = card?.options.find((option) => !option.is_answer);
    const fresh = context.flipped.length === 0 && !context.flushed;
    return [
      { type: 'xstate.done.actor.loadFlashcards', output: fixtures.flashcards },
      { type: 'xstate.done.actor.loadFlashcards', output: [] },
      { type: 'xstate.error.actor.loadFlashcards', error: new Error('offline') },
      { type: 'RETRY' },
      ...(fresh && right !== undefined && wrong !== undefined
        ? [
            { type: 'FLIP', optionId: right.id },
            { type: 'FLIP', optionId: wrong.id },
          ]
        : []),
      ...(context.flipped.length === 0 ? [{ type: 'FLUSH' }] : []),
      { type: 'UNFLUSH' },
      ...(fresh ? [{ type: 'NEXT' }, { type: 'BACK' }] : []),
      // Finished with nothing answered, and on the last card after one flip (a summary with counts).
      ...(fresh || (context.index === context.cards.length - 1 && context.flipped.length === 1) ? [{ type: 'FINISHED' }] : []),
      { type: 'AGAIN' },
      // The first card graded Hard after its flip, and the grade's delivery every way it goes.
      ...(context.index === 0 && context.flipped.length === 1 && context.grades.length === 0 ? [{ type: 'GRADE', grade: 'hard', at: fixtures.gradedAt, key: fixtures.gradeKey }] : []),
      { type: 'xstate.done.actor.sendGrade', output: fixtures.gradeSent },
      { type: 'xstate.error.actor.sendGrade', error: new NetworkError() },
      { type: 'xstate.error.actor.sendGrade', error: new ServerError({ detail: 'Not found.' }, undefined, 'NOT_FOUND') },
    ];
  },
  variant: (snapshot) => {
    const { screen } = flashcardViewOf(snapshot as SnapshotFrom<typeof flashcardMachine>);
    if (screen === 'finished') {
      const { seen, total, right, wrong } = flashcardSummary(snapshot.context as FlashcardContext);
      return `${seen} of ${total} seen · ${right} right · ${wrong} wrong`;
    }
    if (screen !== 'studying') return '';
    const context = snapshot.context as FlashcardContext;
    const face = context.feedback === null ? 'front' : context.feedback === flashcardMessages.congrats ? 'flipped right' : 'flipped wrong';
    const { grading } = flashcardViewOf(snapshot as SnapshotFrom<typeof flashcardMachine>);
    const graded = grading === null || grading.chosen === null ? [] : [`graded ${grading.chosen} · ${grading.status}`];
    return [`card ${context.index + 1} of ${context.cards.length}`, face, ...(context.flushed ? ['flushed'] : []), ...graded].join(' · ');
  },
};

const subjects = fixtures.gatewayAnswers.FlashcardSubjects.subjects;
const grades = [{ id: 1, name: 'HSC', questions_available: subjects.reduce((sum, s) => sum + s.questions_available, 0) }];

export const flashcardSetupModel: GalleryModel = {
  id: 'flashcardSetup',
  title: 'Practice/Flashcard setup',
  machine: flashcardSetupMachine,
  events: (snapshot) => {
    const context = snapshot.context as FlashcardSetupContext;
    const { subject } = context.cascade.chosen;
    const request = optionsRequestOf(context);
    const view = flashcardSetupViewOf(snapshot as SnapshotFrom<typeof flashcardSetupMachine>);
    const lists = { grade: grades, subject: subjects, topic: fixtures.gatewayAnswers.FlashcardTopics.topics, subtopic: [] };
    return [
      ...(request === null ? [] : [{ type: 'xstate.done.actor.loadOptions', output: lists[request.level] }]),
      // No grade with questions: 'No Exam Question Found'.
      ...(request?.level === 'grade' ? [{ type: 'xstate.done.actor.loadOptions', output: [] }] : []),
      ...(context.count === null ? [{ type: 'xstate.error.actor.loadOptions', error: new Error('offline') }] : []),
      { type: 'RETRY' },
      { type: 'SELECT', level: 'grade', id: 1 },
      { type: 'SELECT', level: 'subject', id: 1 },
      ...(subject !== null && context.count === null && view.screen === 'form' && !view.listingBelow
        ? [{ type: 'CHOOSE_PRESET', value: 10 }, { type: 'CHOOSE_OTHERS' }]
        : []),
      ...(context.count?.kind === 'others' && context.count.typed === null
        ? [{ type: 'TYPE_COUNT', text: '40' }]
        : []),
      { type: 'START' },
      { type: 'xstate.done.actor.loadFlashcards', output: fixtures.flashcards },
      { type: 'xstate.done.actor.loadFlashcards', output: [] },
      // A failure without a server detail shows 'Something went wrong, Please Reload.'
      { type: 'xstate.error.actor.loadFlashcards', error: new Error('') },
    ];
  },
  variant: (snapshot) => {
    const context = snapshot.context as FlashcardSetupContext;
    const { screen } = flashcardSetupViewOf(snapshot as SnapshotFrom<typeof flashcardSetupMachine>);
    // The grades listing or failing: no form to tell apart (a list below fails with the grades listed).
    if (screen === 'listing' || (screen === 'failed' && context.options.grade.length === 0)) return '';
    const { grade, subject } = context.cascade.chosen;
    const { options } = context;
    const chosen =
      subject !== null
        ? options.topic.length > 0 ? 'topics listed' : 'subject chosen'
        : grade !== null
          ? options.subject.length > 0 ? 'subjects listed' : 'grade chosen'
          : options.grade.length > 0 ? 'grades listed' : 'nothing listed';
    const count = context.count === null ? [] : context.count.kind === 'preset' ? [`${context.count.value} questions`] : context.count.typed === null ? ['others'] : [`others: ${context.count.typed}`];
    return [chosen, ...count, ...(context.error === null ? [] : [context.error])].join(' · ');
  },
};

const physics = { grade: 1, subject: { id: 1, name: 'Physics' }, topic: null, subTopic: null, available: 12 };
const otherSubjects = subjects.slice(1).map((s) => ({ ...physics, subject: { id: s.id, name: s.name }, available: s.questions_available }));
const draft = (base: Omit<RowDraft, 'count'>, count: number): RowDraft => ({ ...base, count });

export const randomTestModel: GalleryModel = {
  id: 'randomTest',
  title: 'Practice/Random test builder',
  machine: randomTestMachine,
  events: (snapshot) => {
    const context = snapshot.context as RandomTestContext;
    const rows = context.test.rows;
    const next = otherSubjects[rows.length - 1];
    return [
      { type: 'CHOOSE_EXAM_TYPE', examType: 1 },
      { type: 'xstate.done.actor.createExam', output: { id: 41, time_per_question: 60 } },
      { type: 'xstate.error.actor.createExam', error: new ServerError({ detail: 'Something went wrong' }) },
      ...(context.examId !== null && rows.length === 0 && context.error === null
        ? [
            { type: 'ADD', draft: draft(physics, 5) },
            { type: 'ADD', draft: draft(physics, 20) },
          ]
        : []),
      // A second Physics row would sum past the 12 available; other subjects fill the table to a second page.
      ...(rows.length === 1 && context.error === null ? [{ type: 'ADD', draft: draft(physics, 10) }] : []),
      ...(rows.length >= 1 && rows.length <= 5 && next !== undefined && context.error === null ? [{ type: 'ADD', draft: draft(next, 5) }] : []),
      ...(rows.length === 6 ? [{ type: 'PAGE', page: 2 }] : []),
      ...(rows.length === 2 ? [{ type: 'DELETE', id: 2 }, { type: 'CLEAR' }] : []),
      ...(rows.length === 1 && context.error === null ? [{ type: 'START' }, { type: 'OPEN_SCHEDULE' }] : []),
      { type: 'CANCEL' },
      { type: 'SCHEDULE', startTime: Date.UTC(2026, 0, 10, 4, 0), now: Date.UTC(2026, 0, 1) },
      { type: 'xstate.done.actor.startExam', output: undefined },
      { type: 'xstate.error.actor.startExam', error: new ServerError({ detail: 'Not enough questions left.' }) },
      { type: 'xstate.done.actor.scheduleExam', output: undefined },
      { type: 'xstate.error.actor.scheduleExam', error: new ServerError({ detail: 'Start time must be in the future.' }) },
    ];
  },
  variant: (snapshot) => {
    const context = snapshot.context as RandomTestContext;
    const rows = context.test.rows.length;
    const table = rows === 0 ? (context.examId === null ? 'empty' : 'exam type chosen') : `${rows} ${rows === 1 ? 'row' : 'rows'}`;
    const page = context.test.page > 1 ? [`page ${context.test.page}`] : [];
    return [table, ...page, ...(context.error === null ? [] : [context.error])].join(' · ');
  },
};

const modelTemplates = modelTestTemplatesOf(fixtures.gatewayAnswers.ModelTestTemplates);

export const modelTestModel: GalleryModel = {
  id: 'modelTest',
  title: 'Practice/Model test selection',
  machine: modelTestMachine,
  events: () => {
    return [
      { type: 'xstate.done.actor.loadTemplates', output: modelTemplates },
      { type: 'xstate.done.actor.loadTemplates', output: [] },
      { type: 'xstate.error.actor.loadTemplates', error: new Error('offline') },
      { type: 'RETRY' },
      ...modelTemplates.map((template) => ({ type: 'CHOOSE', templateId: template.id })),
      { type: 'CLEAR' },
      { type: 'START' },
      { type: 'xstate.done.actor.createModelExam', output: { id: 51, time_remaining: 3600 } },
      { type: 'xstate.error.actor.createModelExam', error: new ServerError({ detail: 'This model test is not active.' }) },
    ];
  },
  variant: (snapshot) => {
    const context = snapshot.context as ModelTestContext;
    if (modelTestViewOf(snapshot as SnapshotFrom<typeof modelTestMachine>).screen !== 'form') return '';
    const chosen = context.templates.length === 0 ? 'no templates' : context.template === null ? 'nothing chosen' : context.template.subjects.length === 0 ? 'template without subjects' : 'template chosen';
    return [chosen, ...(context.error === null ? [] : [context.error])].join(' · ');
  },
};

const previousTemplates = previousYearTemplatesOf(fixtures.gatewayAnswers.PreviousYearTemplates);

export const previousYearModel: GalleryModel = {
  id: 'previousYear',
  title: 'Practice/Previous-year setup',
  machine: previousYearMachine,
  events: (snapshot) => {
    const context = snapshot.context as PreviousYearContext;
    return [
      { type: 'xstate.done.actor.loadTemplates', output: previousTemplates },
      { type: 'xstate.done.actor.loadTemplates', output: [] },
      { type: 'xstate.error.actor.loadTemplates', error: new Error('offline') },
      { type: 'RETRY' },
      { type: 'CHOOSE_EXAM', exam: 31 },
      { type: 'CHOOSE_UNIVERSITY', university: 1 },
      { type: 'CHOOSE_YEAR', year: 2019 },
      // Start without a year is refused with the spec's message; with one it creates the exam.
      ...(context.choice.exam === null || context.choice.year !== null ? [{ type: 'START' }] : []),
      { type: 'xstate.done.actor.createPreviousYearExam', output: { id: 61, time_remaining: 3600 } },
      { type: 'xstate.error.actor.createPreviousYearExam', error: new ServerError({ detail: 'No questions for this year.' }) },
    ];
  },
  variant: (snapshot) => {
    if (previousYearViewOf(snapshot as SnapshotFrom<typeof previousYearMachine>).screen !== 'form') return '';
    const { templates, choice, error } = snapshot.context as PreviousYearContext;
    const chosen = templates.length === 0 ? 'no exams' : choice.year !== null ? 'year chosen' : choice.university !== null ? 'university chosen' : choice.exam !== null ? 'exam chosen' : 'nothing chosen';
    return [chosen, ...(error === null ? [] : [error])].join(' · ');
  },
};

export const sessionModel: GalleryModel = {
  id: 'session',
  title: 'Session/Sign-in and shell',
  machine: sessionMachine,
  events: () => [
    { type: 'xstate.done.actor.restoreSession', output: null },
    { type: 'xstate.done.actor.restoreSession', output: fixtures.session },
    { type: 'LOGIN', email: fixtures.session.user.email, password: 'Nusrat#26' },
    // The server details behind the login messages of docs/access.md#login-messages.
    ...['Please verify your email first.', 'Wrong credentials.', 'User not found.', 'Internal error'].map((detail) => ({
      type: 'xstate.error.actor.login',
      error: new ServerError({ detail }),
    })),
    { type: 'xstate.done.actor.login', output: fixtures.session },
    { type: 'LOGOUT' },
    { type: 'UNAUTHENTICATED' },
    { type: 'xstate.done.actor.refresh', output: { access: 'gallery-access-2', refresh: 'gallery-refresh-2' } },
    { type: 'xstate.error.actor.refresh', error: new ServerError({ detail: 'Token is invalid or expired' }) },
    { type: 'xstate.done.actor.logout', output: undefined },
  ],
  variant: (snapshot) => {
    const { error, session, signedIn } = sessionViewOf(snapshot as SnapshotFrom<typeof sessionMachine>);
    if (error !== null) return error;
    return signedIn && session !== null ? 'learner without a package' : '';
  },
};

/** Logout from the profile menu (docs/shell.md#logout-unsent): nothing waiting, answers waiting, sending, some not sent. */
export const logoutModel: GalleryModel = {
  id: 'logout',
  title: 'Session/Logout',
  machine: logoutMachine,
  events: () => [
    { type: 'OPEN', waiting: 0 },
    { type: 'OPEN', waiting: 3 },
    { type: 'SEND_FIRST' },
    { type: 'xstate.done.actor.sendWaitingAnswers', output: 2 },
  ],
  variant: (snapshot) => {
    const { waiting, sendFailed } = snapshot.context as LogoutContext;
    const view = logoutViewOf(snapshot as SnapshotFrom<typeof logoutMachine>);
    if (!view.open || view.kind !== 'unsent' || view.sending) return '';
    return sendFailed ? `${waiting} could not be sent` : `${waiting} waiting`;
  },
};

/** The connection line (docs/shell.md#reconnecting): quiet, reconnecting, asking /readyz, offline. */
export const connectionModel: GalleryModel = {
  id: 'connection',
  title: 'Shell/Connection',
  machine: reconnectMachine,
  input: { visible: true, online: true },
  events: () => [
    { type: 'API_UNAVAILABLE' },
    { type: 'NETWORK', online: false },
    { type: 'xstate.after.backoff.reconnect.reconnecting.waiting' },
  ],
  variant: (snapshot) => ((snapshot.context as ReconnectContext).online ? '' : 'offline'),
};

/** One form per rule of docs/access.md#registration-order, each breaking only that rule, in the rules' order. */
const brokenForms: Array<Partial<RegistrationForm>> = [
  { date_of_birth: '' },
  { gender: '' },
  { email: 'rahim@example' },
  { password: 'Ra#1', confirm_password: 'Ra#1' },
  { confirm_password: 'Rahim#2027' },
  { password: 'Rahim#2026-very-long', confirm_password: 'Rahim#2026-very-long' },
  { phone_digits: '17123' },
  { agreed: false },
  { full_name: ' ' },
  { address_line1: '' },
];

export const registrationModel: GalleryModel = {
  id: 'registration',
  title: 'Session/Registration',
  machine: registrationMachine,
  events: () => [
    ...[...brokenForms, {}].map((change) => ({ type: 'SUBMIT', form: { ...fixtures.validRegistration, ...change }, today: fixtures.registrationToday })),
    { type: 'xstate.done.actor.register', output: undefined },
    { type: 'xstate.error.actor.register', error: new ServerError({ phone_no: ['This phone number is already registered.'] }) },
  ],
  variant: (snapshot) => registrationViewOf(snapshot as SnapshotFrom<typeof registrationMachine>).refusal ?? '',
};

export const verifyModel: GalleryModel = {
  id: 'verify',
  title: 'Session/E-mail verification',
  machine: verifyMachine,
  input: { token: 'gallery-token' },
  events: (snapshot) => {
    const { overlay, secondsLeft } = verifyViewOf(snapshot as SnapshotFrom<typeof verifyMachine>);
    return [
      { type: 'xstate.done.actor.verifyEmail', output: undefined },
      { type: 'xstate.error.actor.verifyEmail', error: new ServerError({ detail: 'This link has already been used' }) },
      { type: 'xstate.error.actor.verifyEmail', error: new ServerError({ detail: 'Invalid token.' }) },
      // One second of the countdown, from whichever overlay is showing.
      ...(overlay !== 'verifying' && secondsLeft > 4 ? [{ type: `xstate.after.second.verify.${overlay}` }] : []),
      { type: 'CONTINUE' },
    ];
  },
  variant: (snapshot) => {
    const { overlay, secondsLeft } = verifyViewOf(snapshot as SnapshotFrom<typeof verifyMachine>);
    return overlay === 'verifying' ? '' : `${secondsLeft} seconds left`;
  },
};

/** Every gallery model, in the order the sidebar lists them. */
export const galleryModels: GalleryModel[] = [
  examModel,
  flashcardModel,
  flashcardSetupModel,
  randomTestModel,
  modelTestModel,
  previousYearModel,
  sessionModel,
  logoutModel,
  connectionModel,
  registrationModel,
  verifyModel,
  subscribeModel,
  customPlanModel,
  dashboardModel,
  historyListModel,
  historyReviewModel,
  revisionModel,
  reviewModel,
  planModel,
  topicMapModel,
  leaderboardModel,
  profileModel,
  changePasswordModel,
  contestListModel,
  adminContestFormModel,
  adminContestsModel,
  questionQualityModel,
  packagesAdminModel,
  transactionsAdminModel,
  questionReportModel,
  adminLearnersModel,
  adminLearnerModel,
  catalogueEditorModel,
  templateEditorModel,
  auditLogModel,
  bankImportModel,
  bankListModel,
  bankEditorModel,
];

