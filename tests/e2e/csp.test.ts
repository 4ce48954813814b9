// The production SPA under its Content-Security-Policy (gateway/src/security.ts) in real Chromium:
// the login page, the home page and an exam question with a matrix (temml) load without one violation.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cancelUnfinishedExams, graphql, learnerToken, startedExam, subjectId } from './product';
import { baseUrl, newPage, useBrowser } from './browser';
import { signIn } from './screens';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

/** Every CSP violation the page reports, from the console and from the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return seen;
}

/** A started Higher Mathematics exam and the index of a question of it whose content has a matrix. */
async function examWithMatrix(token: string): Promise<{ exam: number; index: number }> {
  const subject = await subjectId(token, 'Higher Mathematics');
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const exam = await startedExam(token, subject, 30);
    const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { question_data: Array<{ data: string }> } }> } }>(
      'query($id: Int!) { examSheet(id: $id) { questions { question { question_data { data } } } } }',
      { id: exam },
      token,
    );
    const index = examSheet.questions.findIndex(({ question }) => question.question_data.some(({ data }) => data.includes('matrix')));
    if (index >= 0) return { exam, index };
  }
  throw new Error('no Higher Mathematics exam of 30 questions held a matrix in 20 tries');
}

describe('the Content-Security-Policy in Chromium', () => {
  it('the page is served with the strict policy', async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('login, home and an exam question with a matrix show no violation', async () => {
    const { context, page } = await newPage(browser());
    const violations = await watchViolations(page);
    await signIn(page, 'learner@example.com', 'Learner#2026');
    await page.waitForURL('**/home');
    await page.waitForLoadState('networkidle');

    // temml pads a matrix's cells with style attributes, which the policy refuses in markup.
    const { exam, index } = await examWithMatrix(await learnerToken());
    await page.goto(`/exam/${exam}`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    for (let i = 0; i < index; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: `Question ${index + 1}` }).waitFor();
    await page.locator('mtable').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The cells keep temml's padding, applied through the CSSOM.
    expect(await page.locator('mtd').first().evaluate((cell) => getComputedStyle(cell).paddingRight)).not.toBe('0px');
    expect(violations).toEqual([]);
    await context.close();
  });
});
