// The audit log through HTTP (docs/content.md#audit): an Admin's contest creation, edit and
// cancellation each leave one entry naming who, what, which record, when, and the record before and
// after; an edit that changes nothing leaves none; the log narrows by kind, record and actor, pages
// newest first, refuses malformed filters, and is the Admin's alone.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, signIn, type Auth } from '../test/examFixtures';
import { fakeClock, HOUR } from '../test/fakeClock';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Entry = { id: number; actor: { id: number | null; email: string }; action: string; target: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; at: string };
type Page = { count: number; page: number; page_size: number; results: Entry[] };

const LOG = '/api/audit/v1/admin/actions/';
const CONTESTS = '/api/contest/v1/admin/contest';
const MODEL = 'Engineering Admission Model Test';

describe.each(stores)('the audit log on %s', (store) => {
  const clock = fakeClock(new Date('2026-08-01T02:00:00Z'));
  let t: TestApi;
  let admin: Auth;
  let template: number;

  beforeAll(async () => {
    t = await startTestApi(store, { now: clock.now });
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    const list = (await t.call('GET', '/api/exam/v1/exam-templates/?status=active', undefined, admin)).body as { id: number; name: string }[];
    const found = list.find((x) => x.name === MODEL);
    if (!found) throw new Error(`no template ${MODEL}`);
    template = found.id;
  });
  afterAll(() => t.close());

  const log = async (query = ''): Promise<Page> => {
    const res = await t.call('GET', `${LOG}${query}`, undefined, admin);
    expect(res.status).toBe(200);
    return res.body as Page;
  };

  test('a contest created, edited and cancelled leaves three entries, newest first, with the record before and after', async () => {
    const start = new Date(clock.now().getTime() + 2 * HOUR).toISOString();
    const created = await t.call('POST', `${CONTESTS}/`, { template, title: 'Weekly Engineering Mock', start_time: start }, admin);
    expect(created.status).toBe(201);
    const id = Number(created.json.id);
    clock.advance(1000);
    expect((await t.call('PATCH', `${CONTESTS}/${id}/`, { title: 'সাপ্তাহিক মডেল টেস্ট' }, admin)).status).toBe(200);
    clock.advance(1000);
    // The same title again changes nothing, so it is not an action worth an entry.
    expect((await t.call('PATCH', `${CONTESTS}/${id}/`, { title: 'সাপ্তাহিক মডেল টেস্ট' }, admin)).status).toBe(200);
    clock.advance(1000);
    expect((await t.call('POST', `${CONTESTS}/${id}/cancel/`, undefined, admin)).status).toBe(200);

    const page = await log(`?target=contest:${id}`);
    expect(page.count).toBe(3);
    expect(page.results.map((e) => e.action)).toEqual(['contest.cancel', 'contest.update', 'contest.create']);
    const [cancel, update, create] = page.results;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ id, title: 'Weekly Engineering Mock' });
    expect(Array.isArray(create?.after?.questions)).toBe(true);
    expect(update?.before).toMatchObject({ title: 'Weekly Engineering Mock' });
    expect(update?.after).toMatchObject({ title: 'সাপ্তাহিক মডেল টেস্ট' });
    expect(cancel?.before).toMatchObject({ cancelledAt: null });
    expect(typeof cancel?.after?.cancelledAt).toBe('string');
    expect(create?.actor.email).toBe('admin@example.com');
    expect(typeof create?.actor.id).toBe('number');
    // The server's clock, not the caller's, stamps each entry.
    expect(Date.parse(cancel?.at ?? '') - Date.parse(create?.at ?? '')).toBe(3000);
  });

  test('narrows by kind and actor, and an unknown kind or actor finds nothing', async () => {
    expect((await log('?kind=contest')).count).toBeGreaterThanOrEqual(3);
    expect((await log('?kind=package')).count).toBe(0);
    expect((await log('?actor=ADMIN@example')).count).toBeGreaterThanOrEqual(3);
    expect((await log('?actor=someone%25')).count).toBe(0);
    expect((await log('?page=9')).results).toEqual([]);
  });

  test.each([
    ['kind=Contest'],
    ['kind=contest%25'],
    ['target=contest'],
    ['target=contest:1%00'],
    ['actor=a%00b'],
    ['page=0'],
    ['page=100000'],
    [`actor=${'a'.repeat(255)}`],
  ])('refuses ?%s with 400', async (query) => {
    expect((await t.call('GET', `${LOG}?${query}`, undefined, admin)).status).toBe(400);
  });

  test('a learner, a manager and a stranger may not read it', async () => {
    expect((await t.call('GET', LOG, undefined, await asLearner(t))).status).toBe(403);
    expect((await t.call('GET', LOG, undefined, await signIn(t, 'manager@example.com', 'Manager#2026'))).status).toBe(403);
    expect((await t.call('GET', LOG)).status).toBe(401);
  });
});
