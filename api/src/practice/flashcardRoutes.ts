// GET /api/exam/v1/question/?subject&topic&subtopic&limit (docs/api.md#exam-paths): flashcard questions with
// their answers (the flashcard flips to right or wrong at once, docs/practice.md#flashcard-session). A question
// of the caller's exam that can still take answers is not drawn: a card without its answer could
// not flip, and with it the exam would be open-book.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { checkPlacements, drawQuestions, type DrawRow } from '../exam/draw';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { requireCoverage } from '../access/coverage';
import { answerHeld } from '../exam/heldAnswers';
import { answeredOnly, questionsFor } from './questionView';

export async function flashcardRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation(
    'listFlashcardQuestions',
    async (request): Promise<JsonResponse<'listFlashcardQuestions', 200>> => {
      const { userId } = principalOf(request);
      const viewer = { userId, now: ctx.now() };
      const q = request.query;
      const row: DrawRow = {
        subject: Number(q.subject),
        topic: q.topic === undefined ? null : Number(q.topic),
        subtopic: q.subtopic === undefined ? null : Number(q.subtopic),
        count: Number(q.limit),
      };
      await checkPlacements(ctx.db, [row]);
      await requireCoverage(ctx.db, userId, [row.subject], viewer.now);
      const drawn = await drawQuestions(ctx.db, [row], { kind: 'random' }, answerHeld(ctx.db, viewer));
      // An exam started between the draw and this read would hold a card: it is dropped, not shown.
      return answeredOnly(await questionsFor(ctx.db, viewer, drawn));
    },
  );
}
