// The Admin's learners over GraphQL against the real api (docs/access.md#admin-learners): the Admin
// finds the demo learner by a phone typed with Bengali digits, reads the account, disables it (the
// learner's sign-in is then refused with the catalogue's message), enables it and changes another
// account's role; a learner is refused every field; bad input is the api's 400.
import { messages } from '@proshno/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessOf, startLiveStack, type LiveStack } from '../liveStack';

let stack: LiveStack;
let admin: string;
let learner: string;
beforeAll(async () => {
  stack = await startLiveStack();
  admin = await accessOf(stack, 'admin@example.com', 'Admin#2026');
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
});
afterAll(async () => {
  await stack?.close();
});

const signIn = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { access role } }';

type Account = { id: number; email: string; role: string; disabled_at: string | null; subscribed_until: string | null };
const accountFields = 'id full_name email phone_no role is_verified disabled_at created_at subscribed_until';

it('the Admin finds the demo learner by phone in Bengali digits, reads the account, disables and enables it', async () => {
  const found = await stack.graphql<{ adminLearners: { count: number; results: Account[] } }>(
    `query($q: String) { adminLearners(q: $q) { count page page_size results { ${accountFields} } } }`,
    { q: '০১৭০০০০০০০১' },
    admin,
  );
  expect(found.errors).toBeUndefined();
  expect(found.data?.adminLearners.results.map((a) => a.email)).toEqual(['learner@example.com']);
  const id = found.data?.adminLearners.results[0]?.id ?? 0;

  const detail = await stack.graphql<{ adminLearner: { subscriptions: Array<{ package: string; subjects: string[] }>; transactions: Array<{ status: string; amount: number }> } }>(
    `query($id: Int!) { adminLearner(id: $id) { ${accountFields} date_of_birth gender country state city language subscriptions { id package subjects from_date to_date } transactions { id transaction_id package amount status created_at } } }`,
    { id },
    admin,
  );
  expect(detail.errors).toBeUndefined();
  expect(detail.data?.adminLearner.subscriptions[0]?.package).toBe('Premium Monthly');
  expect(detail.data?.adminLearner.transactions[0]?.status).toBe('paid');

  const disabled = await stack.graphql<{ adminDisableLearner: Account }>(`mutation($id: Int!) { adminDisableLearner(id: $id) { ${accountFields} } }`, { id }, admin);
  expect(typeof disabled.data?.adminDisableLearner.disabled_at).toBe('string');
  const refused = await stack.graphql(signIn, { email: 'learner@example.com', password: 'Learner#2026' });
  expect(refused.errors?.[0]?.extensions).toMatchObject({ status: 401, body: { detail: messages.loginDisabled } });

  const enabled = await stack.graphql<{ adminEnableLearner: Account }>(`mutation($id: Int!) { adminEnableLearner(id: $id) { ${accountFields} } }`, { id }, admin);
  expect(enabled.data?.adminEnableLearner.disabled_at).toBeNull();
  expect((await stack.graphql(signIn, { email: 'learner@example.com', password: 'Learner#2026' })).errors).toBeUndefined();
});

it("the Admin changes another account's role, which its next sign-in carries", async () => {
  const found = await stack.graphql<{ adminLearners: { results: Account[] } }>('{ adminLearners(role: Management) { results { id email } } }', {}, admin);
  const id = found.data?.adminLearners.results[0]?.id ?? 0;
  const changed = await stack.graphql<{ adminSetLearnerRole: Account }>('mutation($id: Int!, $role: RoleName!) { adminSetLearnerRole(id: $id, role: $role) { id role } }', { id, role: 'Default' }, admin);
  expect(changed.data?.adminSetLearnerRole).toEqual({ id, role: 'Default' });
  const session = await stack.graphql<{ login: { role: string } }>(signIn, { email: 'manager@example.com', password: 'Manager#2026' });
  expect(session.data?.login.role).toBe('Default');
  await stack.graphql('mutation($id: Int!) { adminSetLearnerRole(id: $id, role: Management) { id } }', { id }, admin);
});

it("refuses a learner the Admin's fields with FORBIDDEN, and bad input with the api's 400", async () => {
  // A fresh sign-in: the token from before the disable above stays refused after the enable
  // (docs/access.md#disabled-accounts).
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
  const listed = await stack.graphql('{ adminLearners { count } }', {}, learner);
  expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const disable = await stack.graphql('mutation { adminDisableLearner(id: 1) { id } }', {}, learner);
  expect(disable.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const long = await stack.graphql('query($q: String) { adminLearners(q: $q) { count } }', { q: 'x'.repeat(101) }, admin);
  expect(long.errors?.[0]?.extensions).toMatchObject({ status: 400 });
  const page = await stack.graphql('{ adminLearners(page: 0) { count } }', {}, admin);
  expect(page.errors?.[0]?.extensions).toMatchObject({ status: 400 });
});
