// Bearer authentication for the operations openapi.yaml marks with `security` (docs/api.md#conventions:
// "A bearer access token is sent when present"). Texts follow Django REST framework / simplejwt,
// the server the specification's client was written against.
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { fail } from '../http/errors';
import type { Principal, RoleName, Tokens } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const NOT_PROVIDED = 'Authentication credentials were not provided.';
export const NOT_VALID = 'Given token not valid for any token type';
export const FORBIDDEN = 'You do not have permission to perform this action.';

export function requireBearer(tokens: Tokens): onRequestHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw fail(401, NOT_PROVIDED);
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw fail(401, NOT_VALID);
    const principal = await tokens.readAccess(token);
    if (!principal) throw fail(401, NOT_VALID);
    request.principal = principal;
  };
}

/** The caller as set by requireBearer; routes behind it may rely on it. */
export function principalOf(request: FastifyRequest, allowed?: RoleName[]): Principal {
  const principal = request.principal;
  if (!principal) throw fail(401, NOT_PROVIDED);
  if (allowed && !allowed.includes(principal.role)) throw fail(403, FORBIDDEN);
  return principal;
}
