// The commerce operations over GraphQL against the real api: packages and prices, a purchase paid
// in the api's SSLCommerz simulator through the gateway's own REST pass-through (as a browser on
// the one URL does), the subscription and invoice it leaves, and the coded refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveStack, verifiedNewcomer, type LiveStack } from '../liveStack';

let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The same path on the gateway: the one URL passes /api through to the api. */
const viaGateway = (url: string) => `${stack.url}${new URL(url).pathname}${new URL(url).search}`;

type Package = { id: number; name: string; type: string; total_price: number; orginal_price: number; duration: number };

describe('commerce over GraphQL', () => {
  let token: string;
  beforeAll(async () => {
    token = (await verifiedNewcomer(stack, 'buyer')).token;
  });

  it('lists packages by type, one package by id, the custom plan prices and the discount', async () => {
    const answer = await stack.graphql<{ packages: Package[]; offers: Package[]; planGrades: Array<{ subjects: Array<{ price: number; status: boolean }> }>; defaultDiscount: number }>(
      `{ packages(active: true, types: ["monthly", "quarterly"]) { id name type total_price orginal_price duration }
         offers: packages(active: true, type: "offer") { id type }
         planGrades { subjects { price status } }
         defaultDiscount }`,
      {},
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(new Set(answer.data?.packages.map((p) => p.type))).toEqual(new Set(['monthly', 'quarterly']));
    expect(answer.data?.offers.every((p) => p.type === 'offer')).toBe(true);
    expect(answer.data?.planGrades.flatMap((g) => g.subjects).every((s) => s.price > 0)).toBe(true);
    expect(answer.data?.defaultDiscount).toBe(0);
    const first = answer.data?.packages[0];
    const one = await stack.graphql<{ package: Package }>('query($id: Int!) { package(id: $id) { id name type total_price orginal_price duration } }', { id: first?.id }, token);
    expect(one.data?.package).toEqual(first);
  });

  it("answers a learner who never held a package with NOT_FOUND 'No Package Found'", async () => {
    const answer = await stack.graphql('{ myTransactions { id } }', {}, token);
    expect(answer.errors?.[0]).toMatchObject({ message: 'No Package Found', extensions: { code: 'NOT_FOUND', status: 404 } });
  });

  it('pays for a package in the simulator through the one URL, then shows the subscription and the invoice', async () => {
    const { data } = await stack.graphql<{ packages: Package[] }>('{ packages(type: "monthly") { id name total_price duration } }', {}, token);
    const monthly = data?.packages[0] ?? expect.fail('no monthly package');
    const started = await stack.graphql<{ purchase: { ssl_url: string; amount: number; tran_id: string } }>(
      'mutation($p: Int!, $d: Int) { purchase(package: $p, duration: $d) { ssl_url amount tran_id } }',
      { p: monthly.id, d: 30 },
      token,
    );
    expect(started.errors).toBeUndefined();
    const purchase = started.data?.purchase ?? expect.fail('no purchase');
    expect(purchase.amount).toBe(monthly.total_price);
    expect(purchase.ssl_url).toMatch(/\/api\/sslcommerz-simulator\/gwprocess\/v4\/gw\.php\?Q=pay&SESSIONKEY=\w+$/);

    const page = await (await fetch(viaGateway(purchase.ssl_url))).text();
    const key = /name="SESSIONKEY" value="([^"]+)"/.exec(page)?.[1] ?? expect.fail('no session key');
    const decided = await fetch(new URL('simulate/', viaGateway(purchase.ssl_url)), { method: 'POST', body: new URLSearchParams({ SESSIONKEY: key, outcome: 'pay' }) });
    const html = await decided.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? expect.fail('no return form');
    const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
    const back = await fetch(viaGateway(action), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect({ status: back.status, location: back.headers.get('location') }).toEqual({ status: 303, location: `/purchase/success?tran_id=${purchase.tran_id}` });

    const after = await stack.graphql<{
      subscribedPackages: Array<{ package: { name: string } }>;
      subscribedSubjects: Array<{ package_name: string }>;
      myTransactions: Array<{ transaction_id: string; amount: number; invoice: { subtotal: number; vat: number; total: number } }>;
    }>('{ subscribedPackages { package { name } } subscribedSubjects { package_name } myTransactions { transaction_id amount invoice { subtotal vat total } } }', {}, token);
    expect(after.errors).toBeUndefined();
    expect(after.data?.subscribedPackages.map((s) => s.package.name)).toEqual([monthly.name]);
    expect(after.data?.subscribedSubjects.every((s) => s.package_name === monthly.name)).toBe(true);
    expect(after.data?.myTransactions).toEqual([
      { transaction_id: purchase.tran_id, amount: monthly.total_price, invoice: { subtotal: 254.15, vat: 44.85, total: 299 } },
    ]);
  });

  it('refuses a custom plan duration the page does not offer and a purchase without a session', async () => {
    const grades = await stack.graphql<{ planGrades: Array<{ id: number; subjects: Array<{ id: number }> }> }>('{ planGrades { id subjects { id } } }', {}, token);
    const grade = grades.data?.planGrades[0] ?? expect.fail('no grade');
    const bad = await stack.graphql(
      'mutation($d: Int!, $details: [PlanSubjectInput!]!) { customPurchase(duration: $d, details: $details) { ssl_url } }',
      { d: 45, details: [{ grade_id: grade.id, subject_id: grade.subjects[0]?.id }] },
      token,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    const anonymous = await stack.graphql('mutation { purchase(package: 1) { ssl_url } }');
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('starts a custom plan priced by the server', async () => {
    const grades = await stack.graphql<{ planGrades: Array<{ id: number; subjects: Array<{ id: number; price: number; status: boolean }> }> }>(
      '{ planGrades { id subjects { id price status } } }',
      {},
      token,
    );
    const grade = grades.data?.planGrades[0] ?? expect.fail('no grade');
    const [one, two] = grade.subjects.filter((s) => s.status);
    const answer = await stack.graphql<{ customPurchase: { amount: number } }>(
      'mutation($details: [PlanSubjectInput!]!) { customPurchase(duration: 90, details: $details) { amount } }',
      { details: [one, two].map((s) => ({ grade_id: grade.id, subject_id: s?.id })) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.customPurchase.amount).toBe(((one?.price ?? 0) + (two?.price ?? 0)) * 90);
  });
});
