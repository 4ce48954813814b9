// Issue 2 acceptance: every auth endpoint answers malformed JSON, missing fields, oversized bodies
// and wrong types with a 4xx `detail`, never a 500, and never creates a half-made user.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registration } from '../test/fixtures';
import { BODY_TOO_LARGE } from './errors';
import { startTestApi, stores, type TestApi } from '../test/harness';

const validBodies: Record<string, Record<string, string>> = {
  '/auth/login/': { email: 'learner@example.com', password: 'Learner#2026' },
  '/auth/registration/': { ...registration() },
  '/register': { ...registration() },
  '/auth/logout/': { refresh: 'x' },
  '/auth/token/refresh/': { refresh: 'x' },
  '/auth/password/forget/': { email: 'learner@example.com' },
  '/auth/password/forget-confirm/': { token: 't', otp: '123456', password: 'Fresh#456', confirm_password: 'Fresh#456' },
};

const wrongTypes = (body: Record<string, string>) => Object.fromEntries(Object.keys(body).map((k) => [k, 12345678901]));

const badRequests: [string, string, (body: Record<string, string>) => string][] = [
  ['malformed JSON', 'application/json', (b) => JSON.stringify(b).slice(0, -3)],
  ['an empty body', 'application/json', () => ''],
  ['JSON null', 'application/json', () => 'null'],
  ['a JSON array', 'application/json', (b) => JSON.stringify([b])],
  ['no fields', 'application/json', () => '{}'],
  ['numbers for strings', 'application/json', (b) => JSON.stringify(wrongTypes(b))],
  ['an unknown field', 'application/json', (b) => JSON.stringify({ ...b, is_admin: true })],
  ['a body over 1 MiB', 'application/json', (b) => JSON.stringify({ ...b, pad: 'x'.repeat(1024 * 1024) })],
  ['plain text', 'text/plain', (b) => JSON.stringify(b)],
  ['a form post', 'application/x-www-form-urlencoded', () => 'email=a%40b.c&password=x'],
];

describe.each(stores)('bad input on %s', (store) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  describe.each(Object.entries(validBodies))('POST %s', (path, body) => {
    test.each(badRequests)('with %s answers a 4xx detail and creates no user', async (_name, contentType, payload) => {
      const users = await t.userCount();
      const res = await t.call('POST', path, payload(body), { 'content-type': contentType });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.detail).toBe('string');
      expect(String(res.json.detail).length).toBeGreaterThan(0);
      expect(await t.userCount()).toBe(users);
    });
  });

  test('validation details are sentences that name the field and the rule', async () => {
    const res = await t.call('POST', '/auth/login/', { email: 5, password: 'x' });
    expect(res).toMatchObject({ status: 400, json: { detail: 'Email must be text.' } });
    const empty = await t.call('POST', '/auth/password/forget/', { email: '' });
    expect(empty).toMatchObject({ status: 400, json: { detail: 'Email is required.' } });
    const missing = await t.call('POST', '/auth/password/forget/', {});
    expect(missing).toMatchObject({ status: 400, json: { detail: 'Email is required.' } });
    const noToken = await t.call('GET', '/auth/verify-email/?token=');
    expect(noToken).toMatchObject({ status: 400, json: { detail: 'Token is required.' } });
    const long = await t.call('POST', '/auth/registration/', registration({ full_name: 'x'.repeat(151) }));
    expect(long).toMatchObject({ status: 400, json: { detail: 'Full name must be at most 150 characters.' } });
    const extra = await t.call('POST', '/auth/login/', { email: 'a@b.c', password: 'x', is_admin: true });
    expect(extra).toMatchObject({ status: 400, json: { detail: "body has an unknown field 'is_admin'" } });
  });

  test('an oversized body is 413 and a non-JSON body is 415', async () => {
    // t.call checks each body against the operation's declared 413/415 response.
    const big = await t.call('POST', '/auth/login/', JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 1) }));
    expect(big).toMatchObject({ status: 413, json: { detail: BODY_TOO_LARGE } });
    const text = await t.call('POST', '/auth/login/', 'hello', { 'content-type': 'text/plain' });
    expect(text).toMatchObject({ status: 415, json: { detail: 'Unsupported media type; send application/json.' } });
  });

  test('verify-email without a token answers 400', async () => {
    const res = await t.call('GET', '/auth/verify-email/');
    expect(res.status).toBe(400);
    expect(res.json.detail).toBe('Token is required.');
  });

  test('an unknown route answers 404 "Not found."', async () => {
    const res = await t.api.app.inject({ url: '/auth/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});
