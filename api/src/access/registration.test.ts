import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMails } from '../mail/outbox';
import { registration, verificationTokenFor } from '../test/fixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

describe.each(stores)('registration and e-mail verification on %s', (store) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(store);
  });
  afterAll(() => t.close());

  test('a newcomer registers, verifies once from the mailed link and then signs in', async () => {
    const form = registration({ email: 'Sadia.Newcomer@Example.com', phone_no: '+8801811111111' });
    const created = await t.call('POST', '/auth/registration/', form);
    expect(created.status).toBe(201);
    expect(created.json.detail).toBe('Registration successful. Check your email for verification.');
    expect(created.json.user).toMatchObject({ email: form.email, phone_no: form.phone_no, image: null });

    const before = await t.call('POST', '/auth/login/', { email: form.email, password: form.password });
    expect(before.status).toBe(401);
    expect(before.json.detail).toContain('verify your email');

    const mail = (await outboxMails(t.config.dataDir)).at(-1);
    expect(mail?.to.toLowerCase()).toBe(form.email.toLowerCase());
    expect(await readFile(mail?.file ?? '', 'utf8')).toMatch(/^Subject: Verify your email$/m);
    const token = await verificationTokenFor(t, form.email);

    const first = await t.call('GET', `/auth/verify-email/?token=${token}`);
    expect(first).toMatchObject({ status: 200, json: { detail: 'Email verified successfully!' } });
    const second = await t.call('GET', `/auth/verify-email/?token=${token}`);
    expect(second).toMatchObject({ status: 400, json: { detail: 'This link has already been used' } });

    const login = await t.call('POST', '/auth/login/', { email: 'sadia.newcomer@example.com', password: form.password });
    expect(login.status).toBe(200);
    expect(login.json).toMatchObject({ role: 'Default', image: null });
  });

  test('an unknown verification token fails with the invalid-or-expired text', async () => {
    const res = await t.call('GET', '/auth/verify-email/?token=not-a-real-token');
    expect(res).toMatchObject({ status: 400, json: { detail: 'The verification link is invalid or has expired.' } });
  });

  test('the legacy /register path registers the same way', async () => {
    const res = await t.call('POST', '/register', registration());
    expect(res.status).toBe(201);
  });

  test('a second account with the same e-mail in other letters is refused', async () => {
    const form = registration();
    expect((await t.call('POST', '/auth/registration/', form)).status).toBe(201);
    const again = await t.call('POST', '/auth/registration/', registration({ email: form.email.toUpperCase() }));
    expect(again).toMatchObject({ status: 400, json: { detail: 'A user with this email already exists.' } });
  });

  test('a second account with the same phone number is refused with a phone_no list', async () => {
    const form = registration();
    expect((await t.call('POST', '/auth/registration/', form)).status).toBe(201);
    const again = await t.call('POST', '/auth/registration/', registration({ phone_no: form.phone_no }));
    expect(again.status).toBe(400);
    expect(again.json).toEqual({
      detail: 'A user with this phone number already exists.',
      phone_no: ['A user with this phone number already exists.'],
    });
  });

  test.each([
    [{ date_of_birth: '2999-01-01' }, 'Invalid Date of Birth'],
    [{ date_of_birth: '2003-02-30' }, 'Invalid Date of Birth'],
    [{ email: 'no-at-sign.example.com' }, 'Invalid Email'],
    [{ password: 'Ab#1', confirm_password: 'Ab#1' }, 'Password must be at least 6 characters'],
    [{ confirm_password: 'Secret#13' }, 'Password does not match'],
    [{ password: 'Secret#12Secret#12', confirm_password: 'Secret#12Secret#12' }, 'Password must be at most 16 characters'],
    [{ phone_no: '+88017123' }, 'Phone Number must be 11 digits or above'],
    [{ full_name: '   ' }, 'Full name is required'],
    // docs/access.md#address: only a crafted request sends a place off the lists.
    [{ state: 'Dhaka', city: 'Cumilla' }, 'Choose a district of the chosen division'],
    [{ state: 'Comilla', city: '' }, 'Choose a division from the list'],
    [{ country: 'Bengal' }, 'Choose a country from the list'],
  ])('a payload with %o is refused with %s and creates no user', async (change, message) => {
    const users = await t.userCount();
    const res = await t.call('POST', '/auth/registration/', registration(change));
    expect(res).toMatchObject({ status: 400, json: { detail: message } });
    expect(await t.userCount()).toBe(users);
  });
});
