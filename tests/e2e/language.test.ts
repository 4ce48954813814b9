// Issue 31: the interface in Bengali (docs/i18n.md). A visitor whose browser prefers Bengali gets `/`
// in Bengali from its first HTML and the app takes it over in Bengali; the footer's switch keeps the
// other language on the device, for the app and for the gateway's first HTML; Bengali digits typed
// in the phone are the digits they are; a signed-in learner's dashboard speaks Bengali, numbers too.
import { DEMO_CONTEST_TITLES, DEMO_TARGET } from '@proshno/api';
import { messages, progressMessages } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { mailsTo, verificationLink } from './outbox';
import { cancelUnfinishedExams, graphql, LEARNER, learnerToken, startedExam, subjectId } from './product';
import { latinLeft, signInInBengali } from './inBengali';
import { choose } from './screens';

/** The demo learner of the Bangla version (api/src/db/seed.ts). */
const BANGLA = { email: 'bangla@example.com', password: 'Bangla#2026' };

const browser = useBrowser();
const bn = bengaliTwins.access;

/** Console errors and warnings (a hydration mismatch is one), and uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const servedLanguage = async (context: BrowserContext) => {
  const html = await (await context.request.get('/', { headers: { accept: 'text/html' } })).text();
  return /<html lang="(\w+)">/.exec(html)?.[1];
};

describe('Bengali for a visitor whose browser prefers it', () => {
  it('serves / in Bengali, which the app takes over in Bengali with nothing in the console and no English left', async () => {
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    const problems = problemsOf(page);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await page.locator('#login-title').textContent()).toBe(bn.loginTitle);
    // Hydrated: the site menu opens only when React handles the press.
    await expect.poll(() => page.getByRole('button', { name: bn.openSiteMenu }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: bn.openSiteMenu }).click();
    await page.getByRole('navigation', { name: bn.siteMenu }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await latinLeft(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps English once chosen, for the app and for the first HTML, and switches back to বাংলা', async () => {
    // No service worker: the app's script is held back below, which a worker's cache would pass by.
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD', serviceWorkers: 'block' });
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: bn.openSiteMenu }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.locator('#login-title', { hasText: messages.loginTitle }).waitFor();
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(await servedLanguage(context)).toBe('en');
    // The app's script held back, as on a poor line or a loaded machine: the prerendered page shows
    // first, and its switch is disabled until the app has taken it over (a press before that was
    // lost, once on a loaded machine). The script then comes, and a press takes effect.
    let releaseApp = (): void => undefined;
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await page.locator('#login-title', { hasText: messages.loginTitle }).waitFor();
    expect(await page.getByRole('button', { name: 'বাংলা' }).isDisabled()).toBe(true);
    releaseApp();
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await page.locator('#login-title', { hasText: bn.loginTitle }).waitFor();
    expect(await servedLanguage(context)).toBe('bn');
    await context.close();
  });

  it('reads Bengali digits typed in the phone number as the digits they are', async () => {
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    await page.goto('/register');
    const phone = page.getByLabel(bn.phoneNumberLabel);
    await phone.fill('১৭১২৩৪৫৬৭৮');
    await expect.poll(() => phone.inputValue()).toBe('1712345678');
    await context.close();
  });
});

describe('Bengali for a signed-in learner', () => {
  afterAll(cancelUnfinishedExams);

  it('shows the dashboard in Bengali, its figures in Bengali digits', async () => {
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    await signInInBengali(page, LEARNER);
    await page.getByText(bengaliTwins.progress.statAttemptedExams).waitFor();
    await page.waitForLoadState('networkidle');
    // The learner's own words stay as they typed them: their name, their exam's name (docs/learning.md#plan);
    // so do the coaching centre's: the contest the learner registered for (docs/decisions.md#demo-data).
    const left = await latinLeft(page, [LEARNER.name, DEMO_TARGET.name, DEMO_CONTEST_TITLES.soon]);
    expect(left).toEqual([]);
    // What a screen reader says of the controls is Bengali too, apart from the learner's name.
    const labels = await page.locator('[aria-label]').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    expect(labels.flatMap((label) => label.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !LEARNER.name.includes(word) && word !== 'Proshno')).toEqual([]);
    // English figures would be ASCII digits (outside the contest's title, which has its own).
    const shown = (await page.evaluate(() => document.querySelector('main')?.textContent ?? '')).replaceAll(DEMO_CONTEST_TITLES.soon, '');
    expect(/[0-9]/.test(shown)).toBe(false);
    expect(progressMessages.statAttemptedExams).not.toBe(bengaliTwins.progress.statAttemptedExams);
    await context.close();
  });

  it('sits an exam in Bengali: options lettered ক খ গ ঘ, the clock and the position in Bengali digits', async () => {
    const token = await learnerToken();
    const exam = await startedExam(token, await subjectId(token, 'Physics'), 3);
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    await signInInBengali(page, LEARNER);
    await page.goto(`/exam/${exam}`);
    const screen = bengaliTwins.examScreen;
    for (const letter of bengaliTwins.exam.optionLetters) {
      await page.getByRole('button', { name: screen.optionName.replace('{letter}', letter).trim() }).first().waitFor();
    }
    const clock = (await page.getByRole('timer').textContent()) ?? '';
    expect(clock).toMatch(/^[০-৯]{2}:[০-৯]{2}:[০-৯]{2}$/);
    expect(await page.getByText('১ / ৩', { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('offers the previous-year papers in Bengali: each university by its Bengali name, its units as its papers name them', async () => {
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    await signInInBengali(page, LEARNER);
    await page.goto('/previous-year-test');
    const practice = bengaliTwins.practice;
    await page.getByRole('button', { name: new RegExp(`^${practice.selectExam}`) }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: new RegExp(`^${practice.selectUniversity}`) }).click();
    const universities = await page.getByRole('option').allTextContents();
    expect(universities).toContain('ঢাকা বিশ্ববিদ্যালয় (ক ইউনিট)');
    expect(universities).toContain('জাহাঙ্গীরনগর বিশ্ববিদ্যালয় (ই ইউনিট)');
    expect(universities.filter((name) => /[A-Za-z]/.test(name.replace('(BUET)', '')))).toEqual([]);
    // The longest choice, at 200% text: the chosen value is shown whole, wrapped, never cut short.
    await page.getByRole('option', { name: /বুয়েট/ }).click();
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const chosen = page.getByRole('button', { name: new RegExp(`^${practice.selectUniversity}`) }).locator('span').first();
    expect(await chosen.textContent()).toBe('বাংলাদেশ প্রকৌশল বিশ্ববিদ্যালয় (বুয়েট) (প্রকৌশল ইউনিট)');
    expect(await chosen.evaluate((span) => span.scrollWidth <= span.clientWidth && span.scrollHeight <= span.clientHeight)).toBe(true);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    await page.getByRole('button', { name: new RegExp(`^${practice.selectUniversity}`) }).click();
    await page.getByRole('option', { name: 'ঢাকা বিশ্ববিদ্যালয় (খ ইউনিট)' }).click();
    await page.getByRole('button', { name: new RegExp(`^${practice.selectExamYear}`) }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: practice.startExam }).click();
    // Asked for by the unit's own name: the exam of Dhaka's B unit, its header in Bengali.
    await page.waitForURL(/\/previous-exam\/\d+/);
    // In the header's details, folded away at 360 px.
    await page.getByText('ঢাকা বিশ্ববিদ্যালয়, খ', { exact: true }).waitFor({ state: 'attached' });
    expect(await latinLeft(page, [LEARNER.name])).toEqual([]);
    await context.close();
  });
});

describe('Bengali from registration to the Bangla version', () => {
  afterAll(cancelUnfinishedExams);
  /** The learner who registers from the Bengali page, then buys a package and sits an exam. */
  const nusrat = { email: `nusrat.${Date.now()}@example.com`, password: 'Nusrat#2026', name: 'নুসরাত জাহান' };

  it('registers from a Bengali page (a Bengali name, the phone in Bengali digits) and verifies from the Bengali mail', async () => {
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    const { email } = nusrat;
    await page.goto('/register');
    await page.getByLabel(bn.fullNameLabel).fill(nusrat.name);
    await page.getByLabel(bn.emailLabel).fill(email);
    await page.getByLabel(bn.phoneNumberLabel).fill(`১৭${[...String(Date.now()).slice(-8)].map((d) => String.fromCharCode(0x09e6 + Number(d))).join('')}`);
    await page.getByRole('group', { name: bn.dateOfBirthLabel }).getByRole('spinbutton').first().click();
    await page.keyboard.type('15032004');
    await choose(page, bn.genderLabel, bn.genderNames.female);
    await choose(page, bn.addressDivision, await optionNamed(page, bn.addressDivision, 0));
    await choose(page, bn.addressDistrict, await optionNamed(page, bn.addressDistrict, 0));
    await page.getByLabel(bn.addressLine1).fill('বাড়ি ১২, রোড ৫');
    await page.getByLabel(bn.passwordLabel, { exact: true }).fill(nusrat.password);
    await page.getByLabel(bn.confirmPasswordLabel).fill(nusrat.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: bn.signUpButton }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const [mail] = await mailsTo(email, (m) => m.subject === 'আপনার ইমেইল যাচাই করুন', 1);
    expect(mail?.text).toContain('২৪ ঘণ্টার মধ্যে');
    await page.goto(verificationLink(mail?.text ?? ''));
    await page.getByText(bn.verificationSuccess).first().waitFor();
    await context.close();
  });

  it('buys a package in Bengali: the gate, the packages by their Bengali names, the dialog and Payment Successful, with nothing left in English', async () => {
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    const commerce = bengaliTwins.commerce;
    await signInInBengali(page, nusrat);
    const gate = page.getByRole('dialog', { name: bn.subscriptionRequiredTitle });
    await gate.getByRole('button', { name: bn.buyPackage }).click();
    await page.waitForURL((url) => url.pathname === '/packages');
    await page.getByRole('tab', { name: commerce.tabMonthly, exact: true }).click();
    const card = page.getByRole('article', { name: 'প্রিমিয়াম মাসিক' });
    await card.getByText('৩০ দিনের জন্য সব বিষয়').waitFor();
    expect(await latinLeft(page, [nusrat.name])).toEqual([]);

    await card.getByRole('button', { name: new RegExp(commerce.getStarted) }).click();
    const dialog = page.getByRole('dialog', { name: commerce.subscribe });
    await dialog.getByTestId('purchase-amount').waitFor();
    expect(await latinLeft(page, [nusrat.name])).toEqual([]);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: commerce.payNow }).click();
    // The simulator stands for SSLCommerz's own page, which is theirs and in English.
    await page.waitForURL(/sslcommerz-simulator/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { name: commerce.paymentSuccessTitle }).waitFor();
    const transaction = /PRS[0-9A-Z]+/.exec(await page.locator('main').innerText())?.[0] ?? '';
    expect(await latinLeft(page, [nusrat.name, nusrat.email, transaction])).toEqual([]);
    await context.close();
  });

  it('sits a Bangla-version Physics exam with formulas, then its result and history in Bengali, with nothing left in English', async () => {
    const token = await learnerToken(nusrat);
    const exam = await startedExam(token, await subjectId(token, 'Physics'), 3);
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    const screen = bengaliTwins.examScreen;
    await signInInBengali(page, nusrat);
    await page.goto(`/exam/${exam}`);
    await page.getByRole('article').locator('[lang="bn"]').first().waitFor();
    const first = bengaliTwins.exam.optionLetters[0] ?? expect.fail('no option letters');
    await page.getByRole('button', { name: screen.optionName.replace('{letter}', first).trim() }).first().click();
    expect(await latinLeft(page, [nusrat.name])).toEqual([]);
    await page.getByRole('button', { name: screen.submitExam }).first().click();
    await page.getByRole('button', { name: screen.submit, exact: true }).click();
    await page.getByTestId('score').waitFor();
    expect(await latinLeft(page, [nusrat.name])).toEqual([]);

    await page.goto('/history');
    const detail = page.locator(`a[href="/history/${exam}"]`);
    await detail.waitFor();
    expect(await latinLeft(page, [nusrat.name])).toEqual([]);
    // The review: the subject by its Bengali name, the questions in their Bangla version.
    await detail.click();
    await page.waitForURL((url) => url.pathname === `/history/${exam}`);
    await page.getByText('পদার্থবিজ্ঞান', { exact: true }).waitFor();
    await page.locator('main [lang="bn"]').first().waitFor();
    expect(await latinLeft(page, [nusrat.name])).toEqual([]);
    await context.close();
  });

  it('sits an exam in the Bangla version: Bengali questions with formulas, marked lang="bn"; an English-only question says so', async () => {
    const token = await learnerToken(BANGLA);
    const physics = await startedExam(token, await subjectId(token, 'Physics'), 4);
    const knowledge = await startedExam(token, await subjectId(token, 'General Knowledge'), 4);
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    await signInInBengali(page, BANGLA);

    await page.goto(`/exam/${physics}`);
    const card = page.getByRole('article');
    await card.locator('[lang="bn"]').first().waitFor();
    expect(await card.getByText(bengaliTwins.exam.otherVersion('en')).count()).toBe(0);
    // Every word of the question and its options in Bengali; Latin letters only inside formulas.
    const words = await card.evaluate((element) => {
      const clone = element.cloneNode(true) as HTMLElement;
      for (const math of clone.querySelectorAll('math, .katex, [data-math], annotation')) math.remove();
      return clone.textContent ?? '';
    });
    expect(words).toMatch(/[\u0980-\u09FF]/);
    expect(words.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);

    // General Knowledge has a subtopic in Bengali only; its other questions are English, marked so.
    await page.goto(`/exam/${knowledge}`);
    await page.getByRole('heading', { name: /প্রশ্ন/ }).first().waitFor();
    for (let n = 1; n <= 4; n += 1) {
      const shown = page.getByRole('article');
      const english = (await shown.locator('[lang="en"]').count()) > 0;
      expect(await shown.getByText(bengaliTwins.exam.otherVersion('en')).count()).toBe(english ? 1 : 0);
      if (n < 4) await page.getByRole('button', { name: bengaliTwins.examScreen.moveNext, exact: true }).click();
    }
    await context.close();
  });
});

