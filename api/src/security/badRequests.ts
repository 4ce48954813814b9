// fast-check arbitraries of requests that break one operation's contract: wrong types, missing
// required fields, unknown fields, oversized strings, text with the NUL character (which the
// database cannot store), out-of-range and huge numbers, ids that are not ids, malformed JSON, the
// wrong content type. Every generated value is checked against the
// operation's own schema (the contract is the oracle), so only truly invalid requests are made.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { JsonSchema } from '../http/openapi';
import { BODY_LIMIT_BYTES } from '../http/server';
import { urlOf, type ContractOperation } from './contractOperations';
import { propertiesOf, requiredOf, typeOf, validValue } from './validValue';

export type BadRequest = {
  /** What is wrong with it, for the failure message. */
  why: string;
  url: string;
  contentType?: string;
  payload?: string;
};

/** The bad requests of `op`, or null when it takes no input at all (nothing to get wrong). */
export function badRequests(op: ContractOperation): fc.Arbitrary<BadRequest> | null {
  const params = op.params ? (validValue(op.params, 'path') as Record<string, string>) : {};
  const query = op.query ? (validValue(op.query, 'query') as Record<string, string>) : {};
  const url = urlOf(op, params, query);
  const kinds: Array<fc.Arbitrary<BadRequest>> = [];
  if (op.params) {
    kinds.push(invalidStrings(op.params).map(([name, value]) => ({ why: `path ${name}=${cut(value)}`, url: urlOf(op, { ...params, [name]: value }, query), ...bodyOf(op) })));
    // Percent-encoding that decodes to nothing, sent as it is.
    const [name = ''] = Object.keys(propertiesOf(op.params));
    kinds.push(fc.constantFrom('%zz', '%E0%A4%A', '%', '1%2', '%C0%AF').map((raw) => ({ why: `path ${name}=${raw} (raw)`, url: urlOf(op, { ...params, [name]: '\u0000' }, query).replace('%00', raw), ...bodyOf(op) })));
  }
  if (op.query) {
    kinds.push(invalidStrings(op.query).map(([name, value]) => ({ why: `query ${name}=${cut(value)}`, url: urlOf(op, params, { ...query, [name]: value }), ...bodyOf(op) })));
    for (const name of requiredOf(op.query)) {
      const { [name]: _dropped, ...rest } = query;
      kinds.push(fc.constant({ why: `query without ${name}`, url: urlOf(op, params, rest), ...bodyOf(op) }));
    }
  }
  if (op.bodyType === 'application/json' && op.body) kinds.push(...jsonBodies(op.body, url));
  if (op.bodyType === 'application/x-www-form-urlencoded' && op.body) kinds.push(...formBodies(op.body, url));
  if (op.bodyType === 'multipart/form-data') kinds.push(...multipartBodies(url));
  return kinds.length === 0 ? null : fc.oneof(...kinds);
}

const ajv = new Ajv({ strict: false, allowUnionTypes: true, coerceTypes: false });
addFormats.default(ajv);
const validators = new Map<JsonSchema, ValidateFunction>();
const isValid = (schema: JsonSchema, value: unknown): boolean => {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate(value);
};

// A well-formed body alongside a broken path or query, so only that part is wrong.
function bodyOf(op: ContractOperation): Pick<BadRequest, 'contentType' | 'payload'> {
  if (op.bodyType === 'application/json' && op.body) return { contentType: 'application/json', payload: JSON.stringify(validValue(op.body, 'body')) };
  return {};
}

// Path and query values arrive as strings: ids that are not ids, and text no schema allows.
const awkwardStrings = fc.oneof(
  fc.constantFrom('0', '-1', '-2147483648', '2147483648', '99999999999999999999', '1e3', '1.5', '0x10', ' 1', '1 ', 'NaN', 'null', 'true', '[]', '{}', "1' OR '1'='1", '%00', '\u0000', '1\u0000', '../1', ''),
  fc.string({ maxLength: 24 }),
  fc.integer({ min: 10, max: 300 }).map((n) => '9'.repeat(n)),
);

function invalidStrings(schema: JsonSchema): fc.Arbitrary<[string, string]> {
  const names = Object.keys(propertiesOf(schema));
  return fc
    .tuple(fc.constantFrom(...names), awkwardStrings)
    .filter(([name, value]) => !isValid(propertiesOf(schema)[name] ?? {}, value));
}

/** A place inside a body value: the keys to reach it and its schema. */
type Spot = { at: Array<string | number>; schema: JsonSchema };

// Every place of the baseline body, walking schema and value together.
function spotsOf(schema: JsonSchema, value: unknown, at: Array<string | number> = []): Spot[] {
  const spots: Spot[] = [{ at, schema }];
  const branch = ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined)?.find((s) => s.type !== 'null');
  const effective = branch ?? schema;
  if (Array.isArray(value)) {
    const items = (effective.items ?? {}) as JsonSchema;
    value.forEach((item, i) => spots.push(...spotsOf(items, item, [...at, i])));
  } else if (typeof value === 'object' && value !== null) {
    const properties = propertiesOf(effective);
    for (const [name, inner] of Object.entries(value)) spots.push(...spotsOf(properties[name] ?? {}, inner, [...at, name]));
  }
  return spots;
}

function replaced(value: unknown, at: Array<string | number>, by: (old: unknown) => unknown): unknown {
  if (at.length === 0) return by(value);
  const [head, ...rest] = at;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, by) : item));
  if (typeof value === 'object' && value !== null && typeof head === 'string') {
    return { ...value, [head]: replaced((value as Record<string, unknown>)[head], rest, by) };
  }
  return value;
}

