// Issue 8, reliability: a learner's answers survive the whole product restarting mid-exam and, on
// PostgreSQL, the database going away and coming back. Every answer chosen while something was
// down reaches the server exactly once, and the score is the server's count of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { graphqlAt, tokenOf } from './graphqlClient';
import { startedRandomTest, subjectNamed } from './examFixtures';
import { LEARNER } from './product';
import { startProductProcess, type ProductProcess } from './productProcess';
import { signIn } from './screens';

const adminUrl = process.env.DATABASE_URL || undefined;
const database = `proshno_survival_${process.pid}_${Date.now()}`;
const folder = mkdtempSync(join(tmpdir(), 'proshno-survival-'));
let product: ProductProcess | undefined;

const browser = useBrowser();
beforeAll(async () => {
  if (adminUrl !== undefined) await admin(`CREATE DATABASE ${database}`);
});
afterAll(async () => {
  await product?.stop();
  if (adminUrl !== undefined) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(folder, { recursive: true, force: true });
});

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function start(port?: number): Promise<ProductProcess> {
  product = await startProductProcess(folder, adminUrl === undefined ? {} : { DATABASE_URL: databaseUrl() }, port);
  return product;
}

type Sheet = {
  examSheet: {
    result: { score: number; exam: { status: string; mark_per_qn: number; negative_mark_per_qn: number | null } };
    questions: Array<{ question: { id: number; options: Array<{ id: number; is_answer: boolean | null }> }; option: number | null }>;
  };
};
const sheetQuery = (id: number) =>
  `{ examSheet(id: ${id}) { result { score exam { status mark_per_qn negative_mark_per_qn } }
     questions { question { id options { id is_answer } } option } } }`;

/** The letter the server holds for each question ('-' for none). */
async function serverLetters(url: string, token: string, examId: number): Promise<string[]> {
  const { examSheet } = await graphqlAt(url)<Sheet>(sheetQuery(examId), {}, token);
  return examSheet.questions.map(({ question, option: held }) => {
    const index = question.options.findIndex((option) => held === option.id);
    return index < 0 ? '-' : 'ABCD'.charAt(index);
  });
}

async function choose(page: Page, question: number, letter: 'A' | 'B' | 'C' | 'D'): Promise<void> {
  await page.getByRole('heading', { name: /^Question \d+$/ }).waitFor();
  const heading = page.getByRole('heading', { name: `Question ${question}` });
  while (!(await heading.isVisible())) await page.getByRole('button', { name: 'Next' }).click();
  const option = page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) });
  await option.click();
  await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
}

describe('answers through outages', () => {
  it('reach the server exactly once after the product restarts and the database comes back', async () => {
    const first = await start();
    const port = Number(new URL(first.url).port);
    const graphql = graphqlAt(first.url);
    // One token for the whole outage: the session the page holds lives through the restarts too.
    const token = await tokenOf(graphql, LEARNER);
    const examId = await startedRandomTest(graphql, token, await subjectNamed(graphql, token, 'Physics'), 6);

    const context = await browser().newContext({ baseURL: first.url, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    await signIn(page, LEARNER.email, LEARNER.password);
    await page.waitForURL('**/home');
    await page.goto(`/exam/${examId}`);
    await choose(page, 1, 'A');
    await expect.poll(() => serverLetters(first.url, token, examId)).toEqual(['A', '-', '-', '-', '-', '-']);

    // The whole product goes down (api, gateway and, on PGlite, the database in its process).
    await first.stop();
    await choose(page, 2, 'B');
    await choose(page, 3, 'C');
    const again = await start(port);
    await expect.poll(() => serverLetters(again.url, token, examId), { timeout: 60_000 }).toEqual(['A', 'B', 'C', '-', '-', '-']);

    if (adminUrl !== undefined) {
      // PostgreSQL goes away under the running api: every connection cut, none allowed back.
      await admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`);
      await choose(page, 4, 'D');
      await choose(page, 5, 'A');
      await admin(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      await expect.poll(() => serverLetters(again.url, token, examId), { timeout: 60_000 }).toEqual(['A', 'B', 'C', 'D', 'A', '-']);
    }

    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const shownScore = Number(await page.getByTestId('score').textContent());

    // One script row per answered question, no more.
    const scriptResponse = await fetch(`${again.url}/api/exam/v1/exam-script/?exam=${examId}`, { headers: { authorization: `Bearer ${token}` } });
    const script = (await scriptResponse.json()) as Array<{ question: number; choosed_options: number[] }>;
    const answered = script.filter((row) => row.choosed_options.length > 0);
    expect(new Set(answered.map((row) => row.question)).size).toBe(answered.length);
    expect(answered).toHaveLength(adminUrl === undefined ? 3 : 5);

    const { examSheet } = await graphqlAt(again.url)<Sheet>(sheetQuery(examId), {}, token);
    expect(examSheet.result.exam.status).toBe('finished');
    const right = examSheet.questions.filter(({ question, option: held }) =>
      question.options.some((option) => option.is_answer === true && held === option.id),
    ).length;
    const wrong = answered.length - right;
    const { mark_per_qn, negative_mark_per_qn } = examSheet.result.exam;
    expect(shownScore).toBeCloseTo(right * mark_per_qn - wrong * (negative_mark_per_qn ?? 0), 5);
    expect(examSheet.result.score).toBeCloseTo(shownScore, 5);
    await context.close();
  }, 240_000);
});
