// Review cards (docs/learning.md#cards): one per learner and question the learner missed in an
// exam or saved for revision, holding FSRS's memory of it (engine/src/learning/schedule.ts), and the
// key of every review applied, so a review sent twice (offline, then again) is applied once; and the
// plan toward the learner's real exam (docs/learning.md#plan).
import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { questions } from './practiceSchema';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reviewCards = pgTable(
  'review_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    due: instant('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** 'new' | 'learning' | 'review' | 'relearning' (the engine's MemoryState). */
    state: text('state').notNull(),
    lastReview: instant('last_review'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('review_cards_user_due_idx').on(t.userId, t.due)],
);

/** The reviews applied, by the key the device chose for each. */
export const reviewKeys = pgTable(
  'review_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    questionId: integer('question_id').notNull(),
    right: boolean('right').notNull(),
    reviewedAt: instant('reviewed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** The learner's target (engine/src/learning/plan.ts PlanTarget): at most one per learner. */
export const learnerPlans = pgTable('learner_plans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** A Dhaka calendar day, 'YYYY-MM-DD' (docs/constants.md#time-zone). */
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  dailyMinutes: integer('daily_minutes').notNull(),
  updatedAt: instant('updated_at').notNull(),
});
