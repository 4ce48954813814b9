// A valid registration payload (docs/api.md#shape-registration); tests change one field.
import type { Registration } from '../access/registrationRules';
import type { TestApi } from './harness';
import { latestMailTo } from '../mail/outbox';

let serial = 0;

export function registration(overrides: Partial<Registration> = {}): Registration {
  serial += 1;
  const n = `${process.pid}${serial}`.slice(-8).padStart(8, '0');
  return {
    full_name: 'Rafiq Islam',
    email: `rafiq.${n}@example.com`,
    phone_no: `+88017${n}`,
    date_of_birth: '2004-05-17',
    gender: 'male',
    country: 'Bangladesh',
    state: 'Dhaka',
    city: 'Gazipur',
    address_line1: 'House 12, Road 4',
    address_line2: '',
    postal_code: '1700',
    password: 'Secret#12',
    confirm_password: 'Secret#12',
    ...overrides,
  };
}

/** The verification token from the newest mail to `email` in the outbox. */
export async function verificationTokenFor(t: TestApi, email: string): Promise<string> {
  const mail = await latestMailTo(t.config.dataDir, email);
  const token = /\/verify\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}

/** Registers and verifies a new learner (with `overrides` in its form); returns its credentials. */
export async function verifiedLearner(t: TestApi, overrides: Partial<Registration> = {}): Promise<{ email: string; password: string }> {
  const form = registration(overrides);
  const created = await t.call('POST', '/auth/registration/', form);
  if (created.status !== 201) throw new Error(`registration failed: ${JSON.stringify(created.body)}`);
  const token = await verificationTokenFor(t, form.email);
  const verified = await t.call('GET', `/auth/verify-email/?token=${token}`);
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  return { email: form.email, password: form.password };
}
