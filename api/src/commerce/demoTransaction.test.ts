// The demo learner's active subscription was bought like any other: My Transactions lists the
// paid purchase behind it, for the same package and days.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SUBSCRIPTION_DAYS } from '../db/seed';
import { asLearner, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Subscription = { package: { id: number; name: string } };
type Transaction = { transaction_id: string; package: { id: number; name: string }; duration: number; amount: number };

describe.each(stores)('the seeded learner on %s', (store) => {
  let t: TestApi;
  let auth: Auth;
  beforeAll(async () => {
    t = await startTestApi(store);
    auth = await asLearner(t);
  });
  afterAll(() => t.close());

  test('sees the transaction that bought their active subscription in My Transactions', async () => {
    const subscriptions = await t.call('GET', '/api/study-plan/v1/subscribed-packages/', undefined, auth);
    expect(subscriptions.status).toBe(200);
    const held = subscriptions.body as Subscription[];
    expect(held).toHaveLength(1);
    const reply = await t.call('GET', '/api/study-plan/v1/my-transaction/', undefined, auth);
    expect(reply.status).toBe(200);
    const bought = reply.body as Transaction[];
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ package: { id: held[0]?.package.id, name: 'Premium Monthly' }, duration: SUBSCRIPTION_DAYS });
    expect(bought[0]?.amount).toBeGreaterThan(0);
  });
});
