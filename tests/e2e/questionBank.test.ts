// The question bank (issue 33 item 1, docs/content.md#editor) in real Chromium: the Admin, at
// 1280 px, authors a question in Bengali with a LaTeX formula and an uploaded image, watches the live preview
// render it through the exam's renderer, saves and publishes it, in a subtopic of its own made for the
// run; a subscribed learner then draws it as a flashcard of that subject and subtopic and answers it
// in a random test. The Admin, on a 360 px phone, finds
// it by a search typed with Bengali digits, moves its key, and the editor lists both versions; the
// learner's history still shows the version they answered, text and key (docs/content.md#versions).
import { bankEditorMessages as m } from '@proshno/engine';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useBrowser } from './browser';
import { graphql, learnerToken, subjectId, subscribedLearner } from './product';
import { signIn } from './screens';

const browser = useBrowser();
/** The Bengali body, with a number in Bengali digits the search finds typed as 0–9. */
const BODY = 'একটি গাড়ি ১২০ মিটার পথ ৬ সেকেন্ডে গেলে গড় বেগ কত?';
const FORMULA = 'v = \\frac{s}{t}';
/** A 64 × 64 PNG of the repository, uploaded as the question's figure. */
const FIGURE_FILE = fileURLToPath(new URL('../../web/public/icons/pwa-64x64.png', import.meta.url));
const OPTIONS = ['২০ মি/সে', '১২ মি/সে', '৬০ মি/সে', '৭২০ মি/সে'];
const SUBTOPIC = `Average speed ${Date.now()}`;

type Place = { subject: number; topic: number; subtopic: number };

/**
 * A new subtopic of Physics › Kinematics made by the Admin for this run, so the question written
 * here is its only one (a live contest may hold some of the demo's questions, docs/contest.md).
 */
async function ownSubtopic(token: string, admin: string): Promise<Place> {
  const subject = await subjectId(token, 'Physics');
  const { topics } = await graphql<{ topics: Array<{ id: number; name: string }> }>('query($s: Int!) { topics(subject: $s) { id name } }', { s: subject }, token);
  const topic = topics.find((t) => t.name === 'Kinematics');
  if (topic === undefined) throw new Error('the demo bank has Kinematics');
  const { createCatalogueEntry } = await graphql<{ createCatalogueEntry: { id: number } }>(
    'mutation($input: CatalogueEntryInput!) { createCatalogueEntry(input: $input) { id } }',
    { input: { kind: 'subtopic', parent: topic.id, name: SUBTOPIC } },
    admin,
  );
  return { subject, topic: topic.id, subtopic: createCatalogueEntry.id };
}

