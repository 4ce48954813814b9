// Representative data for the state gallery: what the gateway answers in the stories, and the
// payloads the gallery models feed the machines. One Physics exam, two flashcards, a small bank.
import type { Card, ExamLoad, ExamResult, FlashcardRequest, GradeSent, RegistrationForm, Session } from '@proshno/engine';
import type {
  AdminContestTemplatesQuery,
  DueTodayQuery,
  MasteryQuery,
  PlanQuery,
  FlashcardSubjectsQuery,
  FlashcardSubtopicsQuery,
  FlashcardTopicsQuery,
  ModelTestTemplatesQuery,
  PreviousYearTemplatesQuery,
  RandomTestExamTypesQuery,
  RandomTestSubjectsQuery,
  RandomTestSubtopicsQuery,
  RandomTestTopicsQuery,
  ScheduledExamsQuery,
  SubscribedPackagesQuery,
} from '../generated/graphql';
import * as commerce from './commerceFixtures';
import { contestTemplatesFixture } from './contestModels';
import * as progress from './progressFixtures';

const text = (data: string) => ({ type: 'text' as const, data });
const math = (data: string) => ({ type: 'math' as const, data });

const examQuestions: ExamLoad['questions'] = [
  {
    id: 101,
    question_data: [text('A body starts from rest with uniform acceleration 2 m/s². How far does it go in 5 s?')],
    options: [101, 102, 103, 104].map((id, i) => ({ id: id * 10, data: [text(['10 m', '25 m', '50 m', '5 m'][i] ?? '')] })),
    option: null,
    subject: 'Physics',
  },
  {
    id: 102,
    question_data: [text('The kinetic energy of a body of mass m and speed v is'), math('\\frac{1}{2}mv^2')],
    options: [201, 202, 203, 204].map((id, i) => ({ id: id * 10, data: [text(['mv', 'mv²', '½mv²', '2mv'][i] ?? '')] })),
    option: null,
    subject: 'Physics',
  },
  {
    id: 103,
    question_data: [text('Which quantity is a vector?')],
    options: [301, 302, 303, 304].map((id, i) => ({ id: id * 10, data: [text(['Mass', 'Speed', 'Velocity', 'Energy'][i] ?? '')] })),
    option: null,
    subject: 'Physics',
  },
];

const examData: ExamLoad['exam'] = {
  id: 7,
  title: 'Random Test',
  type: { id: 1, name: 'Random Test' },
  subjects: ['Physics'],
  status: 'created',
  timelimit: 180,
  time_remaining: null,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
};

export const examResult: ExamResult = {
  time_remaining: 95,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subject_result: [{ subject: 'Physics', right: 2, wrong: 1, not_answered: 0 }],
};

/** A model test's result with pass marks (docs/content.md#pass-rule): Physics passes, Chemistry fails. */
export const examResultWithPass: ExamResult = {
  time_remaining: 95,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subject_result: [
    { subject: 'Physics', right: 3, wrong: 1, not_answered: 0 },
    { subject: 'Chemistry', right: 1, wrong: 3, not_answered: 0 },
  ],
  pass: {
    passed: false,
    marks: 3,
    pass_mark: null,
    subjects: [
      { subject: 'Physics', marks: 2.75, pass_mark: 2, passed: true },
      { subject: 'Chemistry', marks: 0.25, pass_mark: 2, passed: false },
    ],
  },
};

export const exam = {
  created: { exam: examData, questions: examQuestions } satisfies ExamLoad,
  finished: { exam: { ...examData, status: 'finished', time_remaining: 95 }, questions: examQuestions, result: examResult } satisfies ExamLoad,
  empty: { exam: examData, questions: [] } satisfies ExamLoad,
};

export const flashcardRequest: FlashcardRequest = { subject: 1, topic: null, subtopic: null, noOfQuestion: 5 };

