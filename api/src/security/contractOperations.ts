// The operations of api/openapi.yaml as the security suites walk them, read from the file when a
// suite starts, so an endpoint added to the contract is covered without touching the suites.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { operation, routePath, type JsonSchema, type Method } from '../http/openapi';
import { packageFolder } from '@proshno/server-kit';

export type ContractOperation = {
  operationId: string;
  method: Method;
  /** The contract's spelling, `/api/exam/v1/exam/{id}/`. */
  path: string;
  secured: boolean;
  /** Request schemas with every `$ref` inlined. */
  body?: JsonSchema;
  bodyType?: 'application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data';
  query?: JsonSchema;
  params?: JsonSchema;
  /** The statuses the operation declares. */
  statuses: string[];
  /** The component names its 403 answers refer to (`Forbidden` is the role check). */
  forbiddenRef?: string;
  /** `x-roles`: the only roles allowed, when the operation is limited to some. */
  roles?: string[];
  /** Every place a record id goes: `path.id`, `query.exam`, `body.exam`, `body[].exam`, `body.subjects[].subject`. */
  idSlots: string[];
};

const methods: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of api/openapi.yaml, in the file's order. */
export function contractOperations(): ContractOperation[] {
  const file = join(packageFolder(import.meta.url), 'openapi.yaml');
  const raw = parse(readFileSync(file, 'utf8')) as RawContract;
  const found: ContractOperation[] = [];
  for (const [path, item] of Object.entries(raw.paths)) {
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const resolved = operation(method, path);
      const content = op.requestBody?.content ?? {};
      const bodyType = (['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const).find((t) => t in content);
      const rawBody = bodyType ? content[bodyType]?.schema : undefined;
      const forbidden = op.responses?.['403']?.$ref;
      found.push({
        operationId: op.operationId,
        method,
        path,
        secured: Array.isArray(op.security) && op.security.length > 0,
        ...(resolved.body || bodyType === 'multipart/form-data' ? { body: resolved.body ?? {} } : {}),
        ...(bodyType ? { bodyType } : {}),
        ...(resolved.querystring ? { query: resolved.querystring } : {}),
        ...(resolved.params ? { params: resolved.params } : {}),
        statuses: Object.keys(op.responses ?? {}),
        ...(forbidden ? { forbiddenRef: forbidden.split('/').pop() ?? forbidden } : {}),
        ...(op['x-roles'] ? { roles: op['x-roles'] } : {}),
        idSlots: [
          ...(op.parameters ?? []).filter((p) => isRef(p.schema, 'IdParam')).map((p) => `${p.in}.${p.name}`),
          ...(rawBody ? bodyIdSlots(rawBody, 'body', raw) : []),
        ],
      });
    }
  }
  return found;
}

/** The request URL of `op` with these path and query values (strings as they go on the wire). */
export function urlOf(op: ContractOperation, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = routePath(op.path).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

type RawSchema = { $ref?: string; type?: unknown; properties?: Record<string, RawSchema>; items?: RawSchema; anyOf?: RawSchema[]; allOf?: RawSchema[] };
type RawOperation = {
  operationId: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; schema: RawSchema }>;
  requestBody?: { content?: Record<string, { schema?: RawSchema } | undefined> };
  responses?: Record<string, { $ref?: string } | undefined>;
  'x-roles'?: string[];
};
type RawContract = { paths: Record<string, Partial<Record<Method, RawOperation>>>; components: { schemas: Record<string, RawSchema> } };

function isRef(schema: RawSchema | undefined, name: string): boolean {
  if (!schema) return false;
  if (schema.$ref === `#/components/schemas/${name}`) return true;
  return (schema.anyOf ?? []).some((s) => isRef(s, name));
}

// Walks a body schema through its $refs, naming every RecordId it holds.
function bodyIdSlots(schema: RawSchema, at: string, raw: RawContract): string[] {
  if (isRef(schema, 'RecordId')) return [at];
  if (schema.$ref) {
    const target = raw.components.schemas[schema.$ref.split('/').pop() ?? ''];
    return target ? bodyIdSlots(target, at, raw) : [];
  }
  const parts = [...(schema.allOf ?? [])].flatMap((s) => bodyIdSlots(s, at, raw));
  if (schema.items) parts.push(...bodyIdSlots(schema.items, `${at}[]`, raw));
  for (const [name, property] of Object.entries(schema.properties ?? {})) parts.push(...bodyIdSlots(property, `${at}.${name}`, raw));
  return parts;
}
