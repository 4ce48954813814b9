// For the gateway's tests: the real api on a free port with a fresh PGlite data folder, and
// the gateway in front of it, both on 127.0.0.1. Nothing of ours is faked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyPgliteTemplate, createApi, readDatabaseState, waitForMailTo, type DatabaseState } from '@proshno/api';
import type { FastifyInstance } from 'fastify';
import { createGateway } from './index';
import type { Lifecycle } from '@proshno/server-kit';

export type LiveStack = {
  /** The gateway's base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The api's own base URL, for comparing what the proxy passes through. */
  restUrl: string;
  dataDir: string;
  gateway: FastifyInstance;
  /** Every REST request the api has received, as "METHOD /path?query", oldest first; clear it with `length = 0`. */
  restCalls: string[];
  /** The parsed body of every REST request that had one, with its "METHOD /path?query", oldest first; clear it with `length = 0`. */
  restBodies: Array<{ call: string; body: unknown }>;
  graphql<Data>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLAnswer<Data>>;
  /** Row counts and half-written rows; stops the api meanwhile (PGlite has one connection) and restarts it on its port. */
  databaseState(): Promise<DatabaseState>;
  close(): Promise<void>;
};

export type GraphQLAnswer<Data> = {
  data?: Data | null;
  errors?: Array<{ message: string; extensions?: { code?: string; status?: number; body?: unknown } }>;
};

export async function startLiveStack(options: { webDist?: string; publicUrl?: string; lifecycle?: Lifecycle } = {}): Promise<LiveStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'proshno-gateway-'));
  await copyPgliteTemplate(dataDir);
  const apiConfig = {
    dataDir,
    jwtSecret: 'gateway-tests-secret-that-is-long-enough-for-hs256',
    publicUrl: 'http://localhost:3000',
    logger: false,
    // The gateway's tests sign in as the demo accounts.
    demoData: true,
  };
  const restCalls: string[] = [];
  const restBodies: Array<{ call: string; body: unknown }> = [];
  const recorded = async () => {
    const started = await createApi(apiConfig);
    started.app.addHook('onRequest', async (request) => {
      restCalls.push(`${request.method} ${request.url}`);
    });
    started.app.addHook('preValidation', async (request) => {
      if (request.body !== undefined) restBodies.push({ call: `${request.method} ${request.url}`, body: request.body });
    });
    return started;
  };
  let api = await recorded();
  const restUrl = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await createGateway({
    restUrl,
    webDist: options.webDist,
    logger: false,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  });
  const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    restUrl,
    dataDir,
    gateway,
    restCalls,
    restBodies,
    async graphql<Data>(query: string, variables: Record<string, unknown> = {}, token?: string) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer<Data>;
    },
    async databaseState() {
      await api.close();
      const state = await readDatabaseState({ dataDir });
      api = await recorded();
      await api.app.listen({ host: '127.0.0.1', port: Number(new URL(restUrl).port) });
      return state;
    },
    async close() {
      await gateway.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The text of the newest mail to `to` in the api's outbox; waits for it. */
export async function latestMailTo(dataDir: string, to: string): Promise<string> {
  return (await waitForMailTo(dataDir, to)).text;
}

/** The token of the `${publicUrl}/verify?token=…` link in a verification mail. */
export function verificationToken(mail: string): string {
  const match = /\/verify\?token=([A-Za-z0-9_\-.%~]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no verification link in:\n${mail}`);
  return decodeURIComponent(match[1]);
}

/** The access token of an account signed in through the stack's gateway; a refused login throws. */
export async function accessOf(stack: LiveStack, email: string, password: string): Promise<string> {
  const answer = await stack.graphql<{ login: { access: string } }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access } }',
    { email, password },
  );
  const access = answer.data?.login.access;
  if (access === undefined) throw new Error(`login ${email}: ${JSON.stringify(answer.errors)}`);
  return access;
}

let registered = 0;

/** A registration of a learner in Dhaka with a phone number no other registration of the run has. */
export function registrationInput(email: string, password: string): Record<string, string> {
  registered += 1;
  return {
    full_name: 'Karim Uddin',
    email,
    phone_no: `+88017${`${Date.now()}${registered}`.slice(-8)}`,
    date_of_birth: '2003-04-05',
    gender: 'male',
    country: 'Bangladesh',
    state: 'Dhaka',
    city: 'Dhaka',
    address_line1: 'House 3, Road 4',
    password,
    confirm_password: password,
  };
}

/** A learner of the test's own (`<name>-<stamp>@example.com`), registered through the gateway, verified from the mailed link and signed in. */
export async function verifiedNewcomer(stack: LiveStack, name: string): Promise<{ email: string; password: string; token: string; id: number }> {
  const email = `${name}-${Date.now()}-${registered}@example.com`;
  const password = 'Newcomer#2026';
  const { register } = dataOf(
    await stack.graphql<{ register: { user: { id: number } } }>('mutation($input: RegistrationInput!) { register(input: $input) { user { id } } }', {
      input: registrationInput(email, password),
    }),
  );
  const token = verificationToken(await latestMailTo(stack.dataDir, email));
  dataOf(await stack.graphql('mutation($token: String!) { verifyEmail(token: $token) { detail } }', { token }));
  return { email, password, token: await accessOf(stack, email, password), id: register.user.id };
}

/** An answer's data; an answer with errors, or without data, throws them. */
export function dataOf<Data>(answer: GraphQLAnswer<Data>): Data {
  if (answer.errors !== undefined) throw new Error(JSON.stringify(answer.errors));
  if (answer.data == null) throw new Error('no data');
  return answer.data;
}