// Values that break a field of this schema's type at its edges.
function edgeValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 2147483647;
    return fc.constantFrom(min - 1, max + 1, -1, 0, 0.5, 2147483648, -2147483649, 1e20, -1e20, Number.MAX_SAFE_INTEGER + 2);
  }
  if (type === 'string') {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 4096;
    return fc.oneof(fc.integer({ min: max + 1, max: max + 5000 }).map((n) => 'x'.repeat(n)), fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '2026-13-45', 'not-a-date'));
  }
  if (type === 'array') {
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : 1000;
    return fc.constantFrom([], Array.from({ length: max + 1 }, () => 1));
  }
  return fc.constantFrom(null, {}, [], '', 0, true);
}

function jsonBodies(schema: JsonSchema, url: string): Array<fc.Arbitrary<BadRequest>> {
  const baseline = validValue(schema, 'body');
  const spots = spotsOf(schema, baseline);
  const json = (why: string, value: unknown): BadRequest => ({ why: `${why}: ${cut(JSON.stringify(value))}`, url, contentType: 'application/json', payload: JSON.stringify(value) });
  const valueAt = fc.tuple(fc.constantFrom(...spots), fc.boolean());
  const kinds: Array<fc.Arbitrary<BadRequest>> = [
    // Any JSON at any place, or a value at the edges of that place's type.
    valueAt
      .chain(([spot, edge]) => (edge ? edgeValues(spot.schema) : fc.jsonValue({ maxDepth: 2 })).map((v) => ({ spot, body: replaced(baseline, spot.at, () => v) })))
      .filter(({ body }) => !isValid(schema, body))
      .map(({ spot, body }) => json(`wrong value at ${spot.at.join('.') || 'the top'}`, body)),
    fc.constantFrom('', '{', '{"a":', '[1,', 'nul', "{'a':1}", '{"a":1}}', '\u0000', 'undefined').map((text) => ({ why: `malformed JSON ${text}`, url, contentType: 'application/json', payload: text })),
    fc.constantFrom('text/plain', 'application/xml', 'text/html', 'application/octet-stream', 'application/json-patch+json; charset=bogus').map((type) => ({ why: `content-type ${type}`, url, contentType: type, payload: JSON.stringify(baseline) })),
    fc.constant({ why: 'a body over the limit', url, contentType: 'application/json', payload: JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT_BYTES) }) }),
  ];
  const objects = spots.filter((s) => typeOf(s.schema) === 'object');
  const missing = objects.flatMap((s) => requiredOf(s.schema).map((name) => ({ spot: s, name })));
  if (missing.length > 0) {
    kinds.push(fc.constantFrom(...missing).map(({ spot, name }) => json(`without ${[...spot.at, name].join('.')}`, replaced(baseline, spot.at, (old) => withoutKey(old, name)))));
  }
  const closed = objects.filter((s) => s.schema.additionalProperties === false);
  if (closed.length > 0) {
    const extraName = fc.string({ minLength: 1, maxLength: 12 });
    kinds.push(
      fc
        .tuple(fc.constantFrom(...closed), extraName, fc.jsonValue({ maxDepth: 1 }))
        .filter(([spot, name]) => !(name in propertiesOf(spot.schema)) && name !== '__proto__')
        .map(([spot, name, v]) => json(`unknown field ${name} at ${spot.at.join('.') || 'the top'}`, replaced(baseline, spot.at, (old) => ({ ...(old as object), [name]: v })))),
    );
  }
  return kinds;
}

function formBodies(schema: JsonSchema, url: string): Array<fc.Arbitrary<BadRequest>> {
  const baseline = validValue(schema, 'body') as Record<string, string>;
  const form = (why: string, fields: Record<string, string>): BadRequest => ({ why: `${why}: ${cut(JSON.stringify(fields))}`, url, contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(fields).toString() });
  return [
    invalidStrings(schema).map(([name, value]) => form(`field ${name}`, { ...baseline, [name]: value })),
    fc.constantFrom(...requiredOf(schema)).map((name) => form(`without ${name}`, withoutKey(baseline, name) as Record<string, string>)),
    fc.constantFrom('text/plain', 'application/xml').map((type) => ({ why: `content-type ${type}`, url, contentType: type, payload: new URLSearchParams(baseline).toString() })),
  ];
}

function multipartBodies(url: string): Array<fc.Arbitrary<BadRequest>> {
  const boundary = 'bad-input-boundary';
  const part = (name: string, bytes: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="avatar.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n--${boundary}--\r\n`;
  const multipart = `multipart/form-data; boundary=${boundary}`;
  return [
    // Bytes that are no image, whatever the name and declared type say.
    fc.string({ minLength: 1, maxLength: 200 }).map((bytes) => ({ why: `image bytes ${cut(bytes)}`, url, contentType: multipart, payload: part('image', bytes) })),
    fc.string({ minLength: 1, maxLength: 12 }).filter((name) => name !== 'image' && !/["\r\n]/.test(name)).map((name) => ({ why: `field ${name} instead of image`, url, contentType: multipart, payload: part(name, 'GIF89a') })),
    fc.constantFrom('application/json', 'text/plain').map((type) => ({ why: `content-type ${type}`, url, contentType: type, payload: '{"image":"x"}' })),
  ];
}

function withoutKey(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== name));
}

function cut(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…(${text.length})` : text;
}
