// The one rule that keeps a running exam's answers secret: while a learner has an exam that can
// still take answers, no reply to that learner carries the answer or explanation of any of its
// questions, whatever the endpoint (flashcards, revision, history, another exam's sheet). Every
// question view applies it through practice/questionView.ts; the flashcard draw and every exam's
// draw leave such questions out (another exam's score would otherwise tell their answers).
import { and, eq, exists, gte, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { questions } from '../db/practiceSchema';
import type { Db } from '../db/connect';
import { examQuestions, exams } from '../db/examSchema';
import { ANSWER_GRACE_MS } from './examRecords';

/** Who is asking, and when: held answers depend on both. */
export type Viewer = { userId: number; now: Date };

/**
 * True for a row whose `question` is in an exam of the viewer that can still take answers: not
 * finished, and not past end_time + grace. A scheduled exam that has not started counts (its
 * questions are frozen already); one whose time ran out does not, since an answer saved or
 * submitted after the grace is refused, even before the exam is marked finished on a later read.
 * Correlated on `question` (questions.id by default), so it costs no query of its own: it is read
 * by exams_user_idx and the exam_questions key.
 */
export function answerHeld(db: Db, viewer: Viewer, question: AnyPgColumn = questions.id): SQL {
  const openSince = new Date(viewer.now.getTime() - ANSWER_GRACE_MS);
  return exists(
    db
      .select({ one: examQuestions.questionId })
      .from(examQuestions)
      .innerJoin(exams, eq(exams.id, examQuestions.examId))
      .where(
        and(
          eq(examQuestions.questionId, question),
          eq(exams.userId, viewer.userId),
          // A contest sitting holds its questions until the contest's end even once submitted
          // (docs/contest.md#held); its end_time is the contest's.
          or(eq(exams.status, 'created'), eq(exams.contestRole, 'sitting')),
          or(isNull(exams.endTime), gte(exams.endTime, openSince)),
        ),
      ),
  );
}
