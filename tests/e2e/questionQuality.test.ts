// Question quality (issue 33 item 4, docs/content.md) in real Chromium: a learner of our own sits five
// Biology exams of one subtopic through the gateway, leaving every question blank, so each of its
// questions is 'Too hard' (docs/content.md#flags); on a 360 px phone they report the first question
// from the last exam's review (docs/content.md#report-form); the Admin, at 1280 px, finds the report
// on /admin/questions with its question's statistics and flag (docs/content.md#admin-page) and
// resolves it.
import { qualityMessages as m, QUALITY_FACILITY_MIN_ATTEMPTS } from '@proshno/engine';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';
import { graphql, learnerToken, signedInPage, subjectId, subscribedLearner } from './product';
import { signIn } from './screens';

const browser = useBrowser();
const WORDS = 'The key marks the wrong organelle.';

/** Every question of Biology's first subtopic, sat and submitted blank: its id. */
async function blankBiologyExam(token: string): Promise<number> {
  const biology = await subjectId(token, 'Biology');
  const { topics } = await graphql<{ topics: Array<{ id: number }> }>('query($s: Int!) { topics(subject: $s) { id } }', { s: biology }, token);
  const topic = topics[0];
  if (topic === undefined) throw new Error('the demo bank has Biology topics');
  const { subtopics } = await graphql<{ subtopics: Array<{ id: number; questions_available: number }> }>(
    'query($t: Int!) { subtopics(topic: $t) { id questions_available } }',
    { t: topic.id },
    token,
  );
  const subtopic = subtopics.find((s) => s.questions_available > 0);
  if (subtopic === undefined) throw new Error('the demo bank has Biology questions');
  const { createExam } = await graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token);
  const exam = createExam.id;
  const { startExam } = await graphql<{ startExam: { id: number } }>(
    'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }',
    { exam, subjects: [{ subject: biology, topic: topic.id, subtopic: subtopic.id, no_of_questions: subtopic.questions_available }] },
    token,
  );
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id } } } }',
    { id: startExam.id },
    token,
  );
  const answers = examSheet.questions.map(({ question }) => ({ question: question.id, option: null }));
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam, answers }, token);
  return exam;
}

describe('knowing a question is wrong (docs/content.md)', () => {
  it('a learner reports a question from the review; the Admin sees it with its flag and resolves it', { timeout: 180_000 }, async () => {
    const learner = await subscribedLearner('quality');
    const token = await learnerToken(learner);
    let last = 0;
    for (let i = 0; i < QUALITY_FACILITY_MIN_ATTEMPTS; i += 1) last = await blankBiologyExam(token);

    const phone = await signedInPage(browser(), 360, learner);
    await phone.page.goto(`/history/${last}`);
    await phone.page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await phone.page.getByRole('button', { name: m.reportProblem }).click();
    const form = phone.page.getByRole('form', { name: m.reportTitle });
    await form.getByText(m.reasons.wrong_key, { exact: true }).click();
    expect(await form.getByRole('radio', { name: m.reasons.wrong_key }).isChecked()).toBe(true);
    await form.getByLabel(m.detailsLabel).fill(WORDS);
    await form.getByRole('button', { name: m.send }).click();
    await phone.page.getByRole('status').filter({ hasText: m.sent }).waitFor();
    await phone.context.close();

    const desk = await newPage(browser(), 1280);
    await signIn(desk.page, 'admin@example.com', 'Admin#2026');
    await desk.page.waitForURL((url) => url.pathname === '/home');
    await desk.page.goto('/admin/questions');
    await desk.page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();
    const report = desk.page.getByRole('listitem').filter({ hasText: WORDS });
    await report.waitFor();
    await expect.poll(() => report.getByText(m.reasons.wrong_key, { exact: true }).count()).toBe(1);
    expect(await report.locator('[data-flag]').allTextContents()).toContain(m.flags.too_hard);
    expect(await report.getByRole('definition').first().textContent()).toMatch(/^\d+$/);

    await report.getByRole('button', { name: m.resolve }).click();
    await report.waitFor({ state: 'detached' });
    await desk.context.close();
  });
});
