// api/openapi.yaml is the contract (docs/decisions.md#build-the-api): routes take their request schemas from it, and
// the tests check every response against it. `$ref`s are inlined so any JSON-schema tool reads it.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { packageFolder } from '@proshno/server-kit';

export type JsonSchema = { [key: string]: unknown };

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Operation = {
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  secured: boolean;
  responses: Record<string, JsonSchema | undefined>;
};

/**
 * The one rule for text the database cannot store: PostgreSQL refuses the NUL character in text,
 * so every string of the contract (bodies, forms, path and query parameters) refuses it, and a
 * request with one is a 400 naming the field (errors.ts) instead of a failed query. It is written
 * as `not: { pattern }`, the only `not` in the contract, so errors.ts can recognise it.
 */
export const NUL_TEXT_RULE: JsonSchema = { type: 'string', pattern: '\\u0000' };

/**
 * The one rule for numbers the database cannot hold (docs/api.md#parameter-bounds): our integer
 * columns are PostgreSQL's `integer` (int4), so every integer a request may send (body, form, path
 * and query) is bounded to int4 where the contract names no narrower range, and a larger one is a
 * 400 naming the field instead of a failed query. Path and query numbers travel as digit text
 * (`IdParam`): a digit pattern that admits a number past int4 fails loading the contract.
 */
export const INT4_MAX = 2147483647;
export const INT4_MIN = -2147483648;

export const contract: JsonSchema = loadContract();

/** The request/response schemas of one operation; throws when the contract lacks it. */
export function operation(method: Method, path: string): Operation {
  const paths = contract.paths as Record<string, Record<string, JsonSchema> | undefined>;
  const op = paths[path]?.[method];
  if (!op) throw new Error(`openapi.yaml has no ${method.toUpperCase()} ${path}`);
  const body = jsonContent(op.requestBody);
  const params = (op.parameters ?? []) as Parameter[];
  const query = params.filter((p) => p.in === 'query');
  const pathParams = params.filter((p) => p.in === 'path');
  const responses: Record<string, JsonSchema | undefined> = {};
  for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
    responses[status] = jsonContent(response);
  }
  return {
    ...(body ? { body } : {}),
    ...(query.length > 0 ? { querystring: objectOf(query) } : {}),
    ...(pathParams.length > 0 ? { params: objectOf(pathParams) } : {}),
    secured: Array.isArray(op.security) && op.security.length > 0,
    responses,
  };
}

export type Located = { operationId: string; method: Method; path: string };

/** Every operation of the contract by its operationId: where it lives (method and path). */
export const operationsById: ReadonlyMap<string, Located> = locateOperations();

/** The method, path and schemas of the operation named `operationId`; throws when the contract lacks it. */
export function operationById(operationId: string): Operation & Located {
  const at = operationsById.get(operationId);
  if (!at) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return { ...operation(at.method, at.path), ...at };
}

function locateOperations(): Map<string, Located> {
  const found = new Map<string, Located>();
  const paths = contract.paths as Record<string, Record<string, JsonSchema> | undefined>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operationId = item?.[method]?.operationId;
      if (typeof operationId !== 'string') continue;
      if (found.has(operationId)) throw new Error(`openapi.yaml: operationId ${operationId} is used twice`);
      found.set(operationId, { operationId, method, path });
    }
  }
  return found;
}

/** Fastify's spelling of a contract path: `/exam/{id}/` is routed as `/exam/:id/`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The contract path a Fastify route was registered under (the inverse of routePath). */
export function contractPathOfRoute(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/**
 * The contract path that a concrete request path (`/api/exam/v1/exam/7/`) is an instance of for
 * `method`; a literal path wins over a template (`exam-template/create-exam/` over `{id}`).
 */
export function contractPathOfRequest(method: Method, requestPath: string): string {
  const paths = contract.paths as Record<string, Record<string, unknown> | undefined>;
  if (paths[requestPath]) return requestPath;
  for (const [path, ops] of Object.entries(paths)) {
    if (!path.includes('{') || !ops?.[method]) continue;
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (pattern.test(requestPath)) return path;
  }
  return requestPath;
}

type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };

