// Graceful shutdown, the same for the api and the gateway (issue 8): on SIGTERM a process first
// drains (readiness answers 503 so a load balancer stops sending, while requests already sent are
// still served), then closes its servers, which finish the requests in progress and close the
// database pool.
import { setTimeout as delay } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Shared by a process's servers: `draining` turns /readyz to 503; `inFlight` counts requests. */
export type Lifecycle = { draining: boolean; inFlight: number };

export function newLifecycle(): Lifecycle {
  return { draining: false, inFlight: 0 };
}

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

/** How long to keep serving after SIGTERM before closing: SHUTDOWN_DRAIN_MS, else the fallback. */
export function drainMsFromEnv(env: NodeJS.ProcessEnv, fallback: number): number {
  const raw = env.SHUTDOWN_DRAIN_MS;
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The longest a shutdown waits for requests in progress, beyond the drain. */
const MAX_WAIT_MS = 30_000;
/** "Idle" means no request in progress for this long. */
const QUIET_MS = 200;

/**
 * Drains for `drainMs`, then until no request has been in progress for a moment (a busy process
 * accepts queued connections only when it is free, so "idle" means those were served too), at
 * most 30 s in all, and only then closes.
 */
export async function shutdownGracefully(lifecycle: Lifecycle, drainMs: number, close: () => Promise<void>): Promise<void> {
  lifecycle.draining = true;
  const deadline = Date.now() + Math.max(drainMs, MAX_WAIT_MS);
  await delay(drainMs);
  let quietSince = Date.now();
  while (Date.now() < deadline && (lifecycle.inFlight > 0 || Date.now() - quietSince < QUIET_MS)) {
    await delay(20);
    if (lifecycle.inFlight > 0) quietSince = Date.now();
  }
  await close();
}

/**
 * A process's own stop: on SIGINT or SIGTERM (or a crash) it shuts down gracefully, draining for
 * SHUTDOWN_DRAIN_MS (default 5 s: a load balancer polls readiness every few seconds, so it notices
 * first), then exits, 0 after a clean close and 1 otherwise. close-with-grace owns the signals: a
 * second signal exits at once, and a close that hangs past the longest wait is cut.
 */
export function closeOnSignals(lifecycle: Lifecycle, close: () => Promise<void>): void {
  const drainMs = drainMsFromEnv(process.env, 5000);
  closeWithGrace({ delay: Math.max(drainMs, MAX_WAIT_MS) + 10_000 }, async ({ err }) => {
    if (err !== undefined) console.error(err);
    await shutdownGracefully(lifecycle, drainMs, close);
  });
}
