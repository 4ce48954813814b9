import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoLogins } from '../index';
import { registration } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

describe.each(stores)('login on %s', (store) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  test.each(demoLogins)('the demo login $email signs in with role $role', async ({ email, password, role }) => {
    const res = await t.call('POST', '/auth/login/', { email, password });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ role, image: null, user: { email } });
  });

  test('an unknown e-mail answers 404 with a detail containing "not found"', async () => {
    const res = await t.call('POST', '/auth/login/', { email: 'nobody@example.com', password: 'Whatever#1' });
    expect(res.status).toBe(404);
    expect(String(res.json.detail).toLowerCase()).toContain('not found');
  });

  test('a wrong password answers 401 with a detail containing "wrong credential"', async () => {
    const res = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2025' });
    expect(res.status).toBe(401);
    expect(res.json.detail).toContain('wrong credential');
  });

  test('an unverified account with a wrong password learns nothing about verification', async () => {
    const form = registration();
    expect((await t.call('POST', '/auth/registration/', form)).status).toBe(201);
    const wrong = await t.call('POST', '/auth/login/', { email: form.email, password: 'Other#123' });
    expect(wrong.json.detail).toContain('wrong credential');
    const right = await t.call('POST', '/auth/login/', { email: form.email, password: form.password });
    expect(right).toMatchObject({ status: 401, json: { detail: 'Please verify your email before logging in.' } });
  });

  test('a signed-in learner sees the demo subscription and a newbie sees none', async () => {
    const learner = await t.call('POST', '/auth/login/', { email: 'learner@example.com', password: 'Learner#2026' });
    const subs = await t.call('GET', '/api/study-plan/v1/subscribed-packages/', undefined, {
      authorization: `Bearer ${String(learner.json.access)}`,
    });
    expect(subs.status).toBe(200);
    expect(subs.body).toEqual([expect.objectContaining({ package: expect.objectContaining({ name: 'Premium Monthly' }) })]);

    const newbie = await t.call('POST', '/auth/login/', { email: 'newbie@example.com', password: 'Newbie#2026' });
    const none = await t.call('GET', '/api/study-plan/v1/subscribed-packages/', undefined, {
      authorization: `Bearer ${String(newbie.json.access)}`,
    });
    expect(none).toMatchObject({ status: 200, body: [] });
  });
});
