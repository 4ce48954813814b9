// The Admin's sales through HTTP (docs/content.md#sales) against the SSLCommerz simulator: a learner
// pays, the Admin finds the payment by the learner's phone as a Bangladeshi types it, refunds it in
// full and the subscription ends, with a refund note queued and the refund audited; a second refund
// is 409, more than was paid 400, a refusal at SSLCommerz 502 with nothing changed; a partial refund
// shortens in proportion. Packages are created, edited, retired (no longer sold, their subscriptions
// run on) and validated; subject prices are set. Every write leaves one audit entry.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refundedEnd, salesAdminMessages as m } from '@proshno/engine';
import { adminActions } from '../db/auditSchema';
import { mailOutbox, transactions } from '../db/commerceSchema';
import { openDatabase } from '../db/connect';
import { signIn, type Auth } from '../test/examFixtures';
import { registration, verifiedLearner } from '../test/fixtures';
import { decide, listeningApi, returnToMerchant, startPurchase, subscriptionsOf } from '../test/commerceFixtures';
import { stores, type TestApi } from '../test/harness';
import { SIMULATOR_REFUND_REASONS } from './sslcommerzSimulator';

type AdminTransaction = {
  id: number;
  tran_id: string;
  status: string;
  amount_poisha: number;
  learner: { email: string; phone_no: string };
  subscription: { id: number; from_date: string; to_date: string } | null;
  refund: { amount_poisha: number; ref_id: string; remarks: string; refunded_at: string } | null;
};
type Page = { count: number; results: AdminTransaction[] };
type AdminPackage = { id: number; name: string; type: string; total_price_poisha: number; orginal_price_poisha: number; duration_days: number; active: boolean; descriptions: string[] };

const SALES = '/api/sales/v1/admin';

