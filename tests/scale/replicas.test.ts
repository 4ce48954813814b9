// Issue 27: the deployment of docs/architecture.md#deployment (deploy/README.md), run for real. Two
// apis and two gateways from their builds behind HAProxy with deploy/haproxy.cfg, on a PostgreSQL
// database of their own. A learner saves answers through the balancer with the product's own
// autosave (docs/exam.md#autosave) while an api and a gateway are killed and every database
// connection is cut; no acknowledged answer may be lost, and a photo uploaded through the balancer
// must be served by every replica.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autosaveMachine, autosaveTags, SaveError, type AnswerSave } from '@proshno/engine';
import { freePort } from '@proshno/server-kit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buildServers } from '../../scripts/buildServers';
import { startedRandomTest, subjectNamed } from '../e2e/examFixtures';
import { graphqlAt, postGraphql, tokenOf } from '../e2e/graphqlClient';
import { killHard, requireHaproxy, runBuilt, said, serverStates, startBuilt, startHaproxy, type Running } from './cluster';

const learner = { email: 'learner@example.com', password: 'Learner#2026' };
const gif = Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex');

describe.runIf(process.env.DATABASE_URL)('two apis and two gateways behind HAProxy', () => {
  const folder = mkdtempSync(join(tmpdir(), 'deploy-scale-'));
  const database = `proshno_scale_${randomBytes(4).toString('hex')}`;
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = Object.assign(new URL(server), { pathname: '/postgres' }).href;
  const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).href;
  const socket = join(folder, 'haproxy.sock');
  const ports = { public: 0, rest: 0, api1: 0, api2: 0, gateway1: 0, gateway2: 0 };
  /** The current process of each name; `started` keeps every one, replaced ones too, to stop them all. */
  const running = new Map<string, Running>();
  const started: Running[] = [];
  let publicUrl = '';
  /** Each api start gets an empty DATA_DIR of its own, a replacement included. */
  let apiStarts = 0;

  const apiEnv = (name: 'api1' | 'api2') => ({
    DATABASE_URL: databaseUrl,
    // A database number of its own, so no other suite's rate-limit counts mix with these.
    REDIS_URL: process.env.REDIS_URL ? Object.assign(new URL(process.env.REDIS_URL), { pathname: '/11' }).href : '',
    JWT_SECRET: 'scale-test-secret-of-at-least-thirty-two-characters',
    PUBLIC_URL: publicUrl,
    MIGRATE_ON_START: '0',
    // The demo learner, subscribed; a production rollout leaves it out (deploy/README.md).
    DEMO_DATA: '1',
    DATA_DIR: join(folder, `${name}-${(apiStarts += 1)}`),
    HOST: '127.0.0.1',
    PORT: String(ports[name]),
    NODE_ENV: 'production',
    LOG: '0',
    // deploy/compose.yaml's drain, which deploy/haproxy.cfg's checks fit inside (docs/architecture.md#deployment).
    SHUTDOWN_DRAIN_MS: '5000',
  });
  const startApi = async (name: 'api1' | 'api2') => {
    const api = startBuilt('api/dist/main.js', apiEnv(name));
    running.set(name, api);
    started.push(api);
    await said(api, 'api listening on');
  };
  const startGateway = async (name: 'gateway1' | 'gateway2') => {
    const gateway = startBuilt('gateway/dist/main.js', {
      REST_URL: `http://127.0.0.1:${ports.rest}`,
      PUBLIC_URL: publicUrl,
      GRAPHQL_PERSISTED_ONLY: '0',
      HOST: '127.0.0.1',
      PORT: String(ports[name]),
      NODE_ENV: 'production',
      SHUTDOWN_DRAIN_MS: '5000',
    });
    running.set(name, gateway);
    started.push(gateway);
    await said(gateway, 'Server listening at');
  };
  const stateOf = async (server: string) => (await serverStates(socket)).get(server);
  /** Waits for HAProxy to show `server` in `state` (expect.poll is for tests; this serves the hooks too). */
  const becomes = (server: string, state: string) => vi.waitFor(async () => expect(await stateOf(server)).toBe(state), { timeout: 20_000, interval: 100 });

  beforeAll(async () => {
    requireHaproxy();
    for (const name of Object.keys(ports) as Array<keyof typeof ports>) ports[name] = await freePort();
    publicUrl = `http://127.0.0.1:${ports.public}`;
    await buildServers();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();

    // The rollout of deploy/README.md: migrate once, then the apis, then the gateways.
    const migrated = await runBuilt('api/dist/migrate.js', { DATABASE_URL: databaseUrl, DATA_DIR: join(folder, 'migrate') });
    expect(migrated.code, migrated.output).toBe(0);
    const haproxy = startHaproxy({
      HAPROXY_STATS_SOCKET: socket,
      PUBLIC_BIND: `127.0.0.1:${ports.public}`,
      REST_BIND: `127.0.0.1:${ports.rest}`,
      API1: `127.0.0.1:${ports.api1}`,
      API2: `127.0.0.1:${ports.api2}`,
      GATEWAY1: `127.0.0.1:${ports.gateway1}`,
      GATEWAY2: `127.0.0.1:${ports.gateway2}`,
    });
    started.push(haproxy);
    await becomes('apis/api1', 'DOWN');
    await Promise.all([startApi('api1'), startApi('api2')]);
    await Promise.all([becomes('apis/api1', 'UP'), becomes('apis/api2', 'UP')]);
    // The first administrator, once the apis have seeded (docs/access.md#first-admin), by the built command.
    const administrator = ['--email', 'head@example.com', '--phone', '+8801712345678', '--name', 'Head Office'];
    const created = await runBuilt('api/dist/create-admin.js', { DATABASE_URL: databaseUrl, DATA_DIR: join(folder, 'admin'), MIGRATE_ON_START: '0' }, administrator, 'Head#Office26\n');
    expect(created.code, created.output).toBe(0);
    await Promise.all([startGateway('gateway1'), startGateway('gateway2')]);
    await Promise.all([becomes('gateways/gateway1', 'UP'), becomes('gateways/gateway2', 'UP')]);
  });

  afterAll(async () => {
    await Promise.all(started.map(killHard));
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('loses no acknowledged answer while an api and a gateway are killed and the database connections cut', async () => {
    const graphql = graphqlAt(publicUrl);
    const token = await tokenOf(graphql, learner);
    const examId = await startedRandomTest(graphql, token, await subjectNamed(graphql, token, 'Physics'), 20);
    const sheet = async () =>
      (
        await graphql<{ examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> }; option: number | null }> } }>(
          'query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } option } } }',
          { id: examId },
          token,
        )
      ).examSheet.questions;
    const questions = (await sheet()).map(({ question }) => question);

    // The product's autosave machine, its one write the web's (web/src/exam/examCalls.ts saveAnswer).
    const confirmed: AnswerSave[] = [];
    let failedSends = 0;
    const autosave = createActor(
      autosaveMachine.provide({
        actors: {
          saveAnswer: fromPromise<void, AnswerSave>(async ({ input }) => {
            try {
              await saveThrough(publicUrl, token, input);
            } catch (error) {
              failedSends += 1;
              throw error;
            }
          }),
        },
        actions: { notifyConfirmed: (_, save: AnswerSave) => void confirmed.push(save) },
      }),
      { input: { examId } },
    ).start();
    // A learner choosing faster than saves are answered, so a save is nearly always on its way when a
    // process dies or a connection is cut; earlier answers are changed as often as new ones given.
    let choices = 0;
    const choosing = setInterval(() => {
      const question = questions[choices % questions.length];
      const option = question?.options[Math.floor(Math.random() * question.options.length)];
      if (question === undefined || option === undefined) return;
      choices += 1;
      autosave.send({ type: 'SAVE', questionId: question.id, option: option.id, chosenAt: Date.now() });
    }, 10);
    const confirmedSoon = async (more: number) => {
      const target = confirmed.length + more;
      await expect.poll(() => confirmed.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(target);
    };

    try {
      await confirmedSoon(15);
      await Promise.all([killHard(running.get('api1') ?? fail('api1')), killHard(running.get('gateway1') ?? fail('gateway1'))]);
      // Out of the balancer: its checks fail twice (deploy/haproxy.cfg), and nothing is sent there after.
      await Promise.all([becomes('apis/api1', 'DOWN'), becomes('gateways/gateway1', 'DOWN')]);
      await confirmedSoon(15);
      // The shared PostgreSQL server serves other work, so it is not restarted: every connection of
      // this database is ended instead, which the pool sees the way it sees a restart (docs/api.md#database-unavailable).
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      const cut = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      await client.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      await confirmedSoon(15);
    } finally {
      clearInterval(choosing);
    }
    autosave.send({ type: 'DRAIN' });
    await waitFor(autosave, (snapshot) => snapshot.hasTag(autosaveTags.drained) && snapshot.context.queue.length === 0, { timeout: 60_000 });
    expect(autosave.getSnapshot().context.rejected).toEqual([]);
    autosave.stop();

    // The newest acknowledged choice of each question is what the server holds.
    const newest = new Map<number, AnswerSave>();
    for (const save of confirmed) {
      const kept = newest.get(save.questionId);
      if (kept === undefined || (kept.chosenAt ?? 0) <= (save.chosenAt ?? 0)) newest.set(save.questionId, save);
    }
    const held = new Map((await sheet()).map(({ question, option }) => [question.id, option]));
    for (const [question, save] of newest) expect(held.get(question), `question ${question}`).toBe(save.option);
    expect(newest.size).toBe(questions.length);
    console.log(`scale: ${choices} choices, ${confirmed.length} saves acknowledged, ${failedSends} sends failed and were retried`);
  });

  it('serves a photo uploaded through the balancer from every replica, a replacement api included', async () => {
    // The killed api comes back with an empty disk of its own, as a replacement container would.
    await startApi('api1');
    await becomes('apis/api1', 'UP');
    const token = await tokenOf(graphqlAt(publicUrl), learner);
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($image: File!) { uploadProfileImage(image: $image) { image } }', variables: { image: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([gif], { type: 'image/gif' }), 'me.gif');
    const uploaded = (await (await fetch(`${publicUrl}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json()) as {
      data?: { uploadProfileImage: { image: string } };
    };
    const path = uploaded.data?.uploadProfileImage.image ?? fail(JSON.stringify(uploaded));
    for (const port of [ports.api1, ports.api2, ports.gateway2, ports.public]) {
      const answer = await fetch(`http://127.0.0.1:${port}/media/${path}`);
      expect(answer.status, `port ${port}`).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(gif), `port ${port}`).toBe(true);
      // The bank's images, which a built api finds in its package folder (docs/architecture.md#server-builds).
      expect((await fetch(`http://127.0.0.1:${port}/media/bank/convex-lens.svg`)).status, `port ${port}`).toBe(200);
    }
  });

  it('takes a stopping api out of the balancer before it closes, so no request fails meanwhile', async () => {
    const graphql = graphqlAt(publicUrl);
    const token = await tokenOf(graphql, learner);
    const api2 = running.get('api2') ?? fail('api2');
    // A learner reading through the balancer four times a second: quiet moments between requests
    // let a replica that drained too briefly close while HAProxy still counts it in.
    const failures: string[] = [];
    const reads: Array<Promise<void>> = [];
    const read = async () => {
      const answer = await postGraphql<{ subjects: unknown[] }>(publicUrl, { query: '{ subjects { id } }' }, token).catch((error: unknown) => ({ errors: [{ message: String(error) }] }));
      if (answer.errors !== undefined) failures.push(JSON.stringify(answer.errors));
    };
    const reading = setInterval(() => reads.push(read()), 250);
    api2.child.kill('SIGTERM');
    // Its /readyz answers 503 at once; HAProxy must see that while it still serves (its drain is
    // SHUTDOWN_DRAIN_MS, 5 s by default: docs/architecture.md#deployment).
    await becomes('apis/api2', 'DOWN');
    expect(api2.child.exitCode, 'closed before HAProxy took it out').toBeNull();
    expect(await api2.exited).toBe(0);
    clearInterval(reading);
    await Promise.all(reads);
    expect(failures).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);
  });
});

/** One save through the balancer; a failure is a `SaveError` with the gateway's status and code, as in the web. */
async function saveThrough(publicUrl: string, token: string, save: AnswerSave): Promise<void> {
  const answer = await postGraphql<{ saveAnswer: boolean }>(
    publicUrl,
    {
      query: 'mutation($exam: Int!, $question: Int!, $option: Int, $chosenAt: String) { saveAnswer(exam: $exam, question: $question, option: $option, chosenAt: $chosenAt) }',
      variables: {
        exam: save.examId,
        question: save.questionId,
        option: save.option,
        chosenAt: save.chosenAt === undefined ? null : new Date(save.chosenAt).toISOString(),
      },
    },
    token,
  ).catch((error: unknown) => {
    throw new SaveError(error instanceof Error ? error.message : String(error));
  });
  const refusal = answer.errors?.[0];
  if (refusal !== undefined) throw new SaveError(refusal.message, refusal.extensions?.code);
  if (answer.data?.saveAnswer !== true) throw new SaveError(`no save acknowledged (HTTP ${answer.status})`);
}

function fail(message: string): never {
  throw new Error(message);
}
