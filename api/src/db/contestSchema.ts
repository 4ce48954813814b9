// Contests (docs/contest.md#what): a paper drawn once from a template, sat by registered learners
// at the same hour, ranked once (docs/contest.md#results). A learner's sitting and practice
// attempts are rows of `exams` (exams.contest_id, exams.contest_role). Instants are timestamptz
// (docs/decisions.md#time).
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { examTemplates, examTypes, questions } from './practiceSchema';
import { exams } from './examSchema';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id),
    /** Copied from the template (model test 2, previous year 3), as are the time and marks. */
    examTypeId: integer('exam_type_id')
      .notNull()
      .references(() => examTypes.id),
    university: text('university'),
    unit: text('unit'),
    year: integer('year'),
    startsAt: instant('starts_at').notNull(),
    /** Seconds: time per question × number of questions (docs/constants.md#exam-duration). */
    durationSeconds: integer('duration_seconds').notNull(),
    timePerQuestion: integer('time_per_question').notNull(),
    markPerQn: doublePrecision('mark_per_qn').notNull(),
    negativeMarkPerQn: doublePrecision('negative_mark_per_qn'),
    /** docs/contest.md#ties-rule */
    timeBreaksTies: boolean('time_breaks_ties').notNull().default(false),
    cancelledAt: instant('cancelled_at'),
    /** Set, with the figures below, by the one pass that computes the results (docs/contest.md#results). */
    resultsAt: instant('results_at'),
    highestScore: doublePrecision('highest_score'),
    averageScore: doublePrecision('average_score'),
    rankedCount: integer('ranked_count'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('contests_starts_at_idx').on(t.startsAt)],
);

/** The contest's paper, drawn once at creation; every sitting gets these questions in this order. */
export const contestQuestions = pgTable(
  'contest_questions',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.questionId] })],
);

export const contestRegistrations = pgTable(
  'contest_registrations',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: instant('registered_at').notNull(),
    /**
     * Set once, by the join that makes the learner's sitting, and never cleared: one sitting per
     * learner and contest, ever (docs/contest.md#one-sitting).
     */
    joinedAt: instant('joined_at'),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] }), index('contest_registrations_user_idx').on(t.userId)],
);

/** One row per ranked learner, written once (docs/contest.md#rank, docs/contest.md#percentile). */
export const contestResults = pgTable(
  'contest_results',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    right: integer('right').notNull(),
    wrong: integer('wrong').notNull(),
    notAnswered: integer('not_answered').notNull(),
    timeUsed: integer('time_used').notNull(),
    rank: integer('rank').notNull(),
    /** The merit order (rank, then a stable order within a shared rank), 1-based, for paging. */
    position: integer('position').notNull(),
    percentile: doublePrecision('percentile').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId] }), index('contest_results_position_idx').on(t.contestId, t.position)],
);

/**
 * One row per ranked learner and subject. No foreign keys, on purpose (docs/contest.md#subject-results-keys):
 * these rows are written only by the one pass that computes the results, in its transaction, from
 * the contest's own sittings and their subject results (whose contest, learner and subject are
 * already checked by their own keys), and never changed or deleted after. At 100,000 sittings the
 * three foreign-key checks of their 300,000 rows were 17 of the pass's 44 s (bench/results/contest.md).
 */
export const contestSubjectResults = pgTable(
  'contest_subject_results',
  {
    contestId: integer('contest_id').notNull(),
    userId: integer('user_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectName: text('subject_name').notNull(),
    score: doublePrecision('score').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.userId, t.subjectId] })],
);
