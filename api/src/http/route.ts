// Glue between openapi.yaml and Fastify: a route's schema and its typed body come from the contract.
import type { FastifySchema, onRequestHookHandler } from 'fastify';
import { requireBearer } from '../auth/bearer';
import type { Tokens } from '../auth/tokens';
import type { operations } from '../generated/rest';
import { operation, routePath, type Method } from './openapi';

export { routePath };

export type JsonBody<Name extends keyof operations> = operations[Name] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type JsonResponse<Name extends keyof operations, Status extends number> = operations[Name] extends {
  responses: { [S in Status]: { content: { 'application/json': infer R } } };
}
  ? R
  : never;

/**
 * Route options for `method path` from openapi.yaml: its request schema, and the bearer check
 * when the operation lists `security`.
 */
export function contractRoute(
  method: Method,
  path: string,
  tokens: Tokens,
): { schema: FastifySchema; onRequest?: onRequestHookHandler } {
  const op = operation(method, path);
  return {
    schema: {
      ...(op.body ? { body: op.body } : {}),
      ...(op.querystring ? { querystring: op.querystring } : {}),
      ...(op.params ? { params: op.params } : {}),
    },
    ...(op.secured ? { onRequest: requireBearer(tokens) } : {}),
  };
}
