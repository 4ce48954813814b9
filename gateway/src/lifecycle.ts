// Graceful shutdown of the gateway (issue 8), the same rule as the api's (api/src/ops/lifecycle.ts;
// the two deploy separately, so neither imports the other): drain with readiness at 503, wait
// until no request is in progress, then close.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Lifecycle = { draining: boolean; inFlight: number };

/**
 * Keeps `lifecycle.inFlight` as the number of requests this app has begun and not yet let go of.
 * A request is let go of once its connection has closed (answered, or cut by the client) and, if
 * its handler began, once the handler has produced its answer: a learner whose phone drops the
 * connection mid-request is still counted while the work it asked for finishes, and no longer.
 * (Fastify's onResponse never runs for a cut connection, so it cannot be the signal.)
 */
export function countInFlight(app: FastifyInstance, lifecycle: Lifecycle): void {
  type Progress = { handled: boolean; answered: boolean; closed: boolean; counted: boolean };
  const progress = new WeakMap<FastifyRequest, Progress>();
  const settle = (step: Progress) => {
    if (step.counted || !step.closed || (step.handled && !step.answered)) return;
    step.counted = true;
    lifecycle.inFlight -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    const step: Progress = { handled: false, answered: false, closed: false, counted: false };
    progress.set(request, step);
    lifecycle.inFlight += 1;
    reply.raw.once('close', () => {
      step.closed = true;
      settle(step);
    });
  });
  app.addHook('preHandler', async (request) => {
    const step = progress.get(request);
    if (step !== undefined) step.handled = true;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const step = progress.get(request);
    if (step !== undefined) {
      step.answered = true;
      settle(step);
    }
    return payload;
  });
}

export async function drainThenClose(lifecycle: Lifecycle, drainMs: number, close: () => Promise<void>): Promise<void> {
  lifecycle.draining = true;
  const deadline = Date.now() + Math.max(drainMs, 30_000);
  await delay(drainMs);
  let quietSince = Date.now();
  while (Date.now() < deadline && (lifecycle.inFlight > 0 || Date.now() - quietSince < 200)) {
    await delay(20);
    if (lifecycle.inFlight > 0) quietSince = Date.now();
  }
  await close();
}
