// The one rule that keeps a running exam's answers secret: while a learner has an exam that can
// still take answers, no reply to that learner carries the answer or explanation of any of its
// questions, whatever the endpoint (flashcards, revision, history, another exam's sheet). Every
// question view applies it through practice/questionView.ts; the flashcard draw and every exam's
// draw leave such questions out (another exam's score would otherwise tell their answers).
// The same holds for every learner for the paper of a contest that has not ended plus the grace
// (docs/contest.md#held-for-everyone).
import { and, eq, exists, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { questions } from '../db/practiceSchema';
import type { Db } from '../db/connect';
import { contestQuestions, contests } from '../db/contestSchema';
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
  const heldByMyExam = exists(
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
  return or(heldByMyExam, inArray(question, heldContestPapers(db, openSince))) ?? heldByMyExam;
}

/**
 * docs/contest.md#held-for-everyone: the questions on the paper of any contest, not cancelled,
 * whose end is not yet past the grace (upcoming and live ones included). Uncorrelated, so
 * PostgreSQL reads it once per statement (a hashed subplan), from the few contests not yet over.
 */
function heldContestPapers(db: Db, openSince: Date) {
  return db
    .select({ id: contestQuestions.questionId })
    .from(contestQuestions)
    .innerJoin(contests, eq(contests.id, contestQuestions.contestId))
    .where(
      and(
        isNull(contests.cancelledAt),
        sql`${contests.startsAt} + ${contests.durationSeconds} * interval '1 second' >= ${openSince.toISOString()}::timestamptz`,
      ),
    );
}
