// Issue 26 item 10 "An unbounded page number is a 500", over every operation of api/openapi.yaml:
// every integer a request may carry (body and form numbers, path and query numbers written in
// digits) is bounded to what the database holds (docs/api.md#parameter-bounds). 2^31 and 2^53
// are a 400 naming the field, and the largest value the contract admits is answered without a 500
// (a page number times the page size once overflowed PostgreSQL's integer).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INT4_MAX, INT4_MIN, numericTextDigits, type JsonSchema } from '../http/openapi';
import { endedContestOf } from '../test/contestFixtures';
import { asLearner, signIn, subjectId, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { contractOperations, urlOf, type ContractOperation } from './contractOperations';
import { propertiesOf, typeOf, validValue } from './validValue';

/** One integer of a request: where it goes and the largest value the contract admits there. */
type IntegerSlot = { op: ContractOperation; part: 'path' | 'query' | 'body'; at: Array<string | number>; largest: number };

const operations = contractOperations();
const slots: IntegerSlot[] = operations.flatMap((op) => [
  ...numericText(op, 'path', op.params),
  ...numericText(op, 'query', op.query),
  ...(op.body && op.bodyType !== 'multipart/form-data' ? bodyIntegers(op.body, []).map(({ at, largest }) => ({ op, part: 'body' as const, at, largest })) : []),
]);
const cases = slots.map((slot) => [`${slot.op.operationId} ${slot.part}.${slot.at.join('.')}`, slot] as const);

test('the contract has integer parameters in paths, queries and bodies, each bounded within int4', () => {
  expect(new Set(slots.map((s) => s.part))).toEqual(new Set(['path', 'query', 'body']));
  expect(slots.length).toBeGreaterThan(40);
  expect(slots.filter((s) => s.largest > INT4_MAX).map((s) => `${s.op.operationId} ${s.at.join('.')}`)).toEqual([]);
  // The merit list's page has its own, smaller bound: a page times its 100 rows stays within int4.
  const page = slots.find((s) => s.op.operationId === 'getContestMeritList' && s.at[0] === 'page');
  expect(page?.largest).toBeLessThanOrEqual(Math.floor(INT4_MAX / 100) - 1);
});

describe.each(stores)('integer bounds on %s', (store) => {
  let t: TestApi;
  let learner: Auth;
  let admin: Auth;
  /** An ended contest, so its paths (the merit list's page) reach the database. */
  let contest: number;

  beforeAll(async () => {
    t = await startTestApi(store);
    learner = await asLearner(t);
    const physics = await subjectId(t, learner, 'Physics');
    const drawn = await t.call('GET', `/api/exam/v1/question/?subject=${physics}&limit=5`, undefined, learner);
    contest = await endedContestOf(t, (drawn.body as Array<{ id: number }>).map((q) => q.id), new Date());
    learner = await asLearner(t);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
  }, 60_000);
  afterAll(() => t.close());

  test("the issue's page number is a 400 saying the page's range; a body number past int4 says its bound", async () => {
    const page = await t.call('GET', `/api/contest/v1/contest/${contest}/merit-list/?page=999999999`, undefined, learner);
    expect(page).toMatchObject({ status: 400, json: { detail: 'Page must be a whole number from 1 to 99999.' } });
    const last = await t.call('GET', `/api/contest/v1/contest/${contest}/merit-list/?page=99999`, undefined, learner);
    expect(last).toMatchObject({ status: 200, json: { page: 99999, results: [] } });
    const save = await t.call('PUT', '/api/exam/v1/exam-script/answer/', { exam: 2 ** 31, question: 1, choosed_options: [] }, learner);
    expect(save).toMatchObject({ status: 400, json: { detail: `Exam must be at most ${INT4_MAX}.` } });
  });

  test.each(cases)('%s: 2^31, 2^53 and below int4 are a 400 naming the field', async (_name, slot) => {
    for (const value of [2 ** 31, 2 ** 53, INT4_MIN - 1]) {
      if (slot.part !== 'body' && value < 0) continue;
      const answer = await send(t, slot, value, slot.op.roles ? admin : learner, contest);
      expect({ value, status: answer.status }).toEqual({ value, status: 400 });
      expect(answer.detail, `detail for ${value}`).toMatch(new RegExp(fieldWords(slot.at), 'i'));
    }
  });

  test.each(cases)('%s: the largest value the contract admits is no 500', async (_name, slot) => {
    const answer = await send(t, slot, slot.largest, slot.op.roles ? admin : learner, contest);
    // A 502 is a declared answer (the payment provider is not reachable in this test); a 500 is our fault.
    expect(answer.status, answer.detail).not.toBe(500);
  });
});

function numericText(op: ContractOperation, part: 'path' | 'query', schema: JsonSchema | undefined): IntegerSlot[] {
  return Object.entries(propertiesOf(schema ?? {})).flatMap(([name, property]) => {
    const digits = numericTextDigits(property);
    return digits === null ? [] : [{ op, part, at: [name], largest: Number('9'.repeat(Math.min(digits, 20))) }];
  });
}

// Every integer of a body schema, an array's items at index 0 and a nullable field's number branch.
function bodyIntegers(schema: JsonSchema, at: Array<string | number>): Array<{ at: Array<string | number>; largest: number }> {
  const branch = ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined)?.find((s) => s.type !== 'null');
  if (branch) return bodyIntegers(branch, at);
  const type = typeOf(schema);
  if (type === 'integer') {
    const allowed = Array.isArray(schema.enum) ? (schema.enum as number[]) : [];
    return [{ at, largest: allowed.length > 0 ? Math.max(...allowed) : Number(schema.maximum ?? Number.MAX_SAFE_INTEGER) }];
  }
  if (type === 'array') return bodyIntegers((schema.items ?? {}) as JsonSchema, [...at, 0]);
  return Object.entries(propertiesOf(schema)).flatMap(([name, property]) => bodyIntegers(property, [...at, name]));
}

