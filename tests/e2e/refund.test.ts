// Sales administration (issue 33 item 5, docs/content.md#sales) in real Chromium: a learner buys
// Premium Monthly through the SSLCommerz simulator; the Admin, on a 360 px phone, finds the payment by
// the learner's phone typed as a Bangladeshi types it (01…), refunds it in full through the refund
// dialog, and the learner's subscription has ended with the refund note in the outbox
// (docs/content.md#refunds). At 1280 px the Admin changes a package's price and gives it a Bengali
// name and line, the learner's package list shows the price, a Bengali phone's the Bengali names;
// retired, it is no longer offered (docs/content.md#packages-admin).
import { salesAdminMessages as m } from '@proshno/engine';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { mailsTo } from './outbox';
import { signInInBengali } from './inBengali';
import { graphql, LEARNER, learnerToken, signedInPage, subscribedLearner } from './product';
import { signIn } from './screens';

const browser = useBrowser();
const PACKAGE = 'Refund Journey Month';

async function adminPage(width: number) {
  const desk = await newPage(browser(), width);
  await signIn(desk.page, 'admin@example.com', 'Admin#2026');
  await desk.page.waitForURL((url) => url.pathname === '/home');
  return desk;
}

describe('sales administration (docs/content.md#sales)', () => {
  it('the Admin refunds a payment found by the learner’s phone: the subscription ends and the refund note is mailed', { timeout: 180_000 }, async () => {
    const learner = await subscribedLearner('refund');
    const token = await learnerToken(learner);
    expect((await graphql<{ subscribedPackages: unknown[] }>('{ subscribedPackages { id } }', {}, token)).subscribedPackages).toHaveLength(1);
    const { userDetail } = await graphql<{ userDetail: { user: { phone_no: string } } }>('{ userDetail { user { phone_no } } }', {}, token);
    // +8801… as stored; typed 01… as on a Bangladeshi's phone.
    const typed = `0${userDetail.user.phone_no.slice(4)}`;

    const phone = await adminPage(360);
    await phone.page.goto('/admin/transactions');
    await phone.page.getByRole('heading', { name: m.transactionsHeading, level: 1 }).waitFor();
    await phone.page.getByLabel(m.searchLabel).fill(typed);
    await phone.page.getByRole('button', { name: m.search }).click();
    const found = phone.page.getByRole('region', { name: m.transactionsHeading }).getByRole('listitem');
    const card = found.filter({ hasText: learner.email });
    await card.waitFor();
    await expect.poll(() => found.count()).toBe(1);
    await card.getByRole('button', { name: m.refund }).click();

    const dialog = phone.page.getByRole('dialog');
    await dialog.getByText(m.refundFull).waitFor();
    await dialog.getByLabel(m.refundRemarksLabel).fill('Bought by mistake');
    await dialog.getByRole('button', { name: /^Refund 299/ }).click();
    await dialog.getByText(/^Refunded 299 BDT\. The learner has been mailed a refund note\.$/).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: m.close }).click();
    await card.getByText(m.statuses.refunded, { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: m.refund }).count()).toBe(0);
    await phone.context.close();

    expect((await graphql<{ subscribedPackages: unknown[] }>('{ subscribedPackages { id } }', {}, token)).subscribedPackages).toEqual([]);
    const [note] = await mailsTo(learner.email, (mail) => mail.subject.startsWith('Your Proshno refund'), 1);
    expect(note?.subject).toBe('Your Proshno refund: 299 BDT');
    expect(note?.text).toContain('Bought by mistake');
    expect(note?.text).toContain('Your subscription ended on');
  });

  it('the Admin changes a package’s price and the learners’ list shows it; retired, it is gone', { timeout: 180_000 }, async () => {
    const admin = await learnerToken({ email: 'admin@example.com', password: 'Admin#2026' });
    await graphql(
      'mutation($input: AdminPackageInput!) { adminCreatePackage(input: $input) { id } }',
      { input: { name: PACKAGE, type: 'monthly', orginal_price_poisha: 14_900, total_price_poisha: 9_900, duration_days: 30, descriptions: ['Every subject for 30 days'] } },
      admin,
    );

    const desk = await adminPage(1280);
    await desk.page.goto('/admin/packages');
    await desk.page.getByRole('heading', { name: m.packagesHeading, level: 1 }).waitFor();
    const card = desk.page.locator(`[data-package="${PACKAGE}"]`);
    await card.getByRole('button', { name: m.editPackage }).click();
    const form = desk.page.getByRole('form');
    await form.getByLabel(m.priceLabel, { exact: true }).fill('79');
    // Its Bengali name and line, typed as a Bengali keyboard types them.
    await form.getByLabel(m.bengaliNameLabel).fill('রিফান্ড জার্নি মাসিক');
    await form.getByLabel(m.bengaliDescriptionsLabel).fill('৩০ দিন সব বিষয়\nবাড়তি লাইন');
    await form.getByRole('button', { name: m.save }).click();
    await form.getByRole('alert').getByText(m.twinLinesAboveLines).waitFor();
    await form.getByLabel(m.bengaliDescriptionsLabel).fill('৩০ দিন সব বিষয়');
    await form.getByRole('button', { name: m.save }).click();
    await form.waitFor({ state: 'detached' });
    await card.getByText('79 BDT (was 149 BDT) · 30 days').waitFor();
    await card.getByText('রিফান্ড জার্নি মাসিক', { exact: true }).waitFor();
    expect(await card.locator('[lang="bn"]').allTextContents()).toEqual(['রিফান্ড জার্নি মাসিক', '৩০ দিন সব বিষয়']);

    // A learner whose phone speaks Bengali reads the package in Bengali.
    const bangla = await newPage(browser(), 360, { locale: 'bn-BD' });
    await signInInBengali(bangla.page, LEARNER);
    await bangla.page.goto('/packages');
    const named = bangla.page.getByRole('article', { name: 'রিফান্ড জার্নি মাসিক' });
    await named.getByText('৩০ দিন সব বিষয়').waitFor();
    await bangla.context.close();

    const learner = await signedInPage(browser(), 360);
    await learner.page.goto('/packages');
    const offered = learner.page.getByRole('article', { name: PACKAGE });
    await offered.getByTestId('total-price').getByText('79 BDT', { exact: true }).waitFor();

    await card.getByRole('button', { name: m.retire }).click();
    await card.getByText(m.retired, { exact: true }).waitFor();
    await desk.context.close();
    await learner.page.goto('/home');
    await learner.page.goto('/packages');
    await learner.page.getByRole('article', { name: 'Premium Monthly' }).waitFor();
    expect(await learner.page.getByRole('article', { name: PACKAGE }).count()).toBe(0);
    await learner.context.close();
  });
});