export const flashcards: Card[] = [
  {
    id: 201,
    question: [text('What is the SI unit of force?')],
    options: [
      { id: 2011, data: [text('Newton')], is_answer: true },
      { id: 2012, data: [text('Joule')], is_answer: false },
      { id: 2013, data: [text('Watt')], is_answer: false },
      { id: 2014, data: [text('Pascal')], is_answer: false },
    ],
    explanation: [text('Force is measured in newtons: 1 N = 1 kg·m/s².')],
    subject: 'Physics',
  },
  {
    id: 202,
    question: [text('Acceleration due to gravity near the Earth is about')],
    options: [
      { id: 2021, data: [text('1.6 m/s²')], is_answer: false },
      { id: 2022, data: [text('9.8 m/s²')], is_answer: true },
      { id: 2023, data: [text('98 m/s²')], is_answer: false },
      { id: 2024, data: [text('0.98 m/s²')], is_answer: false },
    ],
    subject: 'Physics',
  },
];

/** A flashcard graded at 10:30 UTC, and the server's answer: back in 15 minutes, the learner without a plan. */
export const gradedAt = '2026-12-01T10:30:00.000Z';
export const gradeKey = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const gradeSent: GradeSent = { due: '2026-12-01T10:45:00.000Z', lastReview: gradedAt, examEve: null };

const subjects: RandomTestSubjectsQuery['subjects'] = [
  { id: 1, name: 'Physics', grade: 'HSC', grade_id: 1, questions_available: 12 },
  { id: 2, name: 'Chemistry', grade: 'HSC', grade_id: 1, questions_available: 40 },
  { id: 3, name: 'Biology', grade: 'HSC', grade_id: 1, questions_available: 40 },
  { id: 4, name: 'Higher Mathematics', grade: 'HSC', grade_id: 1, questions_available: 40 },
  { id: 5, name: 'English', grade: 'HSC', grade_id: 1, questions_available: 40 },
  { id: 6, name: 'General Knowledge', grade: 'HSC', grade_id: 1, questions_available: 40 },
];
const topics: RandomTestTopicsQuery['topics'] = [
  { id: 11, name: 'Vectors', questions_available: 7 },
  { id: 12, name: 'Dynamics', questions_available: 5 },
];
const subtopics: RandomTestSubtopicsQuery['subtopics'] = [{ id: 111, name: 'Dot product', questions_available: 4 }];

