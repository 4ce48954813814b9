// Issue 8 "Bad input", property-based over every REST operation of api/openapi.yaml: a signed-in
// learner sends generated requests that break the operation's schema; every answer is a 4xx
// with a readable `detail` (never a 500, never a 2xx), and afterwards the database holds exactly
// the rows it held before, with nothing half-written.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { responseProblem } from '../http/responseContract';
import { asLearner, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { badRequests, type BadRequest } from './badRequests';
import { contractOperations, type ContractOperation } from './contractOperations';
import { readDatabaseState, type DatabaseState } from './databaseState';

/** Runs per operation: ~56 operations × this stays within a few seconds of requests. */
const RUNS = Number(process.env.FC_RUNS ?? 12);
const seed = Number(process.env.FC_SEED ?? 20261123);

const operations = contractOperations();
const varied = operations.flatMap((op) => {
  const arbitrary = badRequests(op);
  return arbitrary ? [{ op, arbitrary }] : [];
});

describe.each(stores)('bad input on %s', (store) => {
  let t: TestApi;
  let auth: Auth;
  let before: DatabaseState;

  beforeAll(async () => {
    t = await startTestApi(store);
    auth = await asLearner(t);
    before = await databaseState(t);
    console.log(`bad-input property suite: fast-check seed ${seed} (FC_SEED=… to replay), ${RUNS} runs per operation`);
  });
  afterAll(() => t.close());

  test('every operation that takes input is varied; the rest take none', () => {
    const inputless = operations.filter((op) => !varied.some((v) => v.op === op));
    expect(inputless.every((op) => !op.params && !op.query && !op.body)).toBe(true);
    expect(varied.length).toBeGreaterThan(35);
  });

  test.each(varied.map((v) => [v.op.operationId, v] as const))('%s answers every broken request with a 4xx detail', async (_id, { op, arbitrary }) => {
    await fc.assert(
      fc.asyncProperty(arbitrary, fc.ipV4(), async (request, address) => {
        const answer = await send(t, op, request, { ...auth, 'x-forwarded-for': address });
        const problem = judge(op, request, answer);
        if (problem) throw new Error(`${op.method.toUpperCase()} ${request.url} (${request.why}) → ${answer.status} ${cut(answer.text)}: ${problem}`);
      }),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
  });

  test('afterwards the database holds the same rows and nothing half-written', async () => {
    const after = await databaseState(t);
    expect(after.halfWritten).toEqual({});
    expect(after.counts).toEqual(before.counts);
  });
});

type Answer = { status: number; text: string };

async function send(t: TestApi, op: ContractOperation, request: BadRequest, headers: Record<string, string>): Promise<Answer> {
  const response = await t.api.app.inject({
    method: op.method.toUpperCase() as 'GET',
    url: request.url,
    headers: request.contentType ? { ...headers, 'content-type': request.contentType } : headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  return { status: response.statusCode, text: response.body };
}

// Why this answer is wrong, or null: a 4xx whose `detail` a person can read, as openapi.yaml declares it.
function judge(op: ContractOperation, request: BadRequest, answer: Answer): string | null {
  if (answer.status < 400 || answer.status >= 500) return 'not a 4xx';
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'the answer is not JSON';
  }
  const detail = (body as { detail?: unknown }).detail;
  if (typeof detail !== 'string' || detail.trim() === '') return 'no detail';
  if (detail.length > 300 || /\n\s+at |node_modules|\.ts:\d+/.test(detail)) return 'the detail is not readable';
  const declared = responseProblem(op.method, op.path, answer.status, body);
  return declared ? `not as openapi.yaml declares: ${declared}` : request.why === '' ? 'unnamed request' : null;
}

function cut(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

// The api holds PGlite's only connection, so the database is read while the api is stopped.
async function databaseState(t: TestApi): Promise<DatabaseState> {
  let state: DatabaseState = { counts: {}, halfWritten: {} };
  await t.restart(async (config) => {
    state = await readDatabaseState(config);
  });
  return state;
}
