// Representative progress data for the state gallery: the dashboard's cards, the history list and
// one reviewed exam, saved revision questions, the leaderboard and the learner's profile.
import type { ExamHistory, ProfileResponse, RevisionItem } from '@proshno/engine';
import type {
  ExamHistoryQuery,
  ExamTilesQuery,
  LeaderboardQuery,
  MyPackagesQuery,
  PerformanceGraphQuery,
  RevisionSubjectsQuery,
  RevisionSubtopicsQuery,
  RevisionTopicsQuery,
  ScheduledExamsQuery,
} from '../generated/graphql';

const text = (data: string) => ({ type: 'text' as const, data });

/** What the dashboard's queries answer with data, and with nothing yet. */
export const dashboard: {
  data: { ExamTiles: ExamTilesQuery; PerformanceGraph: PerformanceGraphQuery; MyPackages: MyPackagesQuery; ScheduledExams: ScheduledExamsQuery };
  empty: { ExamTiles: ExamTilesQuery; PerformanceGraph: PerformanceGraphQuery; MyPackages: MyPackagesQuery; ScheduledExams: ScheduledExamsQuery };
} = {
  data: {
    ExamTiles: { examTiles: { exams: 4, total_qn: 60, correct_ratio: 71.67 } },
    PerformanceGraph: {
      performanceGraph: [
        { date: '2025-12-30', total_question: 20, right: 12, wrong: 5, not_answered: 3 },
        { date: '2025-12-31', total_question: 0, right: 0, wrong: 0, not_answered: 0 },
        { date: '2026-01-01', total_question: 40, right: 31, wrong: 6, not_answered: 3 },
        { date: '2026-01-02', total_question: 0, right: 0, wrong: 0, not_answered: 0 },
        { date: '2026-01-03', total_question: 0, right: 0, wrong: 0, not_answered: 0 },
      ],
    },
    MyPackages: {
      subscribedPackages: [
        { id: 1, from_date: '2025-12-20T04:00:00Z', to_date: '2026-01-19T04:00:00Z', package: { id: 11, name: 'Premium Monthly' }, details: [{ grade: { name: 'HSC' } }] },
      ],
    },
    ScheduledExams: {
      scheduledExams: [{ id: 81, start_time: '2030-01-10T04:00:00Z', end_time: '2030-01-10T05:00:00Z', is_scheduled: true, contest_role: null, type: { id: 1, name: 'Random Test' } }],
    },
  },
  empty: {
    ExamTiles: { examTiles: { exams: 0, total_qn: 0, correct_ratio: 0 } },
    PerformanceGraph: {
      performanceGraph: ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03'].map((date) => ({ date, total_question: 0, right: 0, wrong: 0, not_answered: 0 })),
    },
    MyPackages: { subscribedPackages: [] },
    ScheduledExams: { scheduledExams: [] },
  },
};

export const historyList: { data: { ExamHistory: ExamHistoryQuery }; empty: { ExamHistory: ExamHistoryQuery } } = {
  data: {
    ExamHistory: {
      examHistory: [
        { id: 9, title: 'Random Test', total_question: 5, right: 0, wrong: 0, score: 0, status: 'created', updated_at: '2026-01-01T06:30:00Z', scheduled_start: null, in_progress: true },
        { id: 8, title: 'Random Test', total_question: 20, right: 0, wrong: 0, score: 0, status: 'created', updated_at: '2026-01-01T06:00:00Z', scheduled_start: '2026-01-20T04:00:00Z', in_progress: false },
        { id: 7, title: 'Random Test', total_question: 3, right: 2, wrong: 1, score: 1.75, status: 'finished', updated_at: '2026-01-01T05:10:00Z', scheduled_start: null, in_progress: false },
        { id: 6, title: 'Engineering Admission Model Test 1', total_question: 60, right: 41, wrong: 12, score: 38, status: 'finished', updated_at: '2025-12-30T09:45:00Z', scheduled_start: null, in_progress: false },
        { id: 5, title: 'Random Test', total_question: 10, right: 0, wrong: 0, score: 0, status: 'created', updated_at: '2025-12-29T14:00:00Z', scheduled_start: null, in_progress: false },
      ],
    },
  },
  empty: { ExamHistory: { examHistory: [] } },
};

const physicsOptions = (first: number, labels: string[], answer: number) =>
  labels.map((label, i) => ({ id: first + i, data: [text(label)], is_answer: i === answer }));

