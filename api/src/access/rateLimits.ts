// Password guessing, OTP guessing and mail flooding are limited twice over (issue 8 "Brute force"):
// per account (the e-mail, token or user, from whatever address) and per client address (for
// whatever account). Counts live in the rate-limit plugin's store: in memory, or Redis when
// REDIS_URL is set, so every api replica counts against the same limits (http/server.ts).
import { serverWords } from '@proshno/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { fail } from '../http/errors';
import { tokenDigest } from './secrets';

/**
 * Tries at one account per minute, from all addresses together. The e2e and model suites sign the
 * demo learner in at most about ten times a minute; a guesser gets 20 tries a minute at an
 * argon2id hash, and an account's OTPs lock after 10 wrong tries anyway (passwordReset.ts).
 */
export const ACCOUNT_ATTEMPTS_PER_MINUTE = 20;
/** Tries from one address per minute, at all accounts together: higher, as a school or a NAT shares one. */
export const ADDRESS_ATTEMPTS_PER_MINUTE = 100;

export const tooManyAttempts = (seconds: number): string => serverWords.tooManyAttempts(seconds);

/** What names the account a request tries: a body field, the token of the query, the signed-in user. */
export type AccountOf = (request: FastifyRequest) => string;

export const bodyField =
  (field: 'email' | 'token'): AccountOf =>
  (request) =>
    fieldOf(request.body, field);
export const queryField =
  (field: 'token'): AccountOf =>
  (request) =>
    fieldOf(request.query, field);

/**
 * A preHandler (after body validation, so the account is known) that counts the request against
 * `action`'s per-account and per-address limits and answers 429 when either is spent. Make one per
 * action and share it between the paths of that action, so they count together.
 */
export function attemptLimits(app: FastifyInstance, action: string, accountOf: AccountOf): preHandlerAsyncHookHandler {
  // The account is kept only as a digest: e-mails stay out of Redis, and reset tokens are secrets.
  const perAccount = app.createRateLimit({
    max: ACCOUNT_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `${action}:account:${tokenDigest(accountOf(request))}`,
  });
  const perAddress = app.createRateLimit({
    max: ADDRESS_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `${action}:address:${request.ip}`,
  });
  return async (request, reply) => {
    refuseWhenSpent(await Promise.all([perAccount(request), perAddress(request)]), reply, tooManyAttempts);
  };
}

/** A limit counted when the handler is about to act (not on every request), by the keys it names. */
export type CountedLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A check a handler calls just before an action that mails someone (docs/access.md#email-change-limits):
 * counts the request once under each key `keysOf` names (an account, a target address, ...) and
 * answers 429 with `refusal(seconds)` and Retry-After when any of them is past `max` in the window.
 * Counted in the same store as attemptLimits, so every api replica shares the counts.
 */
export function countedLimits(
  app: FastifyInstance,
  action: string,
  keysOf: Record<string, AccountOf>,
  limit: { max: number; windowMs: number },
  refusal: (seconds: number) => string,
): CountedLimit {
  const counters = Object.entries(keysOf).map(([name, keyOf]) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${action}:${name}:${tokenDigest(keyOf(request))}`,
    }),
  );
  return async (request, reply) => {
    refuseWhenSpent(await Promise.all(counters.map((count) => count(request))), reply, refusal);
  };
}

type Count = { isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number };

/** 429 with Retry-After, the longest wait of the spent counts, when any count is spent. */
function refuseWhenSpent(counts: readonly Count[], reply: FastifyReply, refusal: (seconds: number) => string): void {
  const waits = counts.flatMap((count) => (!count.isAllowed && count.isExceeded ? [count.ttlInSeconds] : []));
  if (waits.length === 0) return;
  const seconds = Math.max(1, ...waits);
  reply.header('retry-after', String(seconds));
  throw fail(429, refusal(seconds));
}

export const TOKEN_CALLS_PER_MINUTE = 60;

/** Refresh and logout carry an unguessable token, so only the address is limited (flooding). */
export function addressRateLimit() {
  return { rateLimit: { max: TOKEN_CALLS_PER_MINUTE, timeWindow: 60_000 } };
}

function fieldOf(source: unknown, field: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value: unknown = (source as Record<string, unknown>)[field];
  if (typeof value !== 'string') return '';
  // E-mails are matched without regard to case (userView.ts); tokens are case-sensitive.
  return field === 'email' ? value.trim().toLowerCase() : value;
}
