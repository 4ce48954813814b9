// The audit log (issue 33 item 6, docs/content.md#audit) in real Chromium against the real product:
// the demo Admin creates a contest, renames it in Bengali and cancels it; on /admin/audit at 1280 px
// the three entries show under the Contest filter, newest first, with the title before and after;
// on a 360 px phone the same page fits the screen; a learner is sent away from it.
import { auditMessages as m, messages } from '@proshno/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage } from './browser';
import { tokenOf } from './graphqlClient';
import { graphql, signedInPage } from './product';
import { signIn } from './screens';

const browser = await launch();
afterAll(() => browser.close());

const TITLE = `Audit Mock ${Date.now()}`;
const RENAMED = `অডিট মক ${Date.now()}`;

async function contestMadeRenamedAndCancelled(): Promise<number> {
  const admin = await tokenOf(graphql, { email: 'admin@example.com', password: 'Admin#2026' });
  const { examTemplates } = await graphql<{ examTemplates: Array<{ id: number; exam_Type: number }> }>('{ examTemplates { id exam_Type } }', {}, admin);
  const template = examTemplates.find((t) => t.exam_Type === 2);
  if (!template) throw new Error('no model-test template');
  const res = await fetch(`${baseUrl()}/api/contest/v1/admin/contest/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ template: template.id, title: TITLE, start_time: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`create contest: ${JSON.stringify(body)}`);
  await graphql('mutation($id: Int!, $title: String!) { editContest(id: $id, input: { title: $title }) { id } }', { id: body.id, title: RENAMED }, admin);
  await graphql('mutation($id: Int!) { cancelContest(id: $id) { id } }', { id: body.id }, admin);
  return body.id;
}

describe('the audit log (docs/content.md#audit-page)', () => {
  it('shows the Admin who changed which contest and how, at 1280 px and on a phone', { timeout: 120_000 }, async () => {
    const id = await contestMadeRenamedAndCancelled();
    const desk = await newPage(browser, 1280);
    await signIn(desk.page, 'admin@example.com', 'Admin#2026');
    await desk.page.waitForURL((url) => url.pathname === '/home');
    await desk.page.goto('/admin/audit');
    await desk.page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();
    await desk.page.getByRole('button', { name: m.kindLabel }).click();
    await desk.page.getByRole('option', { name: m.kinds.contest, exact: true }).click();
    await desk.page.getByLabel(m.actorLabel).fill('ADMIN@example');
    await desk.page.getByRole('button', { name: m.show }).click();

    const ofContest = desk.page.getByRole('listitem').filter({ hasText: `${m.kinds.contest} ${id} ·` });
    await expect.poll(() => ofContest.count()).toBe(3);
    expect(await ofContest.getByRole('heading').allTextContents()).toEqual([
      `${m.kinds.contest} ${id} · ${m.verbs.cancel}`,
      `${m.kinds.contest} ${id} · ${m.verbs.update}`,
      `${m.kinds.contest} ${id} · ${m.verbs.create}`,
    ]);
    const edit = ofContest.nth(1);
    expect(await edit.getByText(/^admin@example\.com on /).count()).toBe(1);
    expect(await edit.getByRole('term').allTextContents()).toContain('title');
    expect(await edit.getByRole('definition').allTextContents()).toEqual(expect.arrayContaining([TITLE, RENAMED]));
    await desk.context.close();

    const phone = await newPage(browser, 360);
    await signIn(phone.page, 'admin@example.com', 'Admin#2026');
    await phone.page.waitForURL((url) => url.pathname === '/home');
    await phone.page.goto('/admin/audit');
    await phone.page.getByRole('listitem').filter({ hasText: RENAMED }).first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.context.close();

    const learner = await signedInPage(browser, 360);
    await learner.page.goto('/admin/audit');
    await learner.page.getByRole('heading', { name: messages.notAllowedTitle }).waitFor();
    expect(await learner.page.getByRole('heading', { name: m.heading, level: 1 }).count()).toBe(0);
    await learner.context.close();
  });
});
