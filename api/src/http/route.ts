// Glue between openapi.yaml and Fastify: a handler names its operation by operationId, and the
// operation's method, path, request schemas and bearer check come from the contract, so no path or
// schema is written twice (docs/decisions.md#build-the-api).
import type {
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { requireBearer } from '../access/bearer';
import type { Tokens } from '../access/tokens';
import type { operations } from '../generated/rest';
import { operationById, routePath, type JsonSchema } from './openapi';

export { routePath };

/** The name of one operation of openapi.yaml. */
export type OperationId = keyof operations & string;

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

type Defined<T> = [Exclude<T, undefined>] extends [never] ? unknown : Exclude<T, undefined>;

/** The body of an operation as its handler reads it: JSON, or a form's fields (SSLCommerz's returns). */
type BodyOf<Name extends OperationId> = operations[Name] extends {
  requestBody?: { content: infer C };
}
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'application/x-www-form-urlencoded': infer F }
      ? F
      : unknown
  : unknown;

/** What Fastify's request carries for an operation: body, query and path parameters from the contract. */
export type OperationRequest<Name extends OperationId> = {
  Body: BodyOf<Name>;
  Querystring: Defined<operations[Name]['parameters']['query']>;
  Params: Defined<operations[Name]['parameters']['path']>;
};

type Handler<Name extends OperationId> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  OperationRequest<Name>
>;
type Options<Name extends OperationId> = Omit<
  RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, OperationRequest<Name>>,
  'schema'
>;

/** Registers handlers by operationId: `operation('saveAnswer', handler)` or `operation('login', { preHandler }, handler)`. */
export type OperationRegistrar = <Name extends OperationId>(
  name: Name,
  ...rest: [handler: Handler<Name>] | [options: Options<Name>, handler: Handler<Name>]
) => void;

/**
 * The registrar of one route group: each operation is routed at its contract method and path, with
 * its request schemas and, when the operation lists `security`, the bearer check before anything else.
 */
export function operationRoutes(app: FastifyInstance, tokens: Tokens): OperationRegistrar {
  return (name, ...rest) => {
    const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
    const op = operationById(name);
    const schema: FastifySchema = {
      ...(op.body ? { body: op.body } : {}),
      ...(op.querystring ? { querystring: op.querystring } : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(SERIALIZED_BY_CONTRACT.has(name) ? { response: serializationSchemas(op.responses) } : {}),
    };
    // The bearer check, then one of the caller's slots (learnerSlots.ts, docs/api.md#learner-concurrency).
    const bearer = op.secured ? [requireBearer(tokens), app.learnerSlot] : [];
    const onRequest = [...bearer, ...[options.onRequest ?? []].flat()];
    // The caller's turn to run, last: a request refused by a route's own check never waits for one.
    const preHandler = [...[options.preHandler ?? []].flat(), ...(op.secured ? [app.learnerTurn] : [])];
    app.route({
      ...options,
      method: op.method.toUpperCase(),
      url: routePath(op.path),
      schema,
      ...(onRequest.length > 0 ? { onRequest } : {}),
      ...(preHandler.length > 0 ? { preHandler } : {}),
      config: { ...options.config, operationId: name },
      handler,
    } as Parameters<FastifyInstance['route']>[0]);
  };
}

/**
 * The exam day's hot operations, whose success bodies are written by fast-json-stringify from their
 * contract schemas instead of JSON.stringify (issue 18). The tests' response check
 * (responseContract.ts) fails when that serializer drops or changes anything a handler answered.
 */
const SERIALIZED_BY_CONTRACT: ReadonlySet<OperationId> = new Set<OperationId>([
  'createExam',
  'chooseExamSubjects',
  'getQuestionSet',
  'saveAnswer',
  'submitExamScript',
  'getExamResult',
]);

/** The 2xx schemas of an operation, as a serializer reads them: validation-only rules left out. */
function serializationSchemas(responses: Record<string, JsonSchema | undefined>): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(responses)) {
    if (status.startsWith('2') && schema) schemas[status] = withoutValidationRules(schema) as JsonSchema;
  }
  return schemas;
}

// `not` (the NUL rule, openapi.ts) and `pattern` only refuse input; fast-json-stringify cannot read them.
function withoutValidationRules(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutValidationRules);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'not' && key !== 'pattern')
      .map(([key, value]) => [key, withoutValidationRules(value)]),
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (operationRoutes). */
    operationId?: string;
  }
}
