// The Admin's sales over GraphQL against the real api (docs/content.md#sales): the Admin lists and
// edits packages and finds transactions; a learner is refused; a refund the api refuses comes back
// as its words, and a package type the contract does not list is refused here.
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

type Pkg = { id: number; name: string; type: string; orginal_price_poisha: number; total_price_poisha: number; duration_days: number; descriptions: string[]; active: boolean };
const PACKAGES = '{ adminPackages { id name type orginal_price_poisha total_price_poisha duration_days descriptions active } }';
const UPDATE = 'mutation($id: Int!, $input: AdminPackageInput!) { adminUpdatePackage(id: $id, input: $input) { id total_price_poisha } }';

it('lets the Admin change a package price, which learners then see', async () => {
  const listed = await stack.graphql<{ adminPackages: Pkg[] }>(PACKAGES, {}, admin);
  const weekly = listed.data?.adminPackages.find((p) => p.type === '7 days');
  if (weekly === undefined) throw new Error('no weekly package');
  const { id, active: _active, ...input } = weekly;
  const changed = await stack.graphql<{ adminUpdatePackage: { total_price_poisha: number } }>(UPDATE, { id, input: { ...input, total_price_poisha: 8900 } }, admin);
  expect(changed.data?.adminUpdatePackage.total_price_poisha).toBe(8900);
  const seen = await stack.graphql<{ packages: Array<{ id: number; total_price: number }> }>('{ packages(active: true) { id total_price } }', {}, learner);
  expect(seen.data?.packages.find((p) => p.id === id)?.total_price).toBe(89);
});

it("sends a package's Bengali twin to the api and leaves the lines' twins as they were when none are sent", async () => {
  const listed = await stack.graphql<{ adminPackages: Pkg[] }>(PACKAGES, {}, admin);
  const short = listed.data?.adminPackages.find((p) => p.type === '3 days');
  if (short === undefined) throw new Error('no 3-day package');
  const { id, active: _active, ...input } = short;
  const before = await stack.graphql<{ adminPackages: Array<{ id: number; bengali_descriptions: Array<string | null> }> }>('{ adminPackages { id bengali_descriptions } }', {}, admin);
  const changed = await stack.graphql<{ adminUpdatePackage: { bengali: string | null; bengali_descriptions: Array<string | null> } }>(
    'mutation($id: Int!, $input: AdminPackageInput!) { adminUpdatePackage(id: $id, input: $input) { bengali bengali_descriptions } }',
    { id, input: { ...input, bengali: 'তিন দিনের ট্রায়াল', bengali_descriptions: null } },
    admin,
  );
  expect(changed.errors).toBeUndefined();
  expect(changed.data?.adminUpdatePackage.bengali).toBe('তিন দিনের ট্রায়াল');
  expect(changed.data?.adminUpdatePackage.bengali_descriptions).toEqual(before.data?.adminPackages.find((p) => p.id === id)?.bengali_descriptions);
});

it('refuses a package type the contract does not list, before the api', async () => {
  const listed = await stack.graphql<{ adminPackages: Pkg[] }>(PACKAGES, {}, admin);
  const first = listed.data?.adminPackages.find((p) => p.type === 'monthly');
  if (first === undefined) throw new Error('no monthly package');
  const { id, active: _active, ...input } = first;
  const answer = await stack.graphql(UPDATE, { id, input: { ...input, type: 'yearly' } }, admin);
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
});

it('finds the demo learner’s payment and answers a refused refund with the api’s words', async () => {
  const found = await stack.graphql<{ adminTransactions: { count: number; results: Array<{ id: number; status: string; learner: { email: string } }> } }>(
    'query($q: String) { adminTransactions(q: $q, status: "paid") { count results { id status learner { email } } } }',
    { q: 'learner@example.com' },
    admin,
  );
  const payment = found.data?.adminTransactions.results.find((r) => r.learner.email === 'learner@example.com');
  if (payment === undefined) throw new Error('no demo payment');
  const refund = await stack.graphql(
    'mutation($id: Int!) { refundTransaction(id: $id, amount_poisha: 100, remarks: "Test") { id } }',
    { id: payment.id },
    admin,
  );
  expect(refund.errors?.[0]?.message).toBe('This payment has no bank transaction at SSLCommerz to refund.');
});

it('refuses a learner the Admin’s fields', async () => {
  const answer = await stack.graphql(PACKAGES, {}, learner);
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
});
