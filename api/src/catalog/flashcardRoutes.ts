// GET /api/exam/v1/question/?subject&topic&subtopic&limit (spec 000 §7): flashcard questions with
// their answers (the flashcard flips to right or wrong at once, spec 000 §4 Flashcard).
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/bearer';
import { checkPlacements, drawQuestions, type DrawRow } from '../exam/draw';
import type { ApiContext } from '../http/context';
import { contractRoute, type JsonResponse } from '../http/route';
import { requireCoverage } from '../study-plan/coverage';
import { questionsWithAnswers } from './questionView';

type FlashcardQuery = { subject: string; topic?: string; subtopic?: string; limit: string };

export async function flashcardRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const path = '/api/exam/v1/question/';
  app.get<{ Querystring: FlashcardQuery }>(
    path,
    contractRoute('get', path, ctx.tokens),
    async (request): Promise<JsonResponse<'listFlashcardQuestions', 200>> => {
      const { userId } = principalOf(request);
      const q = request.query;
      const row: DrawRow = {
        subject: Number(q.subject),
        topic: q.topic === undefined ? null : Number(q.topic),
        subtopic: q.subtopic === undefined ? null : Number(q.subtopic),
        count: Number(q.limit),
      };
      await checkPlacements(ctx.db, [row]);
      await requireCoverage(ctx.db, userId, [row.subject], ctx.now());
      return questionsWithAnswers(ctx.db, await drawQuestions(ctx.db, [row], { kind: 'random' }));
    },
  );
}