async function available(token: string, place: Place): Promise<number | undefined> {
  const { subtopics } = await graphql<{ subtopics: Array<{ id: number; questions_available: number }> }>(
    'query($t: Int!) { subtopics(topic: $t) { id questions_available } }',
    { t: place.topic },
    token,
  );
  return subtopics.find((s) => s.id === place.subtopic)?.questions_available;
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${label}:`) }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The part's text area in a field (Question, Option A, …) of the Bengali side. */
function part(page: Page, field: string, number: number) {
  return page.getByRole('group', { name: m.languageNames.bn }).getByRole('group', { name: field, exact: true }).getByRole('textbox', { name: `${field}, part ${number}`, exact: true });
}

async function noSideways(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

describe('the question bank (docs/content.md#editor)', () => {
  it('authors a Bengali question with a formula and an image, publishes it, and a new version keeps what the learner saw', { timeout: 240_000 }, async () => {
    const learner = await subscribedLearner('bank');
    const token = await learnerToken(learner);
    const place = await ownSubtopic(token, await learnerToken({ email: 'admin@example.com', password: 'Admin#2026' }));
    expect(await available(token, place)).toBe(0);

    // The Admin at 1280 px: the list, then a new question.
    const desk = await newPage(browser(), 1280);
    await signIn(desk.page, 'admin@example.com', 'Admin#2026');
    await desk.page.waitForURL((url) => url.pathname === '/home');
    await desk.page.goto('/admin/bank');
    await desk.page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();
    await desk.page.locator('li[data-question]').first().waitFor();
    await desk.page.getByRole('link', { name: m.newQuestion }).click();
    await desk.page.getByRole('heading', { name: m.newHeading, level: 1 }).waitFor();

    // Saving an empty question says what is missing and sends nothing.
    await desk.page.getByRole('button', { name: m.save, exact: true }).click();
    await desk.page.getByRole('alert').filter({ hasText: m.problemPlace }).waitFor();

    await pick(desk.page, m.subjectLabel, 'Physics');
    await pick(desk.page, m.topicLabel, 'Kinematics');
    await pick(desk.page, m.subtopicLabel, SUBTOPIC);
    await part(desk.page, m.questionField, 1).fill(BODY);
    const question = desk.page.getByRole('group', { name: m.languageNames.bn }).getByRole('group', { name: m.questionField, exact: true });
    await question.getByRole('button', { name: `Add ${m.partTypes.latex}` }).click();
    await part(desk.page, m.questionField, 2).fill(FORMULA);
    // The figure is uploaded from this computer into the shared media storage, with its size.
    await question.getByRole('button', { name: `Add ${m.partTypes.image}` }).click();
    const chooser = desk.page.waitForEvent('filechooser');
    await question.getByRole('button', { name: `${m.uploadImage}: ${m.questionField}, part 3` }).click();
    await (await chooser).setFiles(FIGURE_FILE);
    await expect.poll(() => part(desk.page, m.questionField, 3).inputValue()).toMatch(/^bank-upload\/[\w-]+\.png$/);
    const uploaded = await part(desk.page, m.questionField, 3).inputValue();
    for (const [i, text] of OPTIONS.entries()) await part(desk.page, `Option ${'ABCD'[i]}`, 1).fill(text);
    await part(desk.page, m.explanationField, 1).fill('বেগ = ১২০ ÷ ৬ = ২০ মি/সে।');
    await desk.page.getByText('Option A is right', { exact: true }).click();

    // The live preview renders the words, the formula as MathML and the picture, at a phone's width.
    const preview = desk.page.getByTestId('question-preview');
    await preview.getByText(BODY).waitFor();
    await preview.locator('math').first().waitFor();
    const figure = preview.locator('img');
    expect(await figure.getAttribute('src')).toBe(`/media/${uploaded}`);
    expect([await figure.getAttribute('width'), await figure.getAttribute('height')]).toEqual(['64', '64']);
    await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
    expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(360);
    await expect.poll(() => preview.locator('[data-right]').textContent()).toContain(OPTIONS[0]);

    await desk.page.getByRole('button', { name: m.save, exact: true }).click();
    await desk.page.getByRole('status').filter({ hasText: m.saved }).waitFor();
    // The first save puts the new question's address in place of /admin/bank/new, and the editor
    // stays as it was ('Saved.' still said); a reload of that address opens the saved question.
    await expect.poll(() => new URL(desk.page.url()).pathname).toMatch(/^\/admin\/bank\/\d+$/);
    await desk.page.getByRole('status').filter({ hasText: m.saved }).waitFor();
    const savedAt = new URL(desk.page.url()).pathname;
    await desk.page.reload();
    await expect.poll(() => part(desk.page, m.questionField, 1).inputValue()).toBe(BODY);
    expect(new URL(desk.page.url()).pathname).toBe(savedAt);
    expect(await desk.page.getByRole('heading', { level: 1 }).textContent()).toContain(savedAt.slice('/admin/bank/'.length));
    await desk.page.getByRole('button', { name: m.publish, exact: true }).click();
    await desk.page.getByRole('status').filter({ hasText: m.published }).waitFor();
    const heading = await desk.page.getByRole('heading', { level: 1 }).textContent();
    const id = Number(/\d+/.exec(heading ?? '')?.[0]);
    expect(id).toBeGreaterThan(0);
    await desk.context.close();

    // Learners are given it: the subtopic's one question, drawn as a flashcard.
    expect(await available(token, place)).toBe(1);
    const { flashcardQuestions } = await graphql<{ flashcardQuestions: Array<{ id: number; question_data: Array<{ data: string }> }> }>(
      'query($s: Int!, $t: Int, $u: Int, $n: Int!) { flashcardQuestions(subject: $s, topic: $t, subtopic: $u, limit: $n) { id question_data { data } } }',
      { s: place.subject, t: place.topic, u: place.subtopic, n: 1 },
      token,
    );
    expect(flashcardQuestions.map((q) => q.id)).toEqual([id]);
    expect(flashcardQuestions[0]?.question_data.map((p) => p.data)).toEqual([BODY, FORMULA, uploaded]);

    // The learner answers it in a random test of the subtopic, then the test is submitted.
    const { createExam } = await graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token);
    await graphql(
      'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }',
      { exam: createExam.id, subjects: [{ subject: place.subject, topic: place.topic, subtopic: place.subtopic, no_of_questions: 1 }] },
      token,
    );
    const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> } }> } }>(
      'query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } } } }',
      { id: createExam.id },
      token,
    );
    const answers = examSheet.questions.map(({ question: q }) => ({ question: q.id, option: q.id === id ? (q.options[0]?.id ?? null) : null }));
    expect(answers.some((a) => a.question === id)).toBe(true);
    await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam: createExam.id, answers }, token);

    // The Admin on a 360 px phone finds it by a search typed with 0–9 and moves its key to B.
    const phone = await newPage(browser(), 360);
    await signIn(phone.page, 'admin@example.com', 'Admin#2026');
    await phone.page.waitForURL((url) => url.pathname === '/home');
    await phone.page.goto('/admin/bank');
    await phone.page.getByRole('heading', { name: m.heading, level: 1 }).waitFor();
    await phone.page.getByRole('searchbox', { name: m.searchLabel }).fill('মিটার পথ 6 সেকেন্ডে');
    await phone.page.getByRole('button', { name: m.searchButton, exact: true }).click();
    const found = phone.page.locator('li[data-question]').filter({ hasText: SUBTOPIC });
    await expect.poll(() => found.count()).toBe(1);
    await noSideways(phone.page);
    await found.getByRole('link', { name: new RegExp(`^${m.edit}:`) }).click();
    await phone.page.getByText('Option B is right', { exact: true }).click();
    await phone.page.getByRole('button', { name: m.save, exact: true }).click();
    await phone.page.getByRole('status').filter({ hasText: 'Saved as version 2' }).waitFor();
    const versions = phone.page.getByRole('list', { name: m.versionsHeading }).getByRole('listitem');
    await expect.poll(() => versions.count()).toBe(2);
    const [newest, older] = await versions.allTextContents();
    expect(newest).toMatch(/^Version 2 · Published · answer B · .* · current$/);
    expect(older).toMatch(/^Version 1 · Published · answer A · .* · replaced /);
    await noSideways(phone.page);
    await phone.context.close();

    // The learner's history still shows the version they answered: its text and its key, A.
    const { examHistoryDetail } = await graphql<{ examHistoryDetail: { questions: Array<{ question: { id: number; question_data: Array<{ data: string }>; options: Array<{ is_answer: boolean | null }> } }> } }>(
      'query($id: Int!) { examHistoryDetail(id: $id) { questions { question { id question_data { data } options { is_answer } } } } }',
      { id: createExam.id },
      token,
    );
    const seen = examHistoryDetail.questions.find((q) => q.question.id === id);
    expect(seen?.question.question_data.map((p) => p.data)).toContain(BODY);
    expect(seen?.question.options.map((o) => o.is_answer)).toEqual([true, false, false, false]);
  });
});
