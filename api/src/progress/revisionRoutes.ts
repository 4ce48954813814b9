// The revision list (docs/progress.md#revision, docs/api.md#exam-paths): questions a learner saved, with answers and
// explanations; saving twice says so instead of failing.
import { freshMemory } from '@proshno/engine/learning';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { questions } from '../db/practiceSchema';
import { revisions } from '../db/examSchema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { requireCoverage } from '../access/coverage';
import { answeredOnly, questionsFor } from '../practice/questionView';
import { addCard } from '../learning/cards';

// docs/progress.md#revision-messages; to move into @proshno/engine's messages with the revision screen.
export const revisionMessages = {
  saved: 'Question saved for revision',
  alreadySaved: 'Question already saved for revision',
} as const;

export async function revisionRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation(
    'listRevisions',
    async (request): Promise<JsonResponse<'listRevisions', 200>> => {
      const { userId } = principalOf(request);
      const q = request.query;
      if (q.created_by !== undefined && Number(q.created_by) !== userId) return [];
      const filters: SQL[] = [eq(revisions.userId, userId)];
      if (q.question__subject) filters.push(eq(questions.subjectId, Number(q.question__subject)));
      if (q.question__topic) filters.push(eq(questions.topicId, Number(q.question__topic)));
      if (q.question__subtopic) filters.push(eq(questions.subtopicId, Number(q.question__subtopic)));
      const rows = await ctx.db
        .select({ id: revisions.id, questionId: revisions.questionId })
        .from(revisions)
        .innerJoin(questions, eq(questions.id, revisions.questionId))
        .where(and(...filters))
        .orderBy(desc(revisions.createdAt), desc(revisions.id));
      // Saved during an exam ('Save for Revision' is on the exam screen), a question is left out
      // while that exam can still take answers, rather than shown without them.
      const full = answeredOnly(
        await questionsFor(
          ctx.db,
          { userId, now: ctx.now() },
          rows.map((r) => r.questionId),
        ),
      );
      const byId = new Map(full.map((question) => [question.id, question]));
      return rows.flatMap((r) => {
        const found = byId.get(r.questionId);
        if (!found) return [];
        const { options, ...question } = found;
        return [{ id: r.id, question, options }];
      });
    },
  );

  operation(
    'saveRevision',
    async (request, reply): Promise<JsonResponse<'saveRevision', 201>> => {
      const { userId } = principalOf(request);
      const questionId = request.body.question;
      const [question] = await ctx.db
        .select({ id: questions.id, subjectId: questions.subjectId })
        .from(questions)
        .where(eq(questions.id, questionId));
      if (!question) throw fail(404, 'Not found.');
      const now = ctx.now();
      // The revision list shows answers, so only questions of covered subjects may be saved.
      await requireCoverage(ctx.db, userId, [question.subjectId], now);
      const [created] = await ctx.db
        .insert(revisions)
        .values({ userId, questionId, createdAt: now })
        .onConflictDoNothing()
        .returning();
      // A question saved is a card to learn, new and due at once (docs/learning.md#cards); one it has already stays as it is.
      await addCard(ctx.db, { userId, questionId, memory: freshMemory(now) }, now);
      if (created) {
        reply.code(201);
        return { id: created.id, question: questionId, detail: revisionMessages.saved };
      }
      const [existing] = await ctx.db
        .select()
        .from(revisions)
        .where(and(eq(revisions.userId, userId), eq(revisions.questionId, questionId)));
      if (!existing) throw new Error('revision neither inserted nor found');
      reply.code(200);
      return { id: existing.id, question: questionId, detail: revisionMessages.alreadySaved };
    },
  );

  operation('deleteRevision', async (request, reply) => {
    const { userId } = principalOf(request);
    const deleted = await ctx.db
      .delete(revisions)
      .where(and(eq(revisions.id, Number(request.params.id)), eq(revisions.userId, userId)))
      .returning();
    if (deleted.length === 0) throw fail(404, 'Not found.');
    return reply.code(204).send();
  });
}
