// The caller's review cards (docs/learning.md#paths): the deck due today (or days ahead), and one
// review at a time, an option chosen on /review or a flashcard's grade.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { dueDeck } from './deck';
import { gradeCard } from './gradedReview';
import { reviewCard } from './review';

/** Cards sent when the request names no limit (api/openapi.yaml listDueReviews). */
const DECK_LIMIT = 20;

export async function reviewRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('listDueReviews', async (request): Promise<JsonResponse<'listDueReviews', 200>> => {
    const { userId } = principalOf(request);
    const limit = request.query.limit === undefined ? DECK_LIMIT : Number(request.query.limit);
    const ahead = request.query.ahead === undefined ? 0 : Number(request.query.ahead);
    return dueDeck(ctx.db, { userId, now: ctx.now() }, limit, ahead);
  });

  operation('reviewQuestion', async (request): Promise<JsonResponse<'reviewQuestion', 200>> => {
    const { userId } = principalOf(request);
    const { key, question, option, reviewed_at } = request.body;
    return reviewCard(ctx.db, { userId, now: ctx.now() }, { key, questionId: question, optionId: option, reviewedAt: instantOf(reviewed_at) });
  });

  operation('gradeQuestion', async (request): Promise<JsonResponse<'gradeQuestion', 200>> => {
    const { userId } = principalOf(request);
    const { key, question, grade, reviewed_at } = request.body;
    return gradeCard(ctx.db, { userId, now: ctx.now() }, { key, questionId: question, grade, reviewedAt: instantOf(reviewed_at) });
  });
}

/** The contract's date-time as an instant; the schema lets through a few the clock cannot hold (a leap second). */
function instantOf(text: string | undefined): Date | null {
  if (text === undefined) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) throw fail(400, 'Reviewed at must be a date and time.');
  return at;
}