describe.each(stores)('sales administration on %s', (store) => {
  let t: TestApi & { url: string };
  let admin: Auth;
  let monthly: number;

  beforeAll(async () => {
    t = await listeningApi(store);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    const packages = (await t.call('GET', `${SALES}/packages/`, undefined, admin)).body as AdminPackage[];
    monthly = packages.find((p) => p.type === 'monthly')?.id ?? 0;
  });
  afterAll(() => t.close());

  /** A new learner (phone +88017…) who paid for the monthly package through the simulator. */
  async function paidLearner(language: 'en' | 'bn' = 'en') {
    const form = registration({ language });
    const { email, password } = await verifiedLearner(t, form);
    const auth = await signIn(t, email, password);
    const started = await startPurchase(t, auth, { package: monthly, duration: 30 });
    expect(started.status).toBe(201);
    await returnToMerchant(await decide(String(started.json.ssl_url), 'pay'));
    return { auth, email, phone: form.phone_no, tranId: String(started.json.tran_id) };
  }

  const search = async (query: string) => {
    const answer = await t.call('GET', `${SALES}/transactions/?${query}`, undefined, admin);
    expect(answer.status).toBe(200);
    return answer.body as Page;
  };
  const refund = (id: number, body: unknown) => t.call('POST', `${SALES}/transactions/${id}/refund/`, body, admin);

  test('finds a payment by the phone typed as 01…, in Bengali digits, and by e-mail', async () => {
    const paid = await paidLearner();
    const national = `0${paid.phone.slice(4)}`;
    const bengali = national.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    for (const typed of [national, bengali, paid.email.toUpperCase(), paid.tranId]) {
      const found = await search(`q=${encodeURIComponent(typed)}`);
      expect(found.results.map((r) => r.tran_id), typed).toEqual([paid.tranId]);
    }
    expect((await search(`q=${encodeURIComponent(paid.tranId)}&status=failed`)).results).toEqual([]);
    expect((await search('q=nobody-has-this')).count).toBe(0);
  });

  test('a full refund ends the subscription now, queues the refund note and cannot be repeated', async () => {
    const paid = await paidLearner('bn');
    const [found] = (await search(`q=${encodeURIComponent(paid.tranId)}`)).results;
    if (found === undefined) throw new Error('not found');
    expect(found.status).toBe('paid');
    expect(await subscriptionsOf(t, paid.auth)).toHaveLength(1);

    expect((await refund(found.id, { amount_poisha: found.amount_poisha + 1, remarks: 'Too much' })).status).toBe(400);
    const done = await refund(found.id, { amount_poisha: found.amount_poisha, remarks: 'Bought by mistake' });
    expect(done.status).toBe(200);
    const refunded = done.body as AdminTransaction;
    expect(refunded.status).toBe('refunded');
    expect(refunded.refund).toMatchObject({ amount_poisha: found.amount_poisha, remarks: 'Bought by mistake' });
    expect(refunded.refund?.ref_id).not.toBe('');
    expect(await subscriptionsOf(t, paid.auth)).toEqual([]);

    const again = await refund(found.id, { amount_poisha: 100, remarks: 'Again' });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe(m.alreadyRefunded);
    expect((await search(`q=${encodeURIComponent(paid.tranId)}&status=refunded`)).results).toHaveLength(1);
  });

  test('a partial refund shortens the subscription by the refunded share', async () => {
    const paid = await paidLearner();
    const [found] = (await search(`q=${encodeURIComponent(paid.tranId)}`)).results;
    if (found?.subscription == null) throw new Error('no subscription');
    const half = Math.floor(found.amount_poisha / 2);
    const done = (await refund(found.id, { amount_poisha: half, remarks: 'Half the month' })).body as AdminTransaction;
    const from = new Date(found.subscription.from_date);
    const to = new Date(found.subscription.to_date);
    const refundedAt = new Date(done.refund?.refunded_at ?? '');
    expect(done.subscription?.to_date).toBe(refundedEnd({ from, to }, found.amount_poisha, half, refundedAt).toISOString());
    expect(new Date(done.subscription?.to_date ?? '').getTime()).toBeLessThan(to.getTime());
    expect(await subscriptionsOf(t, paid.auth)).toHaveLength(1);
  });

  test('a refund SSLCommerz refuses is a 502 that changes nothing', async () => {
    // The seeded learner's payment was never made at the simulator: it does not know its bank_tran_id.
    const seeded = (await search('q=learner%40example.com&status=paid')).results.find((r) => r.learner.email === 'learner@example.com');
    if (seeded === undefined) throw new Error('no seeded payment');
    const answer = await refund(seeded.id, { amount_poisha: 100, remarks: 'Test' });
    if (answer.status === 409) {
      expect(answer.json.detail).toBe(m.noBankTransaction);
    } else {
      expect(answer.status).toBe(502);
      expect(answer.json.detail).toBe(m.gatewayRefused(SIMULATOR_REFUND_REASONS.unknownPayment));
    }
    expect((await t.call('GET', `${SALES}/transactions/${seeded.id}/`, undefined, admin)).body).toEqual(seeded);
  });

  test('packages: created, validated, edited, retired and offered again', async () => {
    const input = { name: 'Test Week', type: '7 days', orginal_price_poisha: 20_000, total_price_poisha: 15_000, duration_days: 7, descriptions: ['Every subject for 7 days'] };
    const made = await t.call('POST', `${SALES}/packages/`, input, admin);
    expect(made.status).toBe(201);
    const pkg = made.body as AdminPackage;
    expect(pkg).toMatchObject({ ...input, active: true });

    expect((await t.call('POST', `${SALES}/packages/`, { ...input, name: 'test week' }, admin)).status).toBe(409);
    expect((await t.call('POST', `${SALES}/packages/`, { ...input, name: 'Other', total_price_poisha: -1 }, admin)).status).toBe(400);
    expect((await t.call('POST', `${SALES}/packages/`, { ...input, name: 'Other', duration_days: 0 }, admin)).status).toBe(400);
    expect((await t.call('POST', `${SALES}/packages/`, { ...input, name: 'Other', duration_days: 9 }, admin)).json.detail).toBe(m.packageDaysOfType(7));
    expect((await t.call('POST', `${SALES}/packages/`, { ...input, name: 'Other', total_price_poisha: 30_000 }, admin)).json.detail).toBe(m.packagePriceAboveOriginal);

    const edited = await t.call('PUT', `${SALES}/packages/${pkg.id}/`, { ...input, total_price_poisha: 12_500, descriptions: ['One', 'Two'] }, admin);
    expect(edited.body).toMatchObject({ total_price_poisha: 12_500, descriptions: ['One', 'Two'] });
    const learner = (await paidLearner()).auth;
    const onSale = (await t.call('GET', '/api/study-plan/v1/package/?active=true', undefined, learner)).body as Array<{ id: number; total_price: number }>;
    expect(onSale.find((p) => p.id === pkg.id)?.total_price).toBe(125);

    expect((await t.call('PUT', `${SALES}/packages/${pkg.id}/active/`, { active: false }, admin)).body).toMatchObject({ active: false });
    const later = (await t.call('GET', '/api/study-plan/v1/package/?active=true', undefined, learner)).body as Array<{ id: number }>;
    expect(later.some((p) => p.id === pkg.id)).toBe(false);
    expect((await startPurchase(t, learner, { package: pkg.id, duration: 7 })).status).toBe(400);
    expect((await t.call('PUT', `${SALES}/packages/${pkg.id}/active/`, { active: true }, admin)).body).toMatchObject({ active: true });
  });

  test("a package's Bengali name and lines are kept as twins, line by line, and shown to a Bengali page", async () => {
    const input = {
      name: 'Test Fortnight Offer',
      type: 'offer',
      orginal_price_poisha: 30_000,
      total_price_poisha: 19_900,
      duration_days: 14,
      descriptions: ['Every subject for 14 days', 'Model tests of Dhaka University'],
      bengali: '  পাক্ষিক অফার  ',
      bengali_descriptions: ['১৪ দিন সব বিষয়'],
    };
    // More Bengali lines than lines: refused, and nothing is made.
    const tooMany = await t.call('POST', `${SALES}/packages/`, { ...input, bengali_descriptions: ['এক', 'দুই', 'তিন'] }, admin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.detail).toBe(m.packageTwinLinesAboveLines);
    const before = (await t.call('GET', `${SALES}/packages/`, undefined, admin)).body as AdminPackage[];
    expect(before.some((p) => p.name === input.name)).toBe(false);

    const made = await t.call('POST', `${SALES}/packages/`, input, admin);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ bengali: 'পাক্ষিক অফার', bengali_descriptions: ['১৪ দিন সব বিষয়', null] });
    const id = (made.body as AdminPackage).id;

    // An empty twin leaves the line's as it was; a line past the Bengali ones keeps its own.
    const edited = await t.call('PUT', `${SALES}/packages/${id}/`, { ...input, bengali: '', bengali_descriptions: ['', 'ঢাকা বিশ্ববিদ্যালয়ের মডেল টেস্ট'] }, admin);
    expect(edited.body).toMatchObject({ bengali: 'পাক্ষিক অফার', bengali_descriptions: ['১৪ দিন সব বিষয়', 'ঢাকা বিশ্ববিদ্যালয়ের মডেল টেস্ট'] });

    const learner = (await paidLearner()).auth;
    const twins = (await t.call('GET', '/api/exam/v1/name-twins/', undefined, learner)).body as Array<{ name: string; bengali: string }>;
    expect(twins.filter((twin) => [input.name, ...input.descriptions].includes(twin.name))).toEqual(
      expect.arrayContaining([
        { name: input.name, bengali: 'পাক্ষিক অফার' },
        { name: 'Every subject for 14 days', bengali: '১৪ দিন সব বিষয়' },
        { name: 'Model tests of Dhaka University', bengali: 'ঢাকা বিশ্ববিদ্যালয়ের মডেল টেস্ট' },
      ]),
    );
    expect((await t.call('PUT', `${SALES}/packages/${id}/active/`, { active: false }, admin)).status).toBe(200);
  });

  test('retiring a package leaves its running subscriptions running', async () => {
    const paid = await paidLearner();
    expect((await t.call('PUT', `${SALES}/packages/${monthly}/active/`, { active: false }, admin)).status).toBe(200);
    expect(await subscriptionsOf(t, paid.auth)).toHaveLength(1);
    expect((await t.call('PUT', `${SALES}/packages/${monthly}/active/`, { active: true }, admin)).status).toBe(200);
  });

  test('subject prices are set per day and offered or not', async () => {
    const prices = (await t.call('GET', `${SALES}/subject-prices/`, undefined, admin)).body as Array<{ subject_id: number; price_poisha: number; status: boolean }>;
    const first = prices[0];
    if (first === undefined) throw new Error('no subjects');
    const set = await t.call('PUT', `${SALES}/subject-prices/${first.subject_id}/`, { price_poisha: 450, status: false }, admin);
    expect(set.body).toMatchObject({ subject_id: first.subject_id, price_poisha: 450, status: false });
    expect((await t.call('PUT', `${SALES}/subject-prices/${first.subject_id}/`, { price_poisha: -5, status: true }, admin)).status).toBe(400);
    expect((await t.call('PUT', '/api/sales/v1/admin/subject-prices/999999/', { price_poisha: 5, status: true }, admin)).status).toBe(404);
  });

  // Last: reading the tables stops the api (PGlite allows one connection), and with it the simulator.
  test('each refund has one refund note in the learner\'s language and every write one audit entry', async () => {
    let notes: Array<typeof mailOutbox.$inferSelect> = [];
    let actions: Array<typeof adminActions.$inferSelect> = [];
    let refunded: Array<typeof transactions.$inferSelect> = [];
    await t.restart(async (config) => {
      const database = await openDatabase(config);
      notes = (await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id))).filter((n) => n.kind === 'refund');
      actions = await database.db.select().from(adminActions).orderBy(asc(adminActions.id));
      refunded = (await database.db.select().from(transactions)).filter((r) => r.refundedAt !== null);
      await database.close();
    });
    expect(refunded).toHaveLength(2);
    expect(notes.map((n) => n.transactionId).sort()).toEqual(refunded.map((r) => r.id).sort());
    expect(notes.some((n) => n.subject.startsWith('আপনার প্রশ্নো রিফান্ড'))).toBe(true);
    expect(notes.some((n) => n.subject.startsWith('Your Proshno refund'))).toBe(true);
    const named = actions.map((a) => a.action);
    expect(named.filter((a) => a === 'transaction.refund')).toHaveLength(2);
    // Two packages made (a refused one writes nothing), each edited once; three retirements.
    expect(named.filter((a) => a === 'package.create')).toHaveLength(2);
    expect(named.filter((a) => a === 'package.update')).toHaveLength(2);
    expect(named.filter((a) => a === 'package.retire')).toHaveLength(3);
    expect(named.filter((a) => a === 'package.restore')).toHaveLength(2);
    expect(named.filter((a) => a === 'subject_price.update')).toHaveLength(1);
    const full = actions.find((a) => a.action === 'transaction.refund');
    expect(full?.before).toMatchObject({ status: 'paid', refund: null });
    expect(full?.after).toMatchObject({ status: 'refunded', refund: { remarks: 'Bought by mistake' } });
  });
});
