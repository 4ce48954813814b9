// The one rule that keeps answers secret while they can still count (docs/exam.md#held-answers):
// - while a learner has an exam that can still take answers, no reply to that learner carries the
//   answer or explanation of any of its questions, whatever the endpoint (flashcards, revision,
//   history, another exam's sheet);
// - from its creation until its results are out (its end plus the grace), the paper of a contest
//   is held so from every learner (docs/contest.md#held-for-everyone).
// Every question view applies it through practice/questionView.ts; every draw (flashcards, random,
// model and previous-year tests, a contest's paper, a contest's practice) leaves such questions
// out; and every scoring (an exam's finish, the results' finish of open sittings) counts a question
// held for everyone as unanswered, unless the exam is a sitting of the contest that holds it
// (docs/contest.md#held-scoring): another exam's score would otherwise tell its answer.
import { and, eq, exists, gte, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { questions } from '../db/practiceSchema';
import type { Db } from '../db/connect';
import { examQuestions, exams } from '../db/examSchema';
import { openSinceOf } from './examClock';

/** Who is asking, and when: held answers depend on both. */
export type Viewer = { userId: number; now: Date };


/**
 * True for a row whose `question` is held for the viewer: in an exam of theirs that can still take
 * answers (not finished, and not past end_time + grace; a scheduled exam that has not started
 * counts, its questions are frozen already; one whose time ran out does not, since an answer saved
 * after the grace is refused), or on a contest paper held for everyone. Correlated on `question`
 * (questions.id by default; another table's column, or a question id as a value), so it costs no
 * query of its own: it is read by exams_user_idx and the exam_questions key, and the contests' part
 * once per statement.
 */
export function answerHeld(db: Db, viewer: Viewer, question: AnyPgColumn | SQL = questions.id): SQL {
  const openSince = openSinceOf(viewer.now);
  const heldByMyExam = exists(
    db
      .select({ one: examQuestions.questionId })
      .from(examQuestions)
      .innerJoin(exams, eq(exams.id, examQuestions.examId))
      .where(and(eq(examQuestions.questionId, question), ...holdingExam(viewer.userId, openSince))),
  );
  return or(heldByMyExam, heldForEveryone(question, sql`${openSince.toISOString()}::timestamptz`)) ?? heldByMyExam;
}

/**
 * answerHeld for many rows at once: the same rule, uncorrelated, so PostgreSQL reads the learner's
 * exams that hold questions once per statement (a hashed subplan) however many rows it is asked
 * about, where the correlated form may be run once a row (the due deck asks about every due card).
 * `userId` and `openSince` (openSinceOf(now), a timestamptz) may be placeholders of a prepared statement.
 */
export function heldForLearner(question: AnyPgColumn | SQL, userId: Placeholder | SQL, openSince: SQL): SQL {
  return sql`(${question} IN (
    SELECT ${examQuestions.questionId} FROM ${examQuestions} INNER JOIN ${exams} ON ${exams.id} = ${examQuestions.examId}
    WHERE ${and(...holdingExam(userId, openSince))}) OR ${heldForEveryone(question, openSince)})`;
}

/**
 * The conditions on the learner's exams whose questions are held (the rule above): not finished, or a contest
 * sitting, and not past their end plus the grace (`openSince`, openSinceOf(now)).
 */
function holdingExam(userId: number | Placeholder | SQL, openSince: Date | SQL): (SQL | undefined)[] {
  return [
    eq(exams.userId, userId),
    // A contest sitting holds its questions until the contest's end even once submitted
    // (docs/contest.md#held); its end_time is the contest's.
    or(eq(exams.status, 'created'), eq(exams.contestRole, 'sitting')),
    or(isNull(exams.endTime), gte(exams.endTime, openSince)),
  ];
}

/**
 * docs/contest.md#held-for-everyone: true for a `question` on the paper of a contest, not
 * cancelled, whose end is not before `openSince` (upcoming and live ones, and those within the
 * grace), other than `ownContest` (the contest whose own sitting is being scored; null for none).
 * Uncorrelated, so PostgreSQL reads it once per statement (a hashed subplan) from the few contests
 * not yet over. `openSince` and `ownContest` may be placeholders of a prepared statement.
 */
export function heldForEveryone(question: AnyPgColumn | SQL, openSince: SQL, ownContest: SQL = sql`NULL`): SQL {
  return sql`(${question} IN (
    SELECT held_cq.question_id FROM contest_questions held_cq
    JOIN contests held_c ON held_c.id = held_cq.contest_id
    WHERE held_c.cancelled_at IS NULL
      AND held_c.starts_at + held_c.duration_seconds * interval '1 second' >= ${openSince}
      AND held_c.id IS DISTINCT FROM ${ownContest}::int))`;
}

/**
 * The scoring side of the rule (docs/contest.md#held-scoring): the contest whose hold does not keep
 * `exam` from scoring a question, its own contest when it is a sitting; null for any other exam.
 */
export function ownContestOf(exam: { contestId: number | null; contestRole: 'sitting' | 'practice' | null }): number | null {
  return exam.contestRole === 'sitting' ? exam.contestId : null;
}
