// Phone numbers are stored in E.164 however they were typed, at registration and on profile save.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn, type Auth } from '../test/examFixtures';
import { registration, verificationTokenFor } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { PHONE_TAKEN } from './registration';

type User = { id: number; email: string; phone_no: string; username: string | null };

describe.each(stores)('phone numbers in E.164 on %s', (store) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  async function register(phone: string): Promise<{ user: User; auth: Auth }> {
    const form = registration({ phone_no: phone });
    const created = await t.call('POST', '/auth/registration/', form);
    expect(created.status).toBe(201);
    const token = await verificationTokenFor(t, form.email);
    expect((await t.call('GET', `/auth/verify-email/?token=${token}`)).status).toBe(200);
    return { user: created.json.user as User, auth: await signIn(t, form.email, form.password) };
  }

  async function saveProfile(user: User, auth: Auth, phone: string) {
    const body = {
      id: user.id,
      full_name: 'Rafiq Islam',
      username: `rafiq${user.id}`,
      email: user.email,
      phone_no: phone,
      date_of_birth: '2004-05-17',
      gender: 'male',
    };
    return t.call('PATCH', `/auth/v1/user-detail/${user.id}/`, body, auth);
  }

  test('a Bangladeshi number typed with its trunk 0 after +880 is stored as +8801812345678', async () => {
    // The registration form joins the chosen code and the typed digits: '+880' + '01812345678'.
    const { user } = await register('+88001812345678');
    expect(user.phone_no).toBe('+8801812345678');
  });

  test('the same number typed with the plus, without it, or nationally is the one number already taken', async () => {
    for (const typed of ['+8801812345678', '8801812345678', '01812345678']) {
      const again = await t.call('POST', '/auth/registration/', registration({ phone_no: typed }));
      expect(again).toMatchObject({ status: 400, json: { detail: PHONE_TAKEN, phone_no: [PHONE_TAKEN] } });
    }
  });

  test('each way of typing a number registers it in E.164', async () => {
    expect((await register('+8801812345601')).user.phone_no).toBe('+8801812345601');
    expect((await register('8801812345602')).user.phone_no).toBe('+8801812345602');
    expect((await register('01812345603')).user.phone_no).toBe('+8801812345603');
  });

  test('a foreign number keeps its country and loses its trunk 0', async () => {
    expect((await register('+4407911123456')).user.phone_no).toBe('+447911123456');
  });

  test('a learner registered with the trunk 0 can save the profile with the number shown', async () => {
    const { user, auth } = await register('+88001812345604');
    const saved = await saveProfile(user, auth, user.phone_no);
    expect(saved.status).toBe(200);
    expect((saved.json.user as User).phone_no).toBe('+8801812345604');
  });

  test('a profile save stores the number in E.164 however it was typed', async () => {
    const { user, auth } = await register('+8801812345605');
    for (const [typed, stored] of [
      ['01812345606', '+8801812345606'],
      ['8801812345607', '+8801812345607'],
      ['+8801812345608', '+8801812345608'],
    ]) {
      const saved = await saveProfile(user, auth, typed ?? '');
      expect(saved.status).toBe(200);
      expect((saved.json.user as User).phone_no).toBe(stored);
    }
  });

  test('the country code typed again after the form’s +880, and Bengali digits, are the one number (issue 28 item 6)', async () => {
    // The form joins '+880' and the digits of '+880 1612-345678'.
    const { user, auth } = await register('+8808801612345678');
    expect(user.phone_no).toBe('+8801612345678');
    const saved = await saveProfile(user, auth, '০১৭১২৩৪৫৬৭৮');
    expect(saved.status).toBe(200);
    expect((saved.json.user as User).phone_no).toBe('+8801712345678');
    const again = await t.call('POST', '/auth/registration/', registration({ phone_no: '+880০১৭১২৩৪৫৬৭৮' }));
    expect(again).toMatchObject({ status: 400, json: { detail: PHONE_TAKEN } });
  });

  test('a national number saved on the profile is read in the country of the stored one', async () => {
    const { user, auth } = await register('+447911123457');
    const saved = await saveProfile(user, auth, '07911123458');
    expect(saved.status).toBe(200);
    expect((saved.json.user as User).phone_no).toBe('+447911123458');
  });
});
