// Graceful shutdown of the gateway (issue 8), the same rule as the api's (api/src/ops/lifecycle.ts;
// the two deploy separately, so neither imports the other): drain with readiness at 503, wait
// until no request is in progress, then close.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Lifecycle = { draining: boolean; inFlight: number };

export function countInFlight(app: FastifyInstance, lifecycle: Lifecycle): void {
  const open = new WeakSet<FastifyRequest>();
  const done = async (request: FastifyRequest) => {
    if (open.delete(request)) lifecycle.inFlight -= 1;
  };
  app.addHook('onRequest', async (request) => {
    open.add(request);
    lifecycle.inFlight += 1;
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
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
