// The leaderboard's Elo update (docs/decisions.md#elo), run inside the transaction that
// finishes an exam: each answered question, in the exam's order, moves the learner's rating and
// the question's. Rows are locked learner first, then questions by id, so concurrent finishes of
// different learners never wait on each other in a cycle.
import { ELO_START, rateExam } from '@proshno/engine';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { options } from '../db/catalogSchema';
import { examAnswers, examQuestions } from '../db/examSchema';
import { examRatings, learnerRatings, questionRatings } from '../db/progressSchema';

/** Rates the finished exam once; `tx` must be the transaction that marked it finished. */
export async function rateFinishedExam(tx: Db, exam: { id: number; userId: number }, at: Date): Promise<void> {
  const answered = await tx
    .select({ questionId: examQuestions.questionId, right: options.isAnswer })
    .from(examQuestions)
    .innerJoin(
      examAnswers,
      and(eq(examAnswers.examId, examQuestions.examId), eq(examAnswers.questionId, examQuestions.questionId)),
    )
    .innerJoin(options, eq(options.id, examAnswers.optionId))
    .where(eq(examQuestions.examId, exam.id))
    .orderBy(asc(examQuestions.position));

  await tx.insert(learnerRatings).values({ userId: exam.userId, rating: ELO_START }).onConflictDoNothing();
  const [learner] = await tx.select().from(learnerRatings).where(eq(learnerRatings.userId, exam.userId)).for('update');
  if (!learner) throw new Error(`no rating row for user ${exam.userId}`);

  const questionIds = answered.map((a) => a.questionId);
  const before = new Map<number, number>();
  if (questionIds.length > 0) {
    // In id order, like the lock below: concurrent finishes sharing questions would otherwise wait
    // on each other's new rows in different orders and deadlock (found by `npm run bench`).
    await tx
      .insert(questionRatings)
      .values([...questionIds].sort((a, b) => a - b).map((questionId) => ({ questionId, rating: ELO_START })))
      .onConflictDoNothing();
    const locked = await tx
      .select()
      .from(questionRatings)
      .where(inArray(questionRatings.questionId, questionIds))
      .orderBy(asc(questionRatings.questionId))
      .for('update');
    for (const row of locked) before.set(row.questionId, row.rating);
  }

  const rated = rateExam(
    learner.rating,
    answered.map((a) => ({ question: before.get(a.questionId) ?? ELO_START, right: a.right })),
  );
  await tx.update(learnerRatings).set({ rating: rated.learner }).where(eq(learnerRatings.userId, exam.userId));
  if (questionIds.length > 0) {
    await tx
      .insert(questionRatings)
      .values(questionIds.map((questionId, i) => ({ questionId, rating: rated.questions[i] ?? ELO_START })))
      .onConflictDoUpdate({ target: questionRatings.questionId, set: { rating: sql`excluded.rating` } });
  }
  await tx.insert(examRatings).values({ examId: exam.id, userId: exam.userId, finishedAt: at, change: rated.change });
}
