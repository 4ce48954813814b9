// Operating the product (issue 8, reliability): health endpoints for a load balancer, one request
// id joining the gateway's and the api's JSON logs, and a SIGTERM that lets in-flight requests
// finish before the process exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEARNER_REQUESTS_IN_FLIGHT } from '@proshno/engine';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl } from './browser';
import { dataOf, graphqlAt, postGraphql, tokenOf } from './graphqlClient';
import { startedRandomTest, subjectNamed } from './examFixtures';
import { LEARNER, learnerToken } from './product';
import { logLines, startProductProcess, type ProductProcess } from './productProcess';

const folders: string[] = [];
const running: ProductProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('operating the product', () => {
  it('answers liveness and readiness for the gateway and, through it, the api', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
    }
    expect(await (await fetch(`${baseUrl()}/readyz`)).json()).toEqual({ status: 'ready', api: 'ready' });
  });

  it("carries one request id from the gateway's log into the api's", async () => {
    const id = `trace-${Date.now()}`;
    const answer = await postGraphql(baseUrl(), { query: '{ examTypes { id name } }' }, await learnerToken(), { 'x-request-id': id });
    expect(answer.headers.get('x-request-id')).toBe(id);
    dataOf(answer);
    const dataDir = inject('dataDir');
    // Each process writes its completed-request line after answering, the api's not always
    // before the gateway's (in `npm start` the api answers the gateway in process); poll until
    // both are there.
    const completed = (file: 'api.log' | 'gateway.log') =>
      logLines(dataDir, file).find((line) => line['reqId'] === id && line['msg'] === 'request completed');
    await expect.poll(() => [completed('gateway.log') !== undefined, completed('api.log') !== undefined]).toEqual([true, true]);
    expect(completed('api.log')).toMatchObject({ res: { statusCode: 200 } });
  });

  it('replaces a request id that does not look like one', async () => {
    const response = await fetch(`${baseUrl()}/healthz`, { headers: { 'x-request-id': 'a b\tc' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finishes every in-flight request on SIGTERM, then exits cleanly', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'proshno-ops-'));
    folders.push(folder);
    const product = await startProductProcess(folder);
    running.push(product);
    const graphql = graphqlAt(product.url);
    const token = await tokenOf(graphql, LEARNER);
    const examId = await startedRandomTest(graphql, token, await subjectNamed(graphql, token, 'Physics'), 100);

    // As many loads of a 100-question sheet at once as one learner may have in flight
    // (docs/api.md#learner-concurrency); SIGTERM as soon as the first has answered.
    const sheet = `{ examSheet(id: ${examId}) { questions { question { id } } } }`;
    let firstAnswered: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
    const loads = Array.from({ length: LEARNER_REQUESTS_IN_FLIGHT }, () =>
      postGraphql<{ examSheet: { questions: unknown[] } }>(product.url, { query: sheet }, token).then((answer) => {
        firstAnswered();
        return { status: answer.status, questions: dataOf(answer).examSheet.questions.length };
      }),
    );
    await answered;
    const exitCode = product.stop();
    // Draining: readiness says 503 at once, so a load balancer stops sending, while all is served.
    await expect.poll(async () => (await fetch(`${product.url}/readyz`)).status).toBe(503);
    expect(await Promise.all(loads)).toEqual(Array.from({ length: LEARNER_REQUESTS_IN_FLIGHT }, () => ({ status: 200, questions: 100 })));
    expect(await exitCode).toBe(0);
    await expect(fetch(`${product.url}/healthz`)).rejects.toThrow();
  }, 180_000);
});
