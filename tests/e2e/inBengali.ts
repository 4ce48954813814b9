// What the Bengali suites share (docs/i18n.md): signing in through the Bengali login card, and the
// check that a page left nothing in English.
import { bengaliTwins } from '@proshno/engine/bengali';
import type { Page } from 'playwright-core';
import type { Learner } from './product';

const bn = bengaliTwins.access;

/** The learner signs in through the Bengali login card and arrives on /home. */
export async function signInInBengali(page: Page, learner: Learner): Promise<void> {
  await page.goto('/');
  await page.getByLabel(bn.emailLabel).fill(learner.email);
  await page.getByLabel(bn.passwordLabel, { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: bn.loginTitle }).click();
  await page.waitForURL((url) => url.pathname === '/home');
}

/**
 * The page's text in Latin letters, less what stays in them in Bengali too: content marked
 * lang="en" (the switch's 'English', a question shown in its English version), formulas, the brand,
 * names of services and formats, the support address and `names` (people, a contest's title, a
 * transaction's id).
 */
export async function latinLeft(page: Page, names: readonly string[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="en"], script, style, math, .katex, annotation')) element.remove();
    document.body.append(clone);
    clone.style.position = 'absolute';
    const shown = clone.innerText;
    clone.remove();
    return shown;
  });
  // What stays in Latin letters in Bengali too (engine/src/i18n/bengali.test.ts): card schemes, the
  // one-time password as phones name it, mail apps' folders, the question file formats and the
  // date field's empty segments.
  const kept = [
    ...['Proshno', 'SSLCommerz', 'MCQ', 'OTP', 'CSV', 'support@proshno.com', 'Visa', 'Mastercard', 'Amex', 'Spam', 'Junk', 'Promotions'],
    ...['JSON', 'GIFT', 'Aiken', 'Moodle', 'KB'],
    ...names,
  ];
  const left = kept.reduce((rest, word) => rest.replaceAll(word, ' '), text);
  // A part of a name, or a name cut short to fit ('Ayesha Ra...'), is still the name.
  const ofName = (word: string) => names.some((name) => name.split(' ').some((part) => part.startsWith(word.replace(/(\.\.\.|…)$/, ''))));
  const dateSegment = (word: string) => ['dd', 'mm', 'yyyy'].includes(word);
  return (left.match(/[A-Za-z][A-Za-z0-9'’.…-]*/g) ?? []).filter((word) => !ofName(word) && !dateSegment(word));
}
