// Graceful shutdown (issue 8): on SIGTERM a process first drains (readiness answers 503 so a load
// balancer stops sending, while requests already sent are still served), then closes its servers,
// which finish the requests in progress and close the database pool.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Shared by a process's servers: `draining` turns /readyz to 503; `inFlight` counts requests. */
export type Lifecycle = { draining: boolean; inFlight: number };

export function newLifecycle(): Lifecycle {
  return { draining: false, inFlight: 0 };
}

/** Keeps `lifecycle.inFlight` as the number of requests this app has begun and not yet answered. */
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

/** How long to keep serving after SIGTERM before closing: SHUTDOWN_DRAIN_MS, else the fallback. */
export function drainMsFromEnv(env: NodeJS.ProcessEnv, fallback: number): number {
  const raw = env.SHUTDOWN_DRAIN_MS;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * Drains for `drainMs`, then until no request has been in progress for a moment (a busy process
 * accepts queued connections only when it is free, so "idle" means those were served too), at
 * most 30 s in all, and only then closes.
 */
export async function shutdownGracefully(lifecycle: Lifecycle, drainMs: number, close: () => Promise<void>): Promise<void> {
  lifecycle.draining = true;
  const deadline = Date.now() + Math.max(drainMs, 30_000);
  await delay(drainMs);
  let quietSince = Date.now();
  while (Date.now() < deadline && (lifecycle.inFlight > 0 || Date.now() - quietSince < QUIET_MS)) {
    await delay(20);
    if (lifecycle.inFlight > 0) quietSince = Date.now();
  }
  await close();
}

const QUIET_MS = 200;
