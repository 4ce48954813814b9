// One learner cannot slow everyone (docs/api.md#learner-concurrency, issue 26 item 11). Two bounds
// per bearer subject, kept in this api process (per replica, not across replicas):
// - at most LEARNER_REQUESTS_IN_FLIGHT requests in flight; one more is answered 429 with
//   Retry-After at once, before any work (`learnerSlot`, right after the bearer check);
// - of those, at most LEARNER_REQUESTS_RUNNING run their handler at a time; the rest wait their
//   turn in arrival order (`learnerTurn`, once the body is read and checked, so a slow upload
//   holds no turn). A learner's heavy reads then take turns on this process's one thread with
//   everyone else's requests instead of filling it;
// - and the turns take at most LEARNER_TIME_SHARE of the process's time on average: each learner
//   has LEARNER_TIME_BURST_MS of credit, a turn spends the time it held, and the credit comes back
//   at the share's rate. While it is spent, the next turn waits until it is back above nothing.
//   A page's calls never meet it; a learner who keeps the api busy gets a quarter of it, and the
//   other learners' requests find the thread free the rest of the time.
// A slot and a turn are given back as soon as the answer is serialised (its bytes may take long to
// reach a slow phone), or when the connection closes first, however the request ended: answered,
// failed, timed out or abandoned; a request abandoned while waiting for a turn leaves the line.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import {
  LEARNER_REQUESTS_IN_FLIGHT,
  LEARNER_REQUESTS_RUNNING,
  LEARNER_RETRY_AFTER_SECONDS,
  LEARNER_TIME_BURST_MS,
  LEARNER_TIME_SHARE,
  messages,
} from '@proshno/engine';
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
  /** Milliseconds of turns the learner may still take at once, as of `creditAt` (may be below 0). */
  credit: number;
  creditAt: number;
  /** Hands out turns again once the credit is back; set while waiters wait for it. */
  refilled: NodeJS.Timeout | undefined;
  /** Forgets the learner once the credit is whole again and nothing is in flight. */
  forget: NodeJS.Timeout | undefined;
};

/** How much of the process's time one learner's turns may take (docs/api.md#learner-concurrency). */
export type TimeShare = { share: number; burstMs: number };

export function boundLearnerRequests(
  app: FastifyInstance,
  limit = LEARNER_REQUESTS_IN_FLIGHT,
  running = LEARNER_REQUESTS_RUNNING,
  time: TimeShare = { share: LEARNER_TIME_SHARE, burstMs: LEARNER_TIME_BURST_MS },
): void {
  const learners = new Map<number, Learner>();

  const refill = (state: Learner) => {
    const now = performance.now();
    state.credit = Math.min(time.burstMs, state.credit + (now - state.creditAt) * time.share);
    state.creditAt = now;
  };

  /** Hands free turns to the oldest waiting requests while the learner has credit left. */
  const dispatch = (state: Learner) => {
    while (state.running < running && state.waiting.length > 0) {
      refill(state);
      if (state.credit <= 0) {
        if (state.refilled === undefined) {
          state.refilled = setTimeout(() => {
            state.refilled = undefined;
            dispatch(state);
          }, Math.ceil(-state.credit / time.share)).unref();
        }
        return;
      }
      state.running += 1;
      state.waiting.shift()?.();
    }
  };

  /** Nothing in flight: the learner is forgotten once their credit is whole, so a debt is not. */
  const forgetWhenWhole = (learner: number, state: Learner) => {
    if (state.inFlight > 0 || learners.get(learner) !== state) return;
    refill(state);
    if (state.credit >= time.burstMs) {
      learners.delete(learner);
      return;
    }
    if (state.forget === undefined) {
      state.forget = setTimeout(() => {
        state.forget = undefined;
        forgetWhenWhole(learner, state);
      }, Math.ceil((time.burstMs - state.credit) / time.share)).unref();
    }
  };

  /** The slot held by a request, given back by the first of its answer's onSend and its close. */
  const slots = new WeakMap<FastifyRequest, () => void>();

  const take: onRequestHookHandler = async (request, reply) => {
    const learner = request.principal?.userId;
    if (learner === undefined) return;
    const state = learners.get(learner) ?? { inFlight: 0, running: 0, waiting: [], credit: time.burstMs, creditAt: performance.now(), refilled: undefined, forget: undefined };
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
      forgetWhenWhole(learner, state);
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
    let startedAt = 0;
    let waiter: (() => void) | undefined;
    const giveBack = () => {
      if (holds) {
        holds = false;
        // The turn's time is spent from the credit; the turn passes to the oldest waiting request
        // if credit is left, or once it is back.
        state.running -= 1;
        refill(state);
        // The debt is bounded: a turn that waited long on a busy database (not the learner's doing)
        // delays the learner's next one by at most burst ÷ share.
        state.credit = Math.max(-time.burstMs, state.credit - (performance.now() - startedAt));
        dispatch(state);
      } else if (waiter !== undefined) {
        // Gone while waiting: it leaves the line and never runs.
        const at = state.waiting.indexOf(waiter);
        if (at >= 0) state.waiting.splice(at, 1);
        waiter = undefined;
      }
    };
    turns.set(request, giveBack);
    reply.raw.once('close', giveBack);
    await new Promise<void>((resolve) => {
      waiter = () => {
        waiter = undefined;
        holds = true;
        startedAt = performance.now();
        resolve();
      };
      state.waiting.push(waiter);
      dispatch(state);
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