/** One finished exam of three questions: one right, one wrong (saved for revision) and slow, one unanswered. */
export const examHistory: ExamHistory = {
  exam: {
    id: 7,
    type: 'Random Test',
    subjects: ['Physics'],
    start_time: '2026-01-01T05:00:00Z',
    end_time: '2026-01-01T05:03:00Z',
    total_question: 3,
    right: 1,
    wrong: 1,
    not_answered: 1,
  },
  questions: [
    {
      id: 101,
      subject: 'Physics',
      question_data: [text('A body starts from rest with uniform acceleration 2 m/s². How far does it go in 5 s?')],
      explanation_data: [text('s = ½at² = ½ × 2 × 25 = 25 m.')],
      options: physicsOptions(1011, ['10 m', '25 m', '50 m', '5 m'], 1),
      option: 1012,
      revision: null,
      time_spent_ms: 38_000,
    },
    {
      id: 103,
      subject: 'Physics',
      question_data: [text('Which quantity is a vector?')],
      explanation_data: [],
      options: physicsOptions(1031, ['Mass', 'Speed', 'Velocity', 'Energy'], 2),
      option: 1032,
      revision: 901,
      // Slower than the exam's minute a question (docs/exam.md#question-time).
      time_spent_ms: 95_000,
    },
    {
      id: 102,
      subject: 'Physics',
      question_data: [text('The SI unit of power is')],
      explanation_data: [text('1 W = 1 J/s.')],
      options: physicsOptions(1021, ['Joule', 'Watt', 'Newton', 'Pascal'], 1),
      option: null,
      revision: null,
      time_spent_ms: null,
    },
  ],
};

export const emptyHistory: ExamHistory = { exam: { ...examHistory.exam, total_question: 0, right: 0, wrong: 0, not_answered: 0 }, questions: [] };

/** Two saved questions of Physics › Vectors › Dot product. */
export const revisionItems: RevisionItem[] = [
  {
    id: 901,
    question: {
      id: 103,
      subject: 1,
      topic: 11,
      subtopic: 111,
      question_data: [text('Which quantity is a vector?')],
      explanation_data: [text('Velocity has a size and a direction.')],
    },
    options: physicsOptions(1031, ['Mass', 'Speed', 'Velocity', 'Energy'], 2),
  },
  {
    id: 902,
    question: {
      id: 104,
      subject: 1,
      topic: 11,
      subtopic: 111,
      question_data: [text('The dot product of two perpendicular vectors is')],
      explanation_data: [],
    },
    options: physicsOptions(1041, ['0', '1', 'the product of their sizes', 'undefined'], 0),
  },
];

export const revisionCatalogue: { RevisionSubjects: RevisionSubjectsQuery; RevisionTopics: RevisionTopicsQuery; RevisionSubtopics: RevisionSubtopicsQuery } = {
  RevisionSubjects: {
    subjects: [
      { id: 1, name: 'Physics', grade: 'HSC' },
      { id: 2, name: 'Chemistry', grade: 'HSC' },
    ],
  },
  RevisionTopics: {
    topics: [
      { id: 11, name: 'Vectors' },
      { id: 12, name: 'Dynamics' },
    ],
  },
  RevisionSubtopics: { subtopics: [{ id: 111, name: 'Dot product' }] },
};

/** The saved items as the picker's counts read them over the wire. */
export const revisionItemsAnswer = {
  revisions: revisionItems.map(({ id, question, options }) => ({
    id,
    question: { ...question, subject: { id: question.subject, name: 'Physics' } },
    options,
  })),
};

export const leaderboard: LeaderboardQuery = {
  leaderboard: [
    { full_name: 'Tahmid Hasan', email: 't•••@example.com', elo: 1287.4, rank: 1, you: false },
    { full_name: 'Rahim Uddin', email: 'r•••@example.com', elo: 1214.2, rank: 2, you: false },
    { full_name: 'Nusrat Jahan', email: 'nusrat@example.com', elo: 1213.9, rank: 2, you: true },
    { full_name: 'Sadia Karim', email: 's•••@example.com', elo: 1102.5, rank: 4, you: false },
  ],
};

/** The day the leaderboard and profile stories take as today (the engine reads no clock). */
export const today = '2026-01-15';

export const profile: ProfileResponse = {
  user: {
    id: 3,
    full_name: 'Nusrat Jahan',
    username: 'nusrat',
    email: 'nusrat@example.com',
    phone_no: '01712345678',
    date_of_birth: '2004-03-15',
    gender: 'female',
    question_version: 'bn',
    country: 'Bangladesh',
    state: 'Rajshahi',
    city: 'Bogura',
    address_line1: 'House 14, Road 3, Jaleshwaritala',
    address_line2: '',
    postal_code: '5800',
  },
  image: null,
  pending_email: null,
};
