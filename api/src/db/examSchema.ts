// A learner's exams (docs/api.md#shape-exam, docs/api.md#shape-exam-subject, docs/api.md#shape-script-answer, docs/api.md#shape-result)
// and revision list (docs/api.md#shape-revision). Every instant is a timestamptz (docs/decisions.md#time).
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  boolean,
  uniqueIndex,
  jsonb,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { examTemplates, examTypes, options, questions, subjects, subtopics, topics } from './practiceSchema';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ExamStatus = 'created' | 'finished';

/** A subject's pass mark by its id, and the whole paper's (a previous-year university's) or null. */
export type ExamPassMarks = { subjects: Array<{ subject: number; mark: number }>; total: number | null };

export const exams = pgTable(
  'exams',
  {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  typeId: integer('type_id')
    .notNull()
    .references(() => examTypes.id),
  status: text('status').$type<ExamStatus>().notNull().default('created'),
  visibility: text('visibility').notNull().default('private'),
  isPausable: boolean('is_pausable').notNull().default(true),
  isScheduled: boolean('is_scheduled').notNull().default(false),
  /** Copied from the exam type or template at creation, so later catalogue edits change no exam. */
  timePerQuestion: integer('time_per_question').notNull(),
  markPerQn: doublePrecision('mark_per_qn').notNull(),
  negativeMarkPerQn: doublePrecision('negative_mark_per_qn'),
  /** Null until the questions are drawn (exam-subject or create-exam). */
  startTime: instant('start_time'),
  endTime: instant('end_time'),
  finishedAt: instant('finished_at'),
  /** Seconds left when the exam finished; frozen from then on. */
  timeRemainingAtFinish: integer('time_remaining_at_finish'),
  templateId: integer('template_id').references(() => examTemplates.id),
  university: text('university'),
  unit: text('unit'),
  year: integer('year'),
  /** The contest this exam sits or practises (docs/contest.md#clock); null for every other exam. */
  contestId: integer('contest_id'),
  /** 'sitting' (ranked, one per learner and contest) or 'practice' (docs/contest.md#practice). */
  contestRole: text('contest_role').$type<'sitting' | 'practice'>(),
  /** The version chosen for this exam at its start, 'en' or 'bn'; null: the learner's (docs/i18n.md#questions). */
  version: text('version').$type<'en' | 'bn'>(),
  /** Orders each question's options for this exam only; never sent (docs/contest.md#shuffling). */
  optionSeed: text('option_seed'),
  /**
   * The template's pass marks copied at the start, so later template edits change no result
   * (docs/content.md#pass-rule); null for an exam without pass marks.
   */
  passMarks: jsonb('pass_marks').$type<ExamPassMarks>(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
},
  (t) => [
    index('exams_user_idx').on(t.userId),
    // The finish job's look: the exams not finished, by their end (docs/exam.md#finish-job).
    index('exams_open_end_idx').on(t.endTime).where(sql`${t.status} = 'created'`),
    uniqueIndex('exams_contest_sitting_idx').on(t.contestId, t.userId).where(sql`${t.contestRole} = 'sitting'`),
  ],
);

/** The requested rows of an exam-subject selection, in the order they were sent. */
export const examSubjects = pgTable('exam_subjects', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id')
    .notNull()
    .references(() => exams.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  topicId: integer('topic_id').references(() => topics.id),
  subtopicId: integer('subtopic_id').references(() => subtopics.id),
  noOfQuestions: integer('no_of_questions').notNull(),
});

/** The frozen question set of an exam, drawn once. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull(),
    /** The learner bookmarked this question of the exam (docs/exam.md#bookmarks-on-server). */
    bookmarked: boolean('bookmarked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.questionId] }),
    unique('exam_questions_exam_position').on(t.examId, t.position),
    // The exams that met a question: item analysis of a page or a subject (docs/content.md#item-analysis).
    index('exam_questions_question').on(t.questionId),
  ],
);

/**
 * One row per answered question; a null option is a cleared choice. `chosenAt` is when the learner
 * chose it (bounded by the server's now): the row keeps the newest choice (docs/exam.md#latest-choice).
 */
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => options.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull(),
    chosenAt: instant('chosen_at').notNull(),
    /** The question's time on screen before this choice, ms (docs/exam.md#question-time); null when not counted. */
    timeSpentMs: integer('time_spent_ms'),
  },
  (t) => [unique('exam_answers_exam_question').on(t.examId, t.questionId)],
);

/** Per-subject counts, computed by the server when the exam finishes. */
export const examSubjectResults = pgTable(
  'exam_subject_results',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    subjectName: text('subject_name').notNull(),
    right: integer('right').notNull(),
    wrong: integer('wrong').notNull(),
    notAnswered: integer('not_answered').notNull(),
  },
  (t) => [unique('exam_subject_results_exam_subject').on(t.examId, t.subjectId)],
);

export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [unique('revisions_user_question').on(t.userId, t.questionId)],
);
