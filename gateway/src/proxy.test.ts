import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveStack, type LiveStack } from './liveStack';

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(async () => {
  await stack?.close();
});

function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('passes POST /auth/login/ through to the api unchanged', async () => {
  const response = await post(stack.url, '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const session = (await response.json()) as { role: string; access: string };
  expect(session.role).toBe('Default');
  expect(session.access).toEqual(expect.any(String));
});

it('passes a REST error through with its status and detail', async () => {
  const viaGateway = await post(stack.url, '/auth/login/', { email: 'learner@example.com', password: 'Wrong#2026' });
  const direct = await post(stack.restUrl, '/auth/login/', { email: 'learner@example.com', password: 'Wrong#2026' });
  expect(viaGateway.status).toBe(direct.status);
  expect(await viaGateway.json()).toEqual(await direct.json());
});

it('passes the bearer token of a secured REST path through', async () => {
  const login = await post(stack.url, '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
  const { access } = (await login.json()) as { access: string };
  const roles = await fetch(`${stack.url}/auth/v1/group/`, { headers: { authorization: `Bearer ${access}` } });
  expect(roles.status).toBe(200);
  const anonymous = await fetch(`${stack.url}/api/study-plan/v1/subscribed-packages/`);
  expect(anonymous.status).toBe(401);
});

it('sends POST /register to the api, which judges the payload', async () => {
  const response = await post(stack.url, '/register', { email: 'half@example.com' });
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
});

it('answers an unknown path with a 404 JSON detail when no web build is served', async () => {
  const response = await fetch(`${stack.url}/register`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ detail: 'Not found.' });
});

/** A POST as clients that ask before sending (curl over 1 MB, .NET by default) make it: Expect: 100-continue. */
function postAskingFirst(base: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), expect: '100-continue' },
    });
    request.on('continue', () => request.end(payload));
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) as unknown }));
    });
    request.on('error', reject);
  });
}

it('passes a request that asked Expect: 100-continue, which the gateway already answered, to the api', async () => {
  const answer = await postAskingFirst(stack.url, '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
  expect(answer.status).toBe(200);
  expect(answer.json).toMatchObject({ role: 'Default' });
});
