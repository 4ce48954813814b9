// Issue 31 (docs/i18n.md#mails): every mail is written in the language of the account it goes to:
// the language of the page it registered on, then the one it last chose. Bengali figures (the
// reset code, the receipt's taka and dates) are in Bengali digits, and a code typed back in
// Bengali digits is the same code.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signIn } from '../test/examFixtures';
import { decide, listeningApi, returnToMerchant, startPurchase } from '../test/commerceFixtures';
import { registration } from '../test/fixtures';
import { stores, type TestApi } from '../test/harness';
import { smtpCapture, type SmtpCapture } from '../test/smtpCapture';

const BENGALI_DIGITS = /^[০-৯]{6}$/;
const toBengaliDigits = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
const toWesternDigits = (s: string) => s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

describe.each(stores)('mails in the account’s language on %s', (store) => {
  let smtp: SmtpCapture;
  let t: TestApi & { url: string };
  beforeAll(async () => {
    smtp = await smtpCapture(0);
    t = await listeningApi(store, { smtpUrl: smtp.url, mailRetry: { firstDelayMs: 100, maxDelayMs: 400, pollMs: 600_000 } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailTo = async (email: string, subject: string) => {
    await expect.poll(() => smtp.received.some((m) => m.to === email && m.subject === subject), { timeout: 10_000 }).toBe(true);
    return smtp.received.filter((m) => m.to === email && m.subject === subject).at(-1);
  };

  test('registered from a Bengali page: the verification and the reset code come in Bengali, and the code typed in Bengali digits works', async () => {
    const form = { ...registration({ email: 'nusrat.bangla@example.com', full_name: 'নুসরাত জাহান' }), language: 'bn' };
    const created = await t.call('POST', '/auth/registration/', form);
    expect(created.status).toBe(201);
    expect(created.json.user).toMatchObject({ language: 'bn', question_version: 'bn' });
    const verify = await mailTo(form.email, 'আপনার ইমেইল যাচাই করুন');
    expect(verify?.text).toContain('২৪ ঘণ্টার মধ্যে');
    const token = /\/verify\?token=([\w-]+)/.exec(verify?.text ?? '')?.[1];
    expect((await t.call('GET', `/auth/verify-email/?token=${token}`)).status).toBe(200);

    const asked = await t.call('POST', '/auth/password/forget/', { email: form.email });
    const reset = await mailTo(form.email, 'আপনার পাসওয়ার্ড রিসেট কোড');
    const shown = /কোড ([০-৯]+)।/.exec(reset?.text ?? '')?.[1] ?? '';
    expect(shown).toMatch(BENGALI_DIGITS);
    const done = await t.call('POST', '/auth/password/forget-confirm/', { token: String(asked.json.token), otp: shown, password: 'Notun#2026', confirm_password: 'Notun#2026' });
    expect(done).toMatchObject({ status: 200, json: { detail: 'Password reset successful.' } });
    expect(toBengaliDigits(toWesternDigits(shown))).toBe(shown);
  });

  test('an English account keeps English mails; choosing Bengali makes the next receipt Bengali, in Bengali digits', async () => {
    const email = 'newbie@example.com';
    const learner = await signIn(t, email, 'Newbie#2026');
    expect((await t.call('PATCH', '/auth/v1/preferences/', { language: 'bn' }, learner)).json).toMatchObject({ language: 'bn' });
    const monthly = ((await t.call('GET', '/api/study-plan/v1/package/?type=monthly', undefined, learner)).body as Array<{ id: number }>)[0];
    const started = await startPurchase(t, learner, { package: monthly?.id, duration: 30 });
    await returnToMerchant(await decide(String(started.json.ssl_url), 'pay'));
    const receipt = await mailTo(email, 'আপনার প্রশ্নো রসিদ: Premium Monthly-এর জন্য ২৯৯ BDT');
    expect(receipt?.text).toContain(`লেনদেন আইডি: ${String(started.json.tran_id)}`);
    expect(receipt?.text).toContain('মোট পরিশোধ: ২৯৯ BDT');
    expect(receipt?.text).toContain('ভ্যাট');
    expect(receipt?.text).not.toMatch(/Total paid|Subtotal|Dear /);
    expect(receipt?.html).toContain('<html lang="bn">');
    expect(receipt?.html).toContain('<strong>২৯৯ BDT</strong>');
  });
});
