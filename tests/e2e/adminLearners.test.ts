// The Admin's learners (issue 33 item 5, docs/access.md#admin-learners) in real Chromium against the
// real product: at 1280 px the Admin finds a learner by typing their phone in Bengali digits as a
// Bangladeshi writes it (০১৮…), opens the account and disables it after confirming; the learner's
// sign-in is then refused with the catalogue's message (docs/access.md#disabled-accounts); on a
// 360 px phone the Admin enables it again (the learner signs in) and makes a second account a
// Manager (docs/access.md#role-changes), both pages fitting the screen. The accounts are learners of
// our own: every e2e file shares the product, and the demo learner is the one most of them sign in as.
import { adminLearnerMessages as m, messages } from '@proshno/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './browser';
import { tokenOf } from './graphqlClient';
import { graphql, registeredLearner, type Learner } from './product';
import { choose, signIn } from './screens';

const browser = await launch();
afterAll(() => browser.close());

const bengaliDigits = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'.charAt(Number(d)));

/** The account's id and its phone as stored (E.164), found by its e-mail through the gateway. */
async function accountOf(learner: Learner): Promise<{ id: number; phone: string }> {
  const admin = await tokenOf(graphql, { email: 'admin@example.com', password: 'Admin#2026' });
  const { adminLearners } = await graphql<{ adminLearners: { results: Array<{ id: number; phone_no: string }> } }>(
    'query($q: String) { adminLearners(q: $q) { results { id phone_no } } }',
    { q: learner.email },
    admin,
  );
  const found = adminLearners.results[0];
  if (found === undefined) throw new Error(`no account ${learner.email}`);
  return { id: found.id, phone: found.phone_no };
}

async function adminPage(width: 360 | 1280) {
  const opened = await newPage(browser, width);
  await signIn(opened.page, 'admin@example.com', 'Admin#2026');
  await opened.page.waitForURL((url) => url.pathname === '/home');
  return opened;
}

async function confirm(page: Awaited<ReturnType<typeof adminPage>>['page'], action: string, saved: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: action });
  await dialog.getByRole('button', { name: m.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: saved }).waitFor();
}

const fitsWidth = (page: Awaited<ReturnType<typeof adminPage>>['page']) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the Admin's learners (docs/access.md#admin-learners)", () => {
  it('finds a learner by a phone in Bengali digits, disables and enables the account, and changes another one’s role', { timeout: 180_000 }, async () => {
    const learner = await registeredLearner('learners', { fullName: 'Nadia Karim' });
    const other = await registeredLearner('rerole', { fullName: 'Imran Hossain' });
    const account = await accountOf(learner);
    const typed = bengaliDigits(account.phone.replace(/^\+88/, ''));

    const desk = await adminPage(1280);
    // 'Learners' is in the Admin's menu; the demo Admin holds no package, so the gate is put aside first.
    const gate = desk.page.getByRole('dialog', { name: messages.subscriptionRequiredTitle });
    await gate.getByRole('button', { name: messages.cancel }).click();
    await gate.waitFor({ state: 'detached' });
    await desk.page.getByRole('button', { name: /profile menu/i }).click();
    await desk.page.getByRole('menuitem', { name: messages.navLearners }).click();
    await desk.page.waitForURL((url) => url.pathname === '/admin/learners');
    await desk.page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();
    await desk.page.getByLabel(m.searchLabel).fill(typed);
    await desk.page.getByRole('button', { name: m.search }).click();
    const cards = desk.page.getByRole('list', { name: m.heading }).getByRole('listitem').filter({ has: desk.page.getByRole('link') });
    await expect.poll(() => cards.allTextContents().then((texts) => texts.map((text) => text.includes(learner.email)))).toEqual([true]);
    await cards.getByRole('link', { name: 'Nadia Karim' }).click();
    await desk.page.waitForURL((url) => url.pathname === `/admin/learners/${account.id}`);
    await desk.page.getByRole('heading', { name: 'Nadia Karim', level: 1 }).waitFor();
    await confirm(desk.page, m.disable, m.savedDisabled);
    await desk.context.close();

    const refused = await newPage(browser, 360);
    await signIn(refused.page, learner.email, learner.password);
    await refused.page.getByText(messages.loginDisabled).first().waitFor();
    expect(new URL(refused.page.url()).pathname).toBe('/');
    await refused.context.close();

    const phone = await adminPage(360);
    await phone.page.goto(`/admin/learners/${account.id}`);
    await phone.page.getByRole('heading', { name: 'Nadia Karim', level: 1 }).waitFor();
    await confirm(phone.page, m.enable, m.savedEnabled);
    expect(await fitsWidth(phone.page)).toBeLessThanOrEqual(360);

    const welcomed = await newPage(browser, 360);
    await signIn(welcomed.page, learner.email, learner.password);
    await welcomed.page.waitForURL((url) => url.pathname === '/home');
    await welcomed.context.close();

    await phone.page.goto('/admin/learners');
    await phone.page.getByLabel(m.searchLabel).fill(other.email);
    await phone.page.getByRole('button', { name: m.search }).click();
    await phone.page.getByRole('link', { name: 'Imran Hossain' }).waitFor();
    expect(await fitsWidth(phone.page)).toBeLessThanOrEqual(360);
    await phone.page.getByRole('link', { name: 'Imran Hossain' }).click();
    await phone.page.getByRole('heading', { name: 'Imran Hossain', level: 1 }).waitFor();
    expect(await fitsWidth(phone.page)).toBeLessThanOrEqual(360);
    await choose(phone.page, m.newRole, m.roles.Management);
    await confirm(phone.page, m.changeRole, m.savedRole.replace('{role}', m.roles.Management));
    await phone.context.close();

    const { login } = await graphql<{ login: { role: string } }>('mutation($email: String!, $password: String!) { login(email: $email, password: $password) { role } }', {
      email: other.email,
      password: other.password,
    });
    expect(login.role).toBe('Management');
  });
});