type Answer = { status: number; detail: string };

// The smallest valid request of the operation with `value` at the slot; a contest path names `contest`.
async function send(t: TestApi, slot: IntegerSlot, value: number, auth: Auth, contest: number): Promise<Answer> {
  const { op } = slot;
  const params = op.params ? (validValue(op.params, 'path', (at) => (op.path.includes('/contest/') && at === 'path.id' ? String(contest) : undefined)) as Record<string, string>) : {};
  const query = op.query ? (validValue(op.query, 'query') as Record<string, string>) : {};
  const name = String(slot.at[0]);
  const url =
    slot.part === 'path'
      ? urlOf(op, { ...params, [name]: BigInt(value).toString() }, query)
      : slot.part === 'query'
        ? urlOf(op, params, { ...query, [name]: BigInt(value).toString() })
        : urlOf(op, params, query);
  const headers: Record<string, string> = { ...auth };
  let payload: string | undefined;
  if (op.body && op.bodyType === 'application/json') {
    const body = validValue(op.body, 'body');
    payload = JSON.stringify(slot.part === 'body' ? placed(body, op.body, slot.at, value) : body);
    headers['content-type'] = 'application/json';
  } else if (op.body && op.bodyType === 'application/x-www-form-urlencoded') {
    const fields = validValue(op.body, 'body') as Record<string, string>;
    payload = new URLSearchParams(slot.part === 'body' ? { ...fields, [name]: String(value) } : fields).toString();
    headers['content-type'] = op.bodyType;
  }
  const response = await t.api.app.inject({ method: op.method.toUpperCase() as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
  const parsed: unknown = response.body ? JSON.parse(response.body) : {};
  const detail = typeof parsed === 'object' && parsed !== null && 'detail' in parsed ? String(parsed.detail) : response.body;
  return { status: response.statusCode, detail };
}

// `value` at `at` inside `body`; an empty array on the way gets one valid item first.
function placed(body: unknown, schema: JsonSchema, at: Array<string | number>, value: number): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return value;
  const branch = ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined)?.find((s) => s.type !== 'null') ?? schema;
  if (typeof head === 'number') {
    const items = (branch.items ?? {}) as JsonSchema;
    const list = Array.isArray(body) && body.length > 0 ? [...(body as unknown[])] : [validValue(items, 'body')];
    list[0] = placed(list[0], items, rest, value);
    return list;
  }
  const object = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const inner = propertiesOf(branch)[head] ?? {};
  return { ...object, [head]: placed(object[head] ?? validValue(inner, 'body'), inner, rest, value) };
}

/** 'choosed_options' is named 'Choosed options' in the detail (errors.ts fieldName). */
function fieldWords(at: Array<string | number>): string {
  const last = at.filter((part) => typeof part === 'string').at(-1) ?? '';
  return last.replace(/_/g, ' ');
}