function objectOf(params: Parameter[]): JsonSchema {
  return {
    type: 'object',
    required: params.filter((p) => p.required || p.in === 'path').map((p) => p.name),
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
  };
}

function jsonContent(holder: unknown): JsonSchema | undefined {
  if (!isObject(holder)) return undefined;
  const content = holder.content;
  if (!isObject(content)) return undefined;
  // SSLCommerz's returns come as forms; their fields are validated like a JSON body's.
  const json = content['application/json'] ?? content['application/x-www-form-urlencoded'];
  return isObject(json) && isObject(json.schema) ? json.schema : undefined;
}

function loadContract(): JsonSchema {
  const file = join(packageFolder(import.meta.url), 'openapi.yaml');
  const raw: unknown = parse(readFileSync(file, 'utf8'));
  if (!isObject(raw)) throw new Error('openapi.yaml is not a mapping');
  return storableNumbers(storableText(inline(raw, raw)), false) as JsonSchema;
}

// What a client sends (operations' `parameters` and `requestBody`) gets the int4 bounds; answers
// are left as the contract words them.
function storableNumbers(node: unknown, inRequest: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => storableNumbers(n, inRequest));
  if (!isObject(node)) return node;
  const walked = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, storableNumbers(v, inRequest || k === 'parameters' || k === 'requestBody')]));
  if (!inRequest) return walked;
  const type = node.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    const maximum = typeof node.maximum === 'number' ? Math.min(node.maximum, INT4_MAX) : INT4_MAX;
    const minimum = typeof node.minimum === 'number' ? Math.max(node.minimum, INT4_MIN) : INT4_MIN;
    return { ...walked, minimum, maximum };
  }
  const digits = numericTextDigits(node);
  if (digits !== null && digits >= String(INT4_MAX).length) {
    throw new Error(`openapi.yaml: the pattern ${String(node.pattern)} admits numbers past ${INT4_MAX}; bound its digits (openapi.ts storableNumbers)`);
  }
  return walked;
}

/**
 * For text that is a number written in digits (a pattern of digit classes only, e.g. IdParam's
 * `^[1-9][0-9]{0,8}$`), the most digits it admits (Infinity when unbounded); null for other text.
 */
export function numericTextDigits(schema: JsonSchema): number | null {
  const pattern = schema.pattern;
  if (typeof pattern !== 'string' || !/^\^(?:(?:\[[0-9-]+\]|\\d)(?:\{\d+(?:,\d*)?\}|[+*?])?)+\$$/.test(pattern)) return null;
  const matches = new RegExp(pattern);
  let most = 0;
  for (let length = 1; length <= 40; length++) if (matches.test('9'.repeat(length)) || matches.test('1'.repeat(length))) most = length;
  return most === 40 ? Infinity : most;
}

function storableText(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(storableText);
  if (!isObject(node)) return node;
  if ('not' in node) throw new Error('openapi.yaml: `not` is reserved for the NUL rule (openapi.ts)');
  const walked = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, storableText(v)]));
  const type = node.type;
  const text = type === 'string' || (Array.isArray(type) && type.includes('string'));
  return text ? { ...walked, not: NUL_TEXT_RULE } : walked;
}

// Replaces every {$ref: '#/a/b'} by a copy of its target; the contract has no cycles.
function inline(node: unknown, root: JsonSchema): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, root));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') return inline(resolve(node.$ref, root), root);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, root)]));
}

function resolve(ref: string, root: JsonSchema): unknown {
  let at: unknown = root;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    if (!isObject(at)) throw new Error(`openapi.yaml: broken $ref ${ref}`);
    at = at[part];
  }
  if (at === undefined) throw new Error(`openapi.yaml: broken $ref ${ref}`);
  return at;
}

function isObject(v: unknown): v is JsonSchema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
