// One learner cannot slow everyone (docs/api.md#learner-concurrency, issue 26 item 11): each
// bearer subject has at most LEARNER_REQUESTS_IN_FLIGHT requests in flight at this api replica;
// one more is answered 429 with Retry-After at once, before any work. The count is kept in this
// process (a bound per replica, not across them) and a slot is given back when the answer's
// connection closes, however the request ended: answered, failed, timed out or abandoned.
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { LEARNER_REQUESTS_IN_FLIGHT, LEARNER_RETRY_AFTER_SECONDS, messages } from '@proshno/engine';
import { fail } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes one of the signed-in caller's slots; runs after the bearer check (route.ts). */
    learnerSlot: onRequestHookHandler;
  }
}

export function boundLearnerRequests(app: FastifyInstance, limit = LEARNER_REQUESTS_IN_FLIGHT): void {
  const inFlight = new Map<number, number>();
  const take: onRequestHookHandler = async (request, reply) => {
    const learner = request.principal?.userId;
    if (learner === undefined) return;
    const held = inFlight.get(learner) ?? 0;
    if (held >= limit) {
      reply.header('retry-after', String(LEARNER_RETRY_AFTER_SECONDS));
      throw fail(429, messages.tooManyAtOnce);
    }
    inFlight.set(learner, held + 1);
    // 'close' comes once for every answer: after it is sent, or when its connection is gone first.
    reply.raw.once('close', () => {
      const left = (inFlight.get(learner) ?? 1) - 1;
      if (left > 0) inFlight.set(learner, left);
      else inFlight.delete(learner);
    });
  };
  app.decorate('learnerSlot', take);
}
