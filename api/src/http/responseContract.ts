// Responses are checked against openapi.yaml too (docs/decisions.md#build-the-api: "the api validates requests and
// responses against it"): in the tests, where every answer of the test harness is checked and any
// breach fails the test; production answers are not parsed and validated a second time.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { contract, contractPathOfRoute, operation, type JsonSchema, type Method } from './openapi';

/**
 * Why `body` is not what openapi.yaml promises for this status of `method path`, or null. Every
 * 2xx-4xx must be listed by the operation (413, 415 and 429 included) and match its declared body;
 * only our own faults (5xx) fall back to the Error shape.
 */
export function responseProblem(method: Method, path: string, status: number, body: unknown): string | null {
  const key = `${method} ${path} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    const op = operation(method, path);
    const listed = status.toString() in op.responses;
    if (!listed && status < 500) return `${key}: status not in openapi.yaml`;
    const schema = listed ? op.responses[status.toString()] : errorSchema();
    // A status declared without content (204) must come without a body.
    if (!schema) return body === undefined ? null : `${key}: openapi.yaml declares no JSON body`;
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate(body) ? null : `${key}: body breaks openapi.yaml: ${ajv.errorsText(validate.errors)}`;
}

/**
 * Reports every JSON answer of a contract route that breaks openapi.yaml (tests; ApiConfig.responseCheck),
 * and every answer a route's response schema serialized into something other than what its handler
 * returned (route.ts: fast-json-stringify drops what its schema does not name and coerces types).
 */
export function checkResponses(app: FastifyInstance, report: (problem: string) => void): void {
  const answered = new WeakMap<object, string>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    answered.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const before = answered.get(request);
    if (before !== undefined && typeof payload === 'string' && !isDeepStrictEqual(JSON.parse(before), JSON.parse(payload))) {
      report(`${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}: the response serializer changed the body`);
    }
    const url = request.routeOptions.url;
    const method = methods.find((m) => m === request.method.toLowerCase());
    if (!url || !method || typeof payload !== 'string' || url.startsWith('/media/')) return payload;
    if (request.routeOptions.config.outsideContract === true) return payload;
    const path = contractPathOfRoute(url);
    try {
      const problem = responseProblem(method, path, reply.statusCode, JSON.parse(payload));
      if (problem) report(problem);
    } catch {
      report(`${method} ${path} ${reply.statusCode}: response is not JSON`);
    }
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that is not ours to describe (the SSLCommerz simulator speaks SSLCommerz's protocol). */
    outsideContract?: boolean;
  }
}

const methods: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
addFormats.default(ajv);
const compiled = new Map<string, ValidateFunction>();

function errorSchema(): JsonSchema {
  const components = contract.components as { schemas: Record<string, JsonSchema> };
  const error = components.schemas.Error;
  if (!error) throw new Error('openapi.yaml has no Error schema');
  return error;
}
