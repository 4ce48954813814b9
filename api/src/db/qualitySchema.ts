// Learners' reports of a problem with a question (docs/content.md#reports): one open report per
// learner and question; the Admin resolves it.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { questions } from './practiceSchema';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The reasons of the picklist (engine/src/quality/reports.ts QuestionReportReason). */
export type StoredReportReason = 'wrong_key' | 'question_error' | 'explanation_error' | 'other';

export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<StoredReportReason>().notNull(),
    /** The learner's words, up to 500 characters; '' when none were given. */
    text: text('text').notNull().default(''),
    createdAt: instant('created_at').notNull(),
    resolvedAt: instant('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // docs/content.md#reports: a repeat while one is open answers the open one.
    uniqueIndex('question_reports_open_idx').on(t.userId, t.questionId).where(sql`${t.resolvedAt} IS NULL`),
    index('question_reports_question_idx').on(t.questionId),
  ],
);
