// Question import (issue 33 item 3, docs/content.md#import-page) in real Chromium: the Admin, at
// 1280 px and on a 360 px phone, chooses a GIFT file with two questions the bank cannot hold, checks
// it, reads both rows' reasons before anything is written, imports the two good questions, and
// finds them in the bank's export; on the phone the report is a list that fits the screen. On a
// Bengali page the dry run's reasons are in Bengali (the api sends codes, the page words them).
import { bankImportMessages as m, fillIn, inLanguage, messages } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { signInInBengali } from './inBengali';
import { graphql, learnerToken } from './product';
import { signIn } from './screens';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

type Place = { id: number; grade: string; subject: string; topic: string; subtopic: string };

/** The first subtopic of the demo catalogue, by name, and its subject's id. */
async function firstPlace(token: string): Promise<Place> {
  const { bankImportPlaces } = await graphql<{ bankImportPlaces: Array<{ id: number; name: string; grade: string; topics: Array<{ name: string; subtopics: string[] }> }> }>(
    '{ bankImportPlaces { id name grade topics { name subtopics } } }',
    {},
    token,
  );
  for (const s of bankImportPlaces) {
    for (const t of s.topics) {
      const subtopic = t.subtopics[0];
      if (subtopic !== undefined) return { id: s.id, grade: s.grade, subject: s.name, topic: t.name, subtopic };
    }
  }
  throw new Error('the demo catalogue has no subtopic');
}

/** A GIFT file: two good questions (lines 4 and 8), a true/false one (line 6) and one of three options (line 10). */
function giftFile(place: Place, tag: string): string {
  return [
    '// Imported by the e2e test.',
    `$CATEGORY: $course$/${place.grade}/${place.subject}/${place.topic}/${place.subtopic}`,
    '',
    `::e2e.${tag}.1::Which instrument measures electric current (${tag})? {=Ammeter ~Voltmeter ~Barometer ~Hygrometer}`,
    '',
    `::e2e.${tag}.2::Sound travels faster than light (${tag}). {F}`,
    '',
    `::e2e.${tag}.3::What is the SI unit of charge (${tag})? {=Coulomb ~Ampere ~Volt ~Ohm ####$$Q = It$$}`,
    '',
    `::e2e.${tag}.4::Pick the noble gas (${tag}). {=Neon ~Oxygen ~Nitrogen}`,
    '',
  ].join('\n');
}

describe('importing questions (docs/content.md#import-page)', () => {
  it.each([
    [1280, 'desk'],
    [360, 'phone'],
  ] as const)('at %i px the Admin checks a GIFT file with two bad rows, reads both reasons and imports the rest', { timeout: 180_000 }, async (width, tag) => {
    const token = await learnerToken(ADMIN);
    const place = await firstPlace(token);
    const { context, page } = await newPage(browser(), width);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/home', { waitUntil: 'commit' });
    if (width === 1280) {
      // The Admin's profile menu leads there; the demo Admin holds no package, so the gate is put aside first.
      const gate = page.getByRole('dialog', { name: messages.subscriptionRequiredTitle });
      await gate.getByRole('button', { name: messages.cancel }).click();
      await gate.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: /profile menu/i }).click();
      await page.getByRole('menuitem', { name: messages.navImportQuestions }).click();
      await page.waitForURL((url) => url.pathname === '/admin/import');
    } else await page.goto('/admin/import');
    await page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();

    await page.locator('input[type="file"]').setInputFiles({ name: `${tag}.gift`, mimeType: 'text/plain', buffer: Buffer.from(giftFile(place, tag)) });
    await page.getByText(`Chosen: ${tag}.gift`).waitFor();
    await page.getByRole('button', { name: m.check }).click();

    const rejected = page.getByRole('table', { name: 'Rejected: 2' });
    await rejected.waitFor();
    expect(await rejected.getByRole('row').filter({ hasText: 'Row 6' }).textContent()).toContain('a true/false question');
    expect(await rejected.getByRole('row').filter({ hasText: 'Row 10' }).textContent()).toContain('has 3 options, not 4');
    const accepted = page.getByRole('table', { name: 'Accepted: 2' });
    expect(await accepted.getByRole('row').filter({ hasText: `e2e.${tag}.1` }).textContent()).toContain(m.statusNew);
    // Nothing is written before the Admin confirms.
    const before = await exportOf(token, place.id);
    expect(before).not.toContain(`Which instrument measures electric current (${tag})?`);
    // A phone shows the report as a list that fits: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Import 2 questions' }).click();
    await page.getByRole('status').filter({ hasText: 'Imported: 2 new, 0 updated.' }).waitFor();
    const after = await exportOf(token, place.id);
    expect(after).toContain(`Which instrument measures electric current (${tag})?`);
    expect(after).toContain(`What is the SI unit of charge (${tag})?`);
    expect(after).not.toContain(`Sound travels faster than light (${tag})`);
    await context.close();
  });
});

describe('importing questions on a Bengali page (docs/content.md#import)', () => {
  it('the dry run says why each bad row is rejected in Bengali', { timeout: 120_000 }, async () => {
    const bn = bengaliTwins.bankImport;
    const place = await firstPlace(await learnerToken(ADMIN));
    const { context, page } = await newPage(browser(), 1280, { locale: 'bn-BD' });
    await signInInBengali(page, ADMIN);
    await page.goto('/admin/import');
    await page.getByRole('heading', { name: bn.heading, level: 1 }).waitFor();
    // Only checked, never imported: nothing of this file reaches the bank.
    await page.locator('input[type="file"]').setInputFiles({ name: 'bn.gift', mimeType: 'text/plain', buffer: Buffer.from(giftFile(place, 'bn')) });
    await page.getByRole('button', { name: bn.check }).click();

    const rejected = page.getByRole('table', { name: inLanguage('bn', () => fillIn(bn.rejectedHeading, { count: 2 })) });
    await rejected.waitFor();
    const reasonsOf = async (row: number) =>
      rejected
        .getByRole('row')
        .filter({ hasText: inLanguage('bn', () => fillIn(bn.rowNumber, { row })) })
        .getByRole('listitem')
        .allTextContents();
    expect(await reasonsOf(6)).toEqual([bn.reasonTexts.gift_true_false]);
    // A count in the reason is in Bengali digits.
    expect(await reasonsOf(10)).toEqual([inLanguage('bn', () => fillIn(bn.reasonTexts.option_count, { count: 3, limit: 4 }))]);
    await context.close();
  });
});

/** The subject's questions as the Admin's GIFT export writes them. */
async function exportOf(token: string, subject: number): Promise<string> {
  const { adminBankExport } = await graphql<{ adminBankExport: { content: string } }>(
    'query($subject: Int) { adminBankExport(format: gift, subject: $subject) { content } }',
    { subject },
    token,
  );
  return adminBankExport.content;
}
