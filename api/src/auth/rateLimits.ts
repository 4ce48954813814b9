// Password guessing and mail flooding are limited per client address and per account: the key is
// the address plus the e-mail (or reset token) of the body, so the hook runs after parsing.
import type { FastifyRequest } from 'fastify';

export const AUTH_ATTEMPTS_PER_MINUTE = 30;

export function authRateLimit(field: 'email' | 'token') {
  return {
    rateLimit: {
      max: AUTH_ATTEMPTS_PER_MINUTE,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${accountKey(request.body, field)}`,
    },
  };
}

export const TOKEN_CALLS_PER_MINUTE = 60;

/** Refresh and logout carry an unguessable token, so only the address is limited (flooding). */
export function addressRateLimit() {
  return { rateLimit: { max: TOKEN_CALLS_PER_MINUTE, timeWindow: 60_000 } };
}

function accountKey(body: unknown, field: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value: unknown = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
