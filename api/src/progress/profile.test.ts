// The profile (docs/progress.md#profile, docs/progress.md#profile-save, docs/api.md#auth-paths): GET and PATCH /auth/v1/user-detail/, the caller's only, the
// save rules of docs/progress.md#profile-save repeated by the server, and unique e-mail, phone and username.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, asStranger, signIn, type Auth } from '../test/examFixtures';
import { verifiedLearner } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Address = { country: string; state: string; city: string; address_line1: string; address_line2: string; postal_code: string };
type Detail = {
  user: { id: number; full_name: string; username: string | null; email: string; phone_no: string; date_of_birth: string; gender: string } & Address;
  image: { image: string } | null;
};

describe.each(stores)('the profile on %s', (store) => {
  let t: TestApi;
  let me: Auth;
  let mine: Detail;
  beforeAll(async () => {
    t = await startTestApi(store);
    const account = await verifiedLearner(t);
    me = await signIn(t, account.email, account.password);
    mine = (await t.call('GET', '/auth/v1/user-detail/', undefined, me)).body as Detail;
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    id: mine.user.id,
    full_name: 'Nusrat Jahan',
    username: `nusrat${mine.user.id}`,
    email: mine.user.email,
    phone_no: mine.user.phone_no,
    date_of_birth: '2005-02-14',
    gender: 'female',
    ...overrides,
  });
  const save = (payload: unknown, id = mine.user.id, auth = me) => t.call('PATCH', `/auth/v1/user-detail/${id}/`, payload, auth);

  test('fetches the caller’s own profile without an image at first', () => {
    expect(mine.image).toBeNull();
    expect(mine.user.full_name).toBe('Rafiq Islam');
  });

  test('saves the fields and answers with the saved profile', async () => {
    const res = await save(body());
    expect(res.status).toBe(200);
    expect((res.body as Detail).user).toMatchObject({ full_name: 'Nusrat Jahan', username: `nusrat${mine.user.id}`, date_of_birth: '2005-02-14', gender: 'female' });
    const again = (await t.call('GET', '/auth/v1/user-detail/', undefined, me)).body as Detail;
    expect(again.user.full_name).toBe('Nusrat Jahan');
  });

  test('saves a new address, checked as registration checks it; a save that leaves it out keeps it (docs/progress.md#profile-address)', async () => {
    const moved: Address = { country: 'Bangladesh', state: 'Chattogram', city: 'Cumilla', address_line1: ' বাড়ি ১২, কান্দিরপাড় ', address_line2: 'Flat 3B', postal_code: '৩৫০০' };
    const res = await save(body(moved));
    expect(res.status).toBe(200);
    const expected = { ...moved, address_line1: 'বাড়ি ১২, কান্দিরপাড়' };
    expect((res.body as Detail).user).toMatchObject(expected);
    // The specification's body alone changes no part of the address.
    expect(await save(body())).toMatchObject({ status: 200 });
    expect(((await t.call('GET', '/auth/v1/user-detail/', undefined, me)).body as Detail).user).toMatchObject(expected);

    const refused: Array<[Partial<Address>, string]> = [
      [{ city: 'Gazipur' }, 'Choose a district of the chosen division'],
      [{ state: 'Comilla', city: '' }, 'Choose a division from the list'],
      [{ country: 'Atlantis' }, 'Choose a country from the list'],
      [{ address_line1: '   ' }, 'Address line 1 is required'],
    ];
    for (const [change, detail] of refused) {
      expect(await save(body({ ...moved, ...change })), detail).toMatchObject({ status: 400, json: { detail } });
    }
    // Past the contract's limits, or not text: refused by the schema before any rule.
    for (const change of [{ postal_code: '1'.repeat(21) }, { address_line1: 'x'.repeat(256) }, { city: 42 }, { country: '' }, { address_line2: null }]) {
      expect((await save(body({ ...moved, ...change }))).status, JSON.stringify(change)).toBe(400);
    }
    expect(((await t.call('GET', '/auth/v1/user-detail/', undefined, me)).body as Detail).user).toMatchObject(expected);
  });

  test("another user's id is 404 and changes nothing", async () => {
    const learner = await asLearner(t);
    const theirs = (await t.call('GET', '/auth/v1/user-detail/', undefined, learner)).body as Detail;
    expect(await save(body({ id: theirs.user.id }), theirs.user.id)).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect(await save(body(), theirs.user.id)).toMatchObject({ status: 404 });
    const after = (await t.call('GET', '/auth/v1/user-detail/', undefined, learner)).body as Detail;
    expect(after.user.full_name).toBe(theirs.user.full_name);
  });

  test('checks docs/progress.md#profile-save in order with its messages', async () => {
    expect(await save(body({ full_name: '   ' }))).toMatchObject({ status: 400, json: { detail: 'Full Name is required' } });
    expect(await save(body({ username: ' ' }))).toMatchObject({ status: 400, json: { detail: 'Username is required' } });
    expect(await save(body({ date_of_birth: '2099-01-01' }))).toMatchObject({ status: 400, json: { detail: 'Date of Birth cannot be in the future' } });
    expect(await save(body({ date_of_birth: '2005-02-30' }))).toMatchObject({ status: 400, json: { detail: 'Date of Birth must be DD/MM/YYYY' } });
    expect(await save(body({ email: 'no-at-sign.com' }))).toMatchObject({ status: 400, json: { detail: 'Invalid Email' } });
  });

  test('refuses an e-mail, phone or username another user has', async () => {
    const other = await asStranger(t);
    const theirs = (await t.call('GET', '/auth/v1/user-detail/', undefined, other)).body as Detail;
    await t.call('PATCH', `/auth/v1/user-detail/${theirs.user.id}/`, { ...body(), id: theirs.user.id, email: theirs.user.email, phone_no: theirs.user.phone_no, username: 'taken-name' }, other);
    expect(await save(body({ email: theirs.user.email.toUpperCase() }))).toMatchObject({ status: 400, json: { detail: 'A user with this email already exists.' } });
    expect(await save(body({ phone_no: theirs.user.phone_no }))).toMatchObject({ status: 400, json: { detail: 'A user with this phone number already exists.' } });
    expect(await save(body({ username: 'Taken-Name' }))).toMatchObject({ status: 400, json: { detail: 'A user with this username already exists.' } });
  });

  test('malformed bodies are 4xx with a detail and change nothing', async () => {
    const before = (await t.call('GET', '/auth/v1/user-detail/', undefined, me)).body as Detail;
    const bad: unknown[] = [
      '{"id":',
      [],
      { ...body(), gender: 'robot' },
      { ...body(), phone_no: '0171' },
      { ...body(), full_name: 'x'.repeat(151) },
      { ...body(), is_admin: true },
      { ...body(), id: String(mine.user.id) },
      (({ email: _omit, ...rest }) => rest)(body()),
    ];
    for (const payload of bad) {
      const res = await save(payload);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.detail).toBe('string');
    }
    expect((await t.call('PATCH', `/auth/v1/user-detail/abc/`, body(), me)).status).toBe(400);
    expect((await t.call('PATCH', `/auth/v1/user-detail/${mine.user.id}/`, body())).status).toBe(401);
    expect((await t.call('GET', '/auth/v1/user-detail/', undefined, me)).body).toEqual(before);
  });
});
