// One learner cannot slow everyone (docs/api.md#learner-concurrency, issue 26 item 11). Two bounds
// per bearer subject, kept in this api process (per replica, not across replicas):
// - at most LEARNER_REQUESTS_IN_FLIGHT requests in flight; one more is answered 429 with
//   Retry-After at once, before any work (`learnerSlot`, right after the bearer check);
// - of those, at most LEARNER_REQUESTS_RUNNING run their handler at a time; the rest wait their
//   turn in arrival order (`learnerTurn`, once the body is read and checked, so a slow upload
//   holds no turn). A learner's heavy reads then take turns on this process's one thread with
//   everyone else's requests instead of filling it.
// A slot and a turn are given back as soon as the answer is serialised (its bytes may take long to
// reach a slow phone), or when the connection closes first, however the request ended: answered,
// failed, timed out or abandoned; a request abandoned while waiting for a turn leaves the line.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { LEARNER_REQUESTS_IN_FLIGHT, LEARNER_REQUESTS_RUNNING, LEARNER_RETRY_AFTER_SECONDS, messages } from '@proshno/engine';
import { fail } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes one of the signed-in caller's slots; runs after the bearer check (route.ts). */
    learnerSlot: onRequestHookHandler;
    /** Waits for one of the caller's turns to run the handler; the first preHandler (route.ts). */
    learnerTurn: preHandlerHookHandler;
  }
}

type Learner = {
  inFlight: number;
  running: number;
  /** Requests waiting for a turn, oldest first: each is woken with the turn handed to it. */
  waiting: Array<() => void>;
};

export function boundLearnerRequests(app: FastifyInstance, limit = LEARNER_REQUESTS_IN_FLIGHT, running = LEARNER_REQUESTS_RUNNING): void {
  const learners = new Map<number, Learner>();

  /** The slot held by a request, given back by the first of its answer's onSend and its close. */
  const slots = new WeakMap<FastifyRequest, () => void>();

  const take: onRequestHookHandler = async (request, reply) => {
    const learner = request.principal?.userId;
    if (learner === undefined) return;
    const state = learners.get(learner) ?? { inFlight: 0, running: 0, waiting: [] };
    if (state.inFlight >= limit) {
      reply.header('retry-after', String(LEARNER_RETRY_AFTER_SECONDS));
      throw fail(429, messages.tooManyAtOnce);
    }
    state.inFlight += 1;
    learners.set(learner, state);
    // Given back by the first of the answer's onSend (below: before its first byte is written) and
    // its connection's 'close' (a request abandoned or failed before an answer). Not at 'finish'
    // or 'close' alone: both come from the write's completion, and a kept-alive client on a
    // busy machine read the answer and sent its next request first, which was then refused for
    // the request already answered.
    let holds = true;
    const giveBack = () => {
      if (!holds) return;
      holds = false;
      state.inFlight -= 1;
      if (state.inFlight === 0 && learners.get(learner) === state) learners.delete(learner);
    };
    slots.set(request, giveBack);
    reply.raw.once('close', giveBack);
  };

  /** The turn held by a request, given back by the first of its answer's onSend and its close. */
  const turns = new WeakMap<FastifyRequest, () => void>();

  const turn: preHandlerHookHandler = async (request, reply) => {
    const learner = request.principal?.userId;
    const state = learner === undefined ? undefined : learners.get(learner);
    if (state === undefined) return;
    let holds = false;
    let waiter: (() => void) | undefined;
    const giveBack = () => {
      if (holds) {
        holds = false;
        // The turn passes to the oldest waiting request, or is given back.
        const next = state.waiting.shift();
        if (next === undefined) state.running -= 1;
        else next();
      } else if (waiter !== undefined) {
        // Gone while waiting: it leaves the line and never runs.
        const at = state.waiting.indexOf(waiter);
        if (at >= 0) state.waiting.splice(at, 1);
        waiter = undefined;
      }
    };
    turns.set(request, giveBack);
    reply.raw.once('close', giveBack);
    if (state.running < running) {
      state.running += 1;
      holds = true;
      return;
    }
    await new Promise<void>((resolve) => {
      waiter = () => {
        waiter = undefined;
        holds = true;
        resolve();
      };
      state.waiting.push(waiter);
    });
  };
  // The work is done once the answer is serialised: its bytes travelling to a slow phone hold
  // neither a turn nor a slot.
  app.addHook('onSend', async (request, _reply, payload) => {
    turns.get(request)?.();
    slots.get(request)?.();
    return payload;
  });

  app.decorate('learnerSlot', take);
  app.decorate('learnerTurn', turn);
}
