// The exam history (docs/progress.md#history-list, docs/progress.md#history-detail; paths from docs/api.md#chosen-paths). Only the caller's exams:
// another learner's id is answered like a missing one. A question's answer and explanation show
// only once its exam is finished, and not while another exam of the caller holding it is running.
// The list holds only exams with questions: a type chosen and then left is no exam taken. An exam
// the clock has finished reads finished, its numbers counted as its finish will store them
// (docs/exam.md#time-up-finish).
import { scoreOf } from '@proshno/engine';
import { and, asc, desc, eq, exists, inArray, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { questionsFor } from '../practice/questionView';
import type { Db } from '../db/connect';
import { examAnswers, examQuestions, examSubjectResults, exams, revisions } from '../db/examSchema';
import { ownedExam, questionCounts } from '../exam/examRecords';
import { countsOf, examAsOf, resultJson, timeUpFinishesOf } from '../exam/examResult';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';

export async function historyRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('listExamHistory', async (request): Promise<JsonResponse<'listExamHistory', 200>> => {
    const { userId } = principalOf(request);
    const now = ctx.now();
    const drawn = ctx.db.select({ one: examQuestions.examId }).from(examQuestions).where(eq(examQuestions.examId, exams.id));
    const stored = await ctx.db
      .select()
      .from(exams)
      .where(and(eq(exams.userId, userId), exists(drawn)))
      .orderBy(desc(exams.updatedAt), desc(exams.id));
    const ids = stored.map((r) => r.id);
    const [counts, answers, timeUp] = await Promise.all([questionCounts(ctx.db, ids), answerCounts(ctx.db, ids), timeUpFinishesOf(ctx.db, userId, now)]);
    for (const finish of timeUp) answers.set(finish.exam.id, countsOf(finish));
    // Ordered by the update a read shows: an exam the clock has finished was updated at its close.
    const rows = stored.map((exam) => examAsOf(exam, now)).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
    return rows.map((exam) => {
      const { right, wrong } = answers.get(exam.id) ?? { right: 0, wrong: 0 };
      // The result's score by the engine's one rule (docs/exam.md#one-definition), not the right answers alone.
      const score = scoreOf({ right, wrong, not_answered: 0 }, { mark_per_qn: exam.markPerQn, negative_mark_per_qn: exam.negativeMarkPerQn });
      return {
        id: exam.id,
        title: exam.title,
        total_question: counts.get(exam.id) ?? 0,
        right,
        wrong,
        score,
        status: exam.status,
      updated_at: exam.updatedAt.toISOString(),
        scheduled_start: exam.isScheduled && exam.status !== 'finished' && exam.startTime !== null && exam.startTime > now ? exam.startTime.toISOString() : null,
        // docs/progress.md#in-progress: started and not finished; one past its end and grace reads finished.
        in_progress: exam.status !== 'finished' && exam.startTime !== null && exam.startTime <= now,
      };
    });
  });

  operation(
    'getExamHistory',
    async (request): Promise<JsonResponse<'getExamHistory', 200>> => {
      const { userId } = principalOf(request);
      const now = ctx.now();
      const owned = await ownedExam(ctx.db, Number(request.params.id), userId);
      const result = await resultJson(ctx.db, owned, now);
      const exam = examAsOf(owned, now);
      if (exam.status !== 'finished') return { exam: result, questions: [] };
      const ids = await questionIdsOf(ctx.db, exam.id);
      const [viewed, chosen, saved] = await Promise.all([
        // A question also in a running exam of the caller comes without its answer until then.
        questionsFor(ctx.db, { userId, now }, ids, exam.version),
        ctx.db.select().from(examAnswers).where(eq(examAnswers.examId, exam.id)),
        ids.length === 0
          ? []
          : ctx.db
              .select({ id: revisions.id, questionId: revisions.questionId })
              .from(revisions)
              .where(and(eq(revisions.userId, userId), inArray(revisions.questionId, ids))),
      ]);
      const choice = new Map(chosen.map((a) => [a.questionId, a]));
      const revisionOf = new Map(saved.map((r) => [r.questionId, r.id]));
      return {
        exam: result,
        questions: viewed.map(({ question }) => {
          const answer = choice.get(question.id);
          const option = answer?.optionId ?? null;
          return {
            question,
            choosed_options: option === null ? [] : [option],
            revision: revisionOf.get(question.id) ?? null,
            // docs/exam.md#question-time: the time of the answer shown, none for a cleared one.
            time_spent_ms: option === null ? null : (answer?.timeSpentMs ?? null),
          };
        }),
      };
    },
  );
}

/** Right and wrong answers per exam, from the results stored when each finished (none before). */
async function answerCounts(db: Db, examIds: number[]): Promise<Map<number, { right: number; wrong: number }>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: examSubjectResults.examId, right: sum(examSubjectResults.right).mapWith(Number), wrong: sum(examSubjectResults.wrong).mapWith(Number) })
    .from(examSubjectResults)
    .where(inArray(examSubjectResults.examId, examIds))
    .groupBy(examSubjectResults.examId);
  return new Map(rows.map((r) => [r.examId, { right: r.right, wrong: r.wrong }]));
}

async function questionIdsOf(db: Db, examId: number): Promise<number[]> {
  const rows = await db
    .select({ id: examQuestions.questionId })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  return rows.map((r) => r.id);
}
