// api/openapi.yaml is the contract (DESIGN.md): routes take their request schemas from it, and
// the tests check every response against it. `$ref`s are inlined so any JSON-schema tool reads it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type JsonSchema = { [key: string]: unknown };

export type Operation = {
  body?: JsonSchema;
  querystring?: JsonSchema;
  secured: boolean;
  responses: Record<string, JsonSchema | undefined>;
};

export const contract: JsonSchema = loadContract();

/** The request/response schemas of one operation; throws when the contract lacks it. */
export function operation(method: 'get' | 'post', path: string): Operation {
  const paths = contract.paths as Record<string, Record<string, JsonSchema> | undefined>;
  const op = paths[path]?.[method];
  if (!op) throw new Error(`openapi.yaml has no ${method.toUpperCase()} ${path}`);
  const body = jsonContent(op.requestBody);
  const params = (op.parameters ?? []) as { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  const query = params.filter((p) => p.in === 'query');
  const responses: Record<string, JsonSchema | undefined> = {};
  for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
    responses[status] = jsonContent(response);
  }
  return {
    ...(body ? { body } : {}),
    ...(query.length > 0
      ? {
          querystring: {
            type: 'object',
            required: query.filter((p) => p.required).map((p) => p.name),
            properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
          },
        }
      : {}),
    secured: Array.isArray(op.security) && op.security.length > 0,
    responses,
  };
}

function jsonContent(holder: unknown): JsonSchema | undefined {
  if (!isObject(holder)) return undefined;
  const content = holder.content;
  if (!isObject(content)) return undefined;
  const json = content['application/json'];
  return isObject(json) && isObject(json.schema) ? json.schema : undefined;
}

function loadContract(): JsonSchema {
  const file = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
  const raw: unknown = parse(readFileSync(file, 'utf8'));
  if (!isObject(raw)) throw new Error('openapi.yaml is not a mapping');
  return inline(raw, raw) as JsonSchema;
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
