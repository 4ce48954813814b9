// The leaderboard's ratings (docs/decisions.md#elo): each learner's and each question's
// Elo rating (a missing row is the starting 1000), and the learner's rating change per finished
// exam, which a period's score adds up. Written in the transaction that finishes the exam.
import { customType, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { questions } from './practiceSchema';
import { exams } from './examSchema';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const learnerRatings = pgTable('learner_ratings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: doublePrecision('rating').notNull(),
});

export const questionRatings = pgTable('question_ratings', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  rating: doublePrecision('rating').notNull(),
});

/** One row per finished exam: when it finished and how much it moved its learner's rating. */
export const examRatings = pgTable(
  'exam_ratings',
  {
    examId: integer('exam_id')
      .primaryKey()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    finishedAt: instant('finished_at').notNull(),
    change: doublePrecision('change').notNull(),
  },
  (t) => [index('exam_ratings_finished_idx').on(t.finishedAt), index('exam_ratings_user_idx').on(t.userId)],
);

/**
 * When each question last began a rating window for a learner (docs/decisions.md#elo-repeats): a
 * question of a finished exam counts for the rating only when it has no row here, or its row is
 * older than the window; counting it, or showing it in any finished exam while no window is open,
 * starts a new window. Rows outlive the exams that wrote them.
 */
export const seenQuestions = pgTable(
  'seen_questions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    seenAt: instant('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Bytes as PostgreSQL's bytea, read back as a Buffer on both stores. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded media, kept in the database every api replica shares (docs/api.md#media, issue 27 item 1):
 * a profile image uploaded through one replica is served by all of them. `path` is the media path
 * under /media (profile/12-….png).
 */
export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
