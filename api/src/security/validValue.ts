// The smallest value a JSON schema of openapi.yaml accepts, walked field by field, so the suites
// can build a well-formed request for any operation and then change one thing in it.
import type { JsonSchema } from '../http/openapi';

/** Supplies the value at a slot (`body.exam`, `body.subjects[].subject`, `query.exam`) or undefined for the default. */
export type Fill = (at: string, schema: JsonSchema) => unknown;

export function validValue(schema: JsonSchema, at: string, fill: Fill = () => undefined): unknown {
  const given = fill(at, schema);
  if (given !== undefined) return given;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const anyOf = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (anyOf) return validValue(anyOf.find((s) => s.type !== 'null') ?? anyOf[0] ?? {}, at, fill);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((s) => validValue(s, at, fill)));
  switch (typeOf(schema)) {
    case 'object': {
      // Required fields always; an optional one only when `fill` asks for it.
      const required = requiredOf(schema);
      return Object.fromEntries(
        Object.entries(propertiesOf(schema)).flatMap(([name, property]) => {
          const slot = `${at}.${name}`;
          if (required.includes(name)) return [[name, validValue(property, slot, fill)]];
          const given = fill(slot, property);
          return given === undefined ? [] : [[name, given]];
        }),
      );
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: count }, () => validValue(items, `${at}[]`, fill));
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return stringFor(schema);
  }
}

/** The schema's one non-null type (`[string, "null"]` reads as string). */
export function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return (type as string[]).find((t) => t !== 'null') ?? 'null';
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  return undefined;
}

export function requiredOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.required) ? (schema.required as string[]) : [];
}

export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties ?? {}) as Record<string, JsonSchema>;
}

// The patterns of openapi.yaml each with a value that matches; a new pattern fails loudly here.
const patternSamples: Record<string, string> = {
  '^[1-9][0-9]{0,8}$': '1',
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-01-15',
  '^[1-9][0-9]{0,2}$': '1',
  '^[1-9][0-9]{0,4}$': '1',
  '^[0-9]{4}$': '2020',
  '^/[^?#]*$': '/home',
  '\\S': 'x',
};

function stringFor(schema: JsonSchema): string {
  if (typeof schema.pattern === 'string') {
    const sample = patternSamples[schema.pattern];
    if (sample === undefined) throw new Error(`validValue: no sample for pattern ${schema.pattern}; add one`);
    return sample;
  }
  if (schema.format === 'date-time') return '2099-01-01T06:00:00.000Z';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'x'.repeat(Math.max(min, 1));
}
