import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveStack, type LiveStack } from '../liveStack';

const query = /* GraphQL */ `
  {
    subscribedPackages {
      id
      package { id name }
      from_date
      to_date
      details { grade { name } subject { name } }
    }
  }
`;

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(async () => {
  await stack?.close();
});

async function accessOf(email: string, password: string): Promise<string | undefined> {
  const answer = await stack.graphql<{ login: { access: string } }>(
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access } }',
    { email, password },
  );
  return answer.data?.login.access;
}

type Packages = { subscribedPackages: Array<{ to_date: string; package: { name: string } }> };

it('lists the active subscription of the demo learner', async () => {
  const answer = await stack.graphql<Packages>(query, {}, await accessOf('learner@example.com', 'Learner#2026'));
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.subscribedPackages.length).toBeGreaterThan(0);
  for (const subscription of answer.data?.subscribedPackages ?? []) {
    expect(Date.parse(subscription.to_date)).toBeGreaterThan(Date.now());
  }
});

it('lists nothing for the newbie, who has no subscription', async () => {
  const answer = await stack.graphql<Packages>(query, {}, await accessOf('newbie@example.com', 'Newbie#2026'));
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.subscribedPackages).toEqual([]);
});

it('answers a forged token with UNAUTHENTICATED', async () => {
  const answer = await stack.graphql(query, {}, 'not-a-token');
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
});
