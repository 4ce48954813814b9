// Issue 8 "Bad input" over GraphQL, property-based: every operation the web sends (its
// operations.graphql files) is run by a signed-in learner with generated wrong variables (wrong
// types, missing ones, ids that are not ids, oversized text, text with NUL); every answer is a GraphQL error
// with an `extensions.code`, never an internal error, a masked 'Unexpected error.' or a stack;
// afterwards the database holds the rows it held before, with nothing half-written.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  print,
  typeFromAST,
  visit,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseState } from '@proshno/api';
import { startLiveStack, type LiveStack } from '../liveStack';

const RUNS = Number(process.env.FC_RUNS ?? 8);
const seed = Number(process.env.FC_SEED ?? 20261123);

const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const webSource = fileURLToPath(new URL('../../../web/src/', import.meta.url));
const files = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.graphql'));
const definitions = files.flatMap((file) => parse(readFileSync(join(webSource, file), 'utf8')).definitions);
const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
const withVariables = operations.filter((op) => (op.variableDefinitions ?? []).length > 0);

let stack: LiveStack;
let token: string;
let before: DatabaseState;
beforeAll(async () => {
  stack = await startLiveStack();
  const login = await fetch(`${stack.restUrl}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'learner@example.com', password: 'Learner#2026' }),
  });
  token = String(((await login.json()) as { access: string }).access);
  before = await stack.databaseState();
  console.log(`bad-variables property suite: fast-check seed ${seed} (FC_SEED=… to replay), ${RUNS} runs per operation`);
});
afterAll(() => stack?.close());

describe('wrong variables of every operation the web sends', () => {
  test('the web sends operations with variables', () => {
    expect(withVariables.length).toBeGreaterThan(20);
  });

  test.each(withVariables.map((op) => [op.name?.value ?? 'anonymous', op] as const))('%s answers a coded error', async (_name, op) => {
    const document = documentOf(op);
    const definitions = op.variableDefinitions ?? [];
    await fc.assert(
      fc.asyncProperty(wrongVariables(op), async ({ why, variables }) => {
        const answer = await stack.graphql<unknown>(document, variables, token);
        const problem = judge(answer);
        if (problem) throw new Error(`${op.name?.value} with ${why} ${short(JSON.stringify(variables))} → ${short(JSON.stringify(answer))}: ${problem}`);
      }),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
    expect(definitions.length).toBeGreaterThan(0);
  });

  test('afterwards the database holds the same rows and nothing half-written', async () => {
    const after = await stack.databaseState();
    expect(after.halfWritten).toEqual({});
    expect(after.counts).toEqual(before.counts);
  });
});

type Variables = Record<string, unknown>;
type Case = { why: string; variables: Variables };

/** The operation with every fragment it spreads, as the web's client sends it. */
function documentOf(op: OperationDefinitionNode): string {
  const needed = new Set<string>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        if (needed.has(spread.name.value)) return;
        needed.add(spread.name.value);
        const fragment = fragments.get(spread.name.value);
        if (fragment) collect(fragment);
      },
    });
  collect(op);
  return [print(op), ...[...needed].map((name) => print(fragments.get(name) ?? op))].join('\n');
}

// A value of the type that GraphQL accepts: the baseline the cases change one variable of.
function plausible(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, plausible(f.type)]),
    );
  }
  if (isScalarType(inner) && (inner.name === 'Int' || inner.name === 'Float')) return 1;
  if (isScalarType(inner) && inner.name === 'Boolean') return false;
  return 'x';
}

// Values GraphQL accepts for the type that no REST contract does: negative numbers (an id is 1 or
// more; a count such as a deck's limit or its days ahead may be 0), text past every maxLength, text
// with the NUL character (which the database cannot store).
function outOfRange(type: GraphQLInputType): fc.Arbitrary<unknown> | null {
  const named = getNamedType(type);
  if (named.name === 'Int' || named.name === 'Float') return fc.constantFrom(-1, -2147483648);
  if (named.name === 'String' || named.name === 'ID') {
    return fc.oneof(fc.integer({ min: 5000, max: 20000 }).map((n) => 'x'.repeat(n)), fc.constantFrom('\u0000', 'a\u0000b', '1\u0000'));
  }
  return null;
}

function wrongVariables(op: OperationDefinitionNode): fc.Arbitrary<Case> {
  const definitions = op.variableDefinitions ?? [];
  const typed = definitions.map((d) => ({ name: d.variable.name.value, type: typeFromAST(schema, d.type) as GraphQLInputType }));
  const baseline: Variables = Object.fromEntries(typed.map((v) => [v.name, plausible(v.type)]));
  const coercionFails = (variables: Variables) => 'errors' in getVariableValues(schema, definitions, variables);
  const kinds: Array<fc.Arbitrary<Case>> = [
    // Any JSON for one variable that GraphQL's own coercion refuses.
    fc
      .tuple(fc.constantFrom(...typed), fc.jsonValue({ maxDepth: 2 }))
      .map(([v, value]) => ({ why: `${v.name} of the wrong type`, variables: { ...baseline, [v.name]: value } }))
      .filter(({ variables }) => coercionFails(variables)),
  ];
  const required = typed.filter((v) => isNonNullType(v.type));
  if (required.length > 0) {
    kinds.push(fc.constantFrom(...required).map((v) => ({ why: `without ${v.name}`, variables: Object.fromEntries(Object.entries(baseline).filter(([k]) => k !== v.name)) })));
  }
  // Only top-level scalars here: inside input objects a field's range depends on the field.
  const ranged = typed.flatMap((v) => {
    const values = isListType(getNullableType(v.type)) || isInputObjectType(getNullableType(v.type)) ? null : outOfRange(v.type);
    return values ? [values.map((value) => ({ why: `${v.name} out of range`, variables: { ...baseline, [v.name]: value } }))] : [];
  });
  kinds.push(...ranged);
  return fc.oneof(...kinds);
}

type Answer = Awaited<ReturnType<LiveStack['graphql']>>;

function judge(answer: Answer): string | null {
  const errors = answer.errors ?? [];
  if (errors.length === 0) return 'no error';
  if (/"stack"|\n\s+at |node_modules/.test(JSON.stringify(answer))) return 'a stack trace';
  for (const error of errors) {
    const code = error.extensions?.code;
    if (typeof code !== 'string') return `an error without extensions.code: ${error.message}`;
    if (code === 'INTERNAL_SERVER_ERROR' || code === 'INTERNAL') return `an internal error: ${error.message}`;
    if (error.message === 'Unexpected error.') return 'a masked unexpected error';
  }
  return null;
}

function short(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
