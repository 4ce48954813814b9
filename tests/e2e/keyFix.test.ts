// A wrong key found by item analysis and fixed (issue 33 items 1 and 4, docs/content.md#flags,
// docs/content.md#versions) in real Chromium. The Admin publishes three Biology questions in a
// subtopic of its own, one of them keyed wrong: 'Which organelle makes most of a cell's ATP?' keyed
// 'Nucleus'. A learner of our own sits twenty random tests of the subtopic through the gateway (the
// sittings a discrimination index needs, QUALITY_MIN_ATTEMPTS): in half they know the subject,
// answer the other two right and choose the true answer, 'Mitochondrion', which the wrong key marks
// wrong; in the other half they answer the other two wrong and choose 'Nucleus'. The item is then
// right exactly where the rest of the test is wrong: discrimination −1, 'Negative discrimination'.
// At 1280 px the Admin filters the bank by that flag, opens the question, moves the key to B and
// saves: a new version, the history lists both, and the flag is gone from the list (the new version
// has no sittings yet). On a 360 px phone the version history reads the same and fits.
import { bankEditorMessages as m, QUALITY_MIN_ATTEMPTS } from '@proshno/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { graphql, learnerToken, subjectId, subscribedLearner } from './product';
import { signIn } from './screens';

const browser = useBrowser();
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
const SUBTOPIC = `Organelles ${Date.now()}`;
const WRONG_KEY = "Which organelle makes most of a cell's ATP?";

type Place = { subject: number; topic: number; subtopic: number };
/** A question to publish: its body, its four options, the option its key names and why. */
type Draft = { body: string; options: string[]; key: number; explanation: string };

const DRAFTS: Draft[] = [
  // Keyed wrong on purpose: the mitochondrion (B) makes most of a cell's ATP.
  { body: WRONG_KEY, options: ['Nucleus', 'Mitochondrion', 'Ribosome', 'Golgi body'], key: 0, explanation: 'Respiration takes place there.' },
  { body: "Which organelle holds most of a cell's DNA?", options: ['Nucleus', 'Vacuole', 'Lysosome', 'Cell wall'], key: 0, explanation: 'The chromosomes are in the nucleus.' },
  { body: 'Where are proteins made?', options: ['Ribosome', 'Vacuole', 'Lysosome', 'Cell wall'], key: 0, explanation: 'Ribosomes translate mRNA.' },
];

const text = (data: string) => [{ type: 'text', data }];

/** A new subtopic of Biology's first topic, so the three questions here are its only ones. */
async function ownSubtopic(token: string, admin: string): Promise<Place> {
  const subject = await subjectId(token, 'Biology');
  const { topics } = await graphql<{ topics: Array<{ id: number }> }>('query($s: Int!) { topics(subject: $s) { id } }', { s: subject }, token);
  const topic = topics[0];
  if (topic === undefined) throw new Error('the demo bank has Biology topics');
  const { createCatalogueEntry } = await graphql<{ createCatalogueEntry: { id: number } }>(
    'mutation($input: CatalogueEntryInput!) { createCatalogueEntry(input: $input) { id } }',
    { input: { kind: 'subtopic', parent: topic.id, name: SUBTOPIC } },
    admin,
  );
  return { subject, topic: topic.id, subtopic: createCatalogueEntry.id };
}

/** The draft written and published by the Admin: its id. */
async function published(admin: string, place: Place, draft: Draft): Promise<number> {
  const input = {
    ...place,
    language: 'en',
    question: text(draft.body),
    options: draft.options.map((option, i) => ({ data: text(option), is_answer: i === draft.key })),
    explanation: text(draft.explanation),
  };
  const { createBankQuestion } = await graphql<{ createBankQuestion: { question: { id: number } } }>(
    'mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { question { id } } }',
    { input },
    admin,
  );
  await graphql('mutation($id: Int!) { publishBankQuestion(id: $id) { current } }', { id: createBankQuestion.question.id }, admin);
  return createBankQuestion.question.id;
}

/**
 * One random test of the subtopic's three questions, submitted: a strong sitting answers the others
 * right and the wrongly keyed one with the true answer (B); a weak one answers the others with D
 * (wrong) and the wrongly keyed one with A (its key).
 */