describe('the question version in the profile', () => {
  afterAll(async () => {
    await graphql('mutation { updatePreferences(question_version: bn) { id } }', {}, await learnerToken(BANGLA));
    await cancelUnfinishedExams();
  });

  it('shows the Bangla-version learner their version, and a change saved there is the version of their next exam', async () => {
    const { context, page } = await newPage(browser(), 360, { locale: 'bn-BD' });
    await signInInBengali(page, BANGLA);
    await page.goto('/profile');
    const progress = bengaliTwins.progress;
    const fact = page.locator('dt', { hasText: progress.profileQuestionVersion }).locator('xpath=following-sibling::dd');
    await expect.poll(() => fact.textContent()).toBe(progress.questionVersionNames.bn);

    await page.getByRole('button', { name: progress.editProfile }).click();
    // The demo accounts have no username yet, which a save needs.
    await page.getByLabel(progress.profileUsername).fill(`sadia${Date.now()}`);
    await choose(page, progress.profileQuestionVersion, progress.questionVersionNames.en);
    await page.getByRole('button', { name: progress.save, exact: true }).click();
    await expect.poll(() => fact.textContent()).toBe(progress.questionVersionNames.en);

    const token = await learnerToken(BANGLA);
    const exam = await startedExam(token, await subjectId(token, 'Physics'), 2);
    const sheet = await graphql<{ examSheet: { questions: Array<{ question: { language: string } }> } }>(
      'query($id: Int!) { examSheet(id: $id) { questions { question { language } } } }',
      { id: exam },
      token,
    );
    expect(sheet.examSheet.questions.map((q) => q.question.language)).toEqual(['en', 'en']);
    await context.close();
  });
});

/** The name of the `index`th option of a select, read by opening it. */
async function optionNamed(page: Page, label: string, index: number): Promise<string> {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).first().click();
  const name = (await page.getByRole('option').nth(index).textContent()) ?? '';
  await page.keyboard.press('Escape');
  return name.trim();
}