/** What the fake gateway answers, by operation name (mutations never answer in the gallery). */
export const gatewayAnswers: {
  RandomTestExamTypes: RandomTestExamTypesQuery;
  RandomTestSubjects: RandomTestSubjectsQuery;
  RandomTestTopics: RandomTestTopicsQuery;
  RandomTestSubtopics: RandomTestSubtopicsQuery;
  FlashcardSubjects: FlashcardSubjectsQuery;
  FlashcardTopics: FlashcardTopicsQuery;
  FlashcardSubtopics: FlashcardSubtopicsQuery;
  ModelTestTemplates: ModelTestTemplatesQuery;
  PreviousYearTemplates: PreviousYearTemplatesQuery;
  ScheduledExams: ScheduledExamsQuery;
  SubscribedPackages: SubscribedPackagesQuery;
  Packages: typeof commerce.packages;
  PlanGrades: typeof commerce.planGrades;
  PurchasePreview: typeof commerce.purchasePreview;
  Leaderboard: typeof progress.leaderboard;
  RevisionSubjects: typeof progress.revisionCatalogue.RevisionSubjects;
  RevisionTopics: typeof progress.revisionCatalogue.RevisionTopics;
  RevisionSubtopics: typeof progress.revisionCatalogue.RevisionSubtopics;
  RevisionItems: typeof progress.revisionItemsAnswer;
  DueToday: DueTodayQuery;
  Mastery: MasteryQuery;
  Plan: PlanQuery;
  AdminContestTemplates: AdminContestTemplatesQuery;
} = {
  RandomTestExamTypes: { examTypes: [{ id: 1, name: 'Random Test', time_per_question: 60 }] },
  RandomTestSubjects: { subjects },
  RandomTestTopics: { topics },
  RandomTestSubtopics: { subtopics },
  FlashcardSubjects: { subjects },
  FlashcardTopics: { topics },
  FlashcardSubtopics: { subtopics },
  ModelTestTemplates: {
    examTemplates: [
      {
        id: 21,
        name: 'Engineering Admission Model Test 1',
        exam_Type: 2,
        exam_time_per_question: 54,
        subjects: [
          { id: 1, no_of_questions: 20, count_for_pass: 8, subject: { name: 'Physics' } },
          { id: 2, no_of_questions: 20, count_for_pass: 8, subject: { name: 'Chemistry' } },
          { id: 3, no_of_questions: 20, count_for_pass: 8, subject: { name: 'Higher Mathematics' } },
        ],
      },
      { id: 22, name: 'Medical Admission Model Test (draft)', exam_Type: 2, exam_time_per_question: 60, subjects: [] },
    ],
  },
  PreviousYearTemplates: {
    examTemplates: [
      {
        id: 31,
        name: 'University Admission',
        exam_Type: 3,
        universities: [
          { id: 1, university: 'University of Dhaka', units: ['A', 'B'], unit_labels: ['University of Dhaka (A unit)', 'University of Dhaka (B unit)'], count_for_pass: 40 },
          { id: 2, university: 'Jahangirnagar University', units: ['A'], unit_labels: ['Jahangirnagar University (A unit)'], count_for_pass: 40 },
        ],
      },
    ],
  },
  // The learner of the session stories holds no package, so the shell shows 'Subscription Required'.
  ScheduledExams: { scheduledExams: [] },
  SubscribedPackages: { subscribedPackages: [] },
  Packages: commerce.packages,
  PlanGrades: commerce.planGrades,
  PurchasePreview: commerce.purchasePreview,
  Leaderboard: progress.leaderboard,
  ...progress.revisionCatalogue,
  RevisionItems: progress.revisionItemsAnswer,
  // Three cards due today (docs/learning.md#due-today): the dashboard's and Revision's card.
  DueToday: { reviewsDueToday: 3 },
  // The weakest topics (docs/learning.md#mastery): two met often enough, one met only twice.
  Mastery: {
    mastery: [
      { subject: { id: 1, name: 'Physics' }, topic: { id: 14, name: 'Optics' }, answered: 12, right: 3, level: 0.31, sure: 'medium' },
      { subject: { id: 2, name: 'Chemistry' }, topic: { id: 22, name: 'Chemical Bonding' }, answered: 2, right: 0, level: 0.4, sure: 'low' },
      { subject: { id: 1, name: 'Physics' }, topic: { id: 11, name: 'Vectors' }, answered: 30, right: 21, level: 0.68, sure: 'medium' },
    ],
  },
  // The plan toward the learner's exam (docs/learning.md#plan): 45 days left, a streak of four.
  Plan: {
    plan: {
      target: { name: 'DU Science Unit (Ka)', exam_date: '2027-01-07', daily_minutes: 60 },
      today: '2026-11-23',
      streak: { days: 4, studied_today: true, paused: false },
    },
    reviewsDueToday: 3,
  },
  // The admin's new contest form, open in the admin's contests page's story.
  AdminContestTemplates: { examTemplates: contestTemplatesFixture },
};

export const session: Session = {
  accessToken: 'gallery-access',
  refreshToken: 'gallery-refresh',
  role: 'Default',
  image: null,
  user: { id: 3, full_name: 'Nusrat Jahan', email: 'nusrat@example.com' },
};

/** A registration form that passes every rule; the gallery breaks one rule at a time. */
export const validRegistration: RegistrationForm = {
  full_name: 'Rahim Uddin',
  email: 'rahim@example.com',
  phone_code: '+880',
  phone_digits: '1712345678',
  date_of_birth: '2004-03-15',
  gender: 'male',
  country: 'Bangladesh',
  state: 'Dhaka',
  city: 'Gazipur',
  address_line1: 'House 12, Road 5',
  address_line2: '',
  postal_code: '',
  password: 'Rahim#2026',
  confirm_password: 'Rahim#2026',
  agreed: true,
};

/** The date the registration stories validate against (the engine reads no clock). */
export const registrationToday = '2026-01-01';