async function sitting(token: string, place: Place, wrongKeyed: number, strong: boolean): Promise<void> {
  const { createExam } = await graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token);
  await graphql(
    'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }',
    { exam: createExam.id, subjects: [{ ...place, no_of_questions: DRAFTS.length }] },
    token,
  );
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } } } }',
    { id: createExam.id },
    token,
  );
  expect(examSheet.questions).toHaveLength(DRAFTS.length);
  const answers = examSheet.questions.map(({ question }) => {
    const position = question.id === wrongKeyed ? (strong ? 1 : 0) : strong ? 0 : 3;
    return { question: question.id, option: question.options[position]?.id ?? null };
  });
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam: createExam.id, answers }, token);
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Admin's list filtered by 'Negative discrimination': the rows of this run's subtopic. */
async function flaggedRows(page: Page) {
  await page.goto('/admin/bank');
  await page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();
  await page.locator('li[data-question]').first().waitFor();
  await pick(page, m.flagLabel, m.flags.negative_discrimination);
  // The filter's answer replaces the list; the flag's words then sit on every row.
  await expect.poll(() => page.locator('li[data-question]').filter({ hasNotText: m.flags.negative_discrimination }).count()).toBe(0);
  return page.locator('li[data-question]').filter({ hasText: SUBTOPIC });
}

describe('a wrong key found by item analysis and fixed (docs/content.md#flags)', () => {
  it('twenty sittings flag it, the Admin moves the key, a new version is listed and the flag clears', { timeout: 300_000 }, async () => {
    const learner = await subscribedLearner('keyfix');
    const token = await learnerToken(learner);
    const admin = await learnerToken(ADMIN);
    const place = await ownSubtopic(token, admin);
    const ids: number[] = [];
    for (const draft of DRAFTS) ids.push(await published(admin, place, draft));
    const [wrongKeyed] = ids;
    if (wrongKeyed === undefined) throw new Error('no question');
    for (let i = 0; i < QUALITY_MIN_ATTEMPTS; i += 1) await sitting(token, place, wrongKeyed, i % 2 === 0);

    // The Admin at 1280 px finds it by its flag, with nothing else of the subtopic flagged so.
    const desk = await newPage(browser(), 1280);
    await signIn(desk.page, ADMIN.email, ADMIN.password);
    await desk.page.waitForURL((url) => url.pathname === '/home');
    const flagged = await flaggedRows(desk.page);
    await expect.poll(() => flagged.count()).toBe(1);
    expect(await flagged.getAttribute('data-question')).toBe(String(wrongKeyed));
    expect(await flagged.textContent()).toContain(WRONG_KEY);

    // Its editor: the key moved to B and saved, which makes version 2 (the exams keep version 1).
    await flagged.getByRole('link', { name: new RegExp(`^${m.edit}:`) }).click();
    await desk.page.waitForURL((url) => url.pathname === `/admin/bank/${wrongKeyed}`);
    await desk.page.getByText(m.rightOption.replace('{letter}', 'B'), { exact: true }).click();
    await desk.page.getByRole('button', { name: m.save, exact: true }).click();
    await desk.page.getByRole('status').filter({ hasText: m.savedNewVersion.replace('{version}', '2').replace('{previous}', '1') }).waitFor();
    const versions = (page: Page) => page.getByRole('list', { name: m.versionsHeading }).getByRole('listitem');
    await expect.poll(() => versions(desk.page).count()).toBe(2);
    const [newest, older] = await versions(desk.page).allTextContents();
    expect(newest).toMatch(/^Version 2 · Published · answer B · .* · current$/);
    expect(older).toMatch(/^Version 1 · Published · answer A · .* · replaced /);

    // The list holds current versions: version 2 has no sittings yet, so nothing of the subtopic is flagged.
    const afterFix = await flaggedRows(desk.page);
    await expect.poll(() => afterFix.count()).toBe(0);
    const { adminBankQuestions } = await graphql<{ adminBankQuestions: { results: Array<{ id: number; version: number; answer: number; flags: string[] }> } }>(
      'query($s: Int) { adminBankQuestions(subtopic: $s) { results { id version answer flags } } }',
      { s: place.subtopic },
      admin,
    );
    const fixed = adminBankQuestions.results.find((q) => q.version === 2);
    expect(fixed).toMatchObject({ answer: 1, flags: [] });
    await desk.context.close();

    // On a 360 px phone the new version's page lists both versions, and nothing runs off the side.
    const phone = await newPage(browser(), 360);
    await signIn(phone.page, ADMIN.email, ADMIN.password);
    await phone.page.waitForURL((url) => url.pathname === '/home');
    await phone.page.goto(`/admin/bank/${fixed?.id ?? 0}`);
    await expect.poll(() => versions(phone.page).allTextContents()).toEqual([newest, older]);
    const [scroll, width] = await phone.page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(width ?? 0);
    await phone.context.close();
  });
});
