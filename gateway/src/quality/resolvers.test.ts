// Question quality over GraphQL against the real api (docs/content.md): the demo learner reports a
// question of a finished exam; the Admin reads its statistics and the queue, and resolves it; a
// learner is refused the Admin's fields; bad input is the api's 400.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accessOf, startLiveStack, type LiveStack } from '../liveStack';

let stack: LiveStack;
let admin: string;
let learner: string;
beforeAll(async () => {
  stack = await startLiveStack();
  admin = await accessOf(stack, 'admin@example.com', 'Admin#2026');
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
});
afterAll(async () => {
  await stack?.close();
});

/** A question of the demo learner's first finished exam. */
async function seenQuestion(): Promise<number> {
  const rows = await stack.graphql<{ examHistory: Array<{ id: number }> }>('{ examHistory { id } }', {}, learner);
  const exam = rows.data?.examHistory[0]?.id;
  if (exam === undefined) throw new Error('the demo learner has no finished exam');
  const detail = await stack.graphql<{ examHistoryDetail: { questions: Array<{ question: { id: number } }> } }>(
    'query($id: Int!) { examHistoryDetail(id: $id) { questions { question { id } } } }',
    { id: exam },
    learner,
  );
  const question = detail.data?.examHistoryDetail.questions[0]?.question.id;
  if (question === undefined) throw new Error('the exam has no questions');
  return question;
}

const statisticsFields = 'question text language subject topic attempts facility discrimination options { position is_answer chosen } blanks median_time_ms flags open_reports';
const report = 'mutation($question: Int!, $reason: QuestionReportReason!, $text: String) { reportQuestion(question: $question, reason: $reason, text: $text) { id question reason text resolved_at } }';

it('a learner reports a question; the Admin sees it with its statistics and resolves it', async () => {
  const question = await seenQuestion();
  const made = await stack.graphql<{ reportQuestion: { id: number; question: number; reason: string; text: string; resolved_at: string | null } }>(
    report,
    { question, reason: 'question_error', text: 'Two options are the same.' },
    learner,
  );
  expect(made.errors).toBeUndefined();
  expect(made.data?.reportQuestion).toMatchObject({ question, reason: 'question_error', text: 'Two options are the same.', resolved_at: null });
  const id = made.data?.reportQuestion.id;

  const queue = await stack.graphql<{ adminQuestionReports: { open: number; results: Array<{ id: number; reporter: string; statistics: { question: number; attempts: number; open_reports: number } }> } }>(
    `{ adminQuestionReports { count open page page_size results { id reason text created_at resolved_at reporter statistics { ${statisticsFields} } } } }`,
    {},
    admin,
  );
  expect(queue.errors).toBeUndefined();
  expect(queue.data?.adminQuestionReports.results.find((r) => r.id === id)).toMatchObject({ reporter: 'Ayesha Rahman', statistics: { question, attempts: 1, open_reports: 1 } });

  const analysis = await stack.graphql<{ adminQuestionAnalysis: { count: number; results: Array<{ question: number }> } }>(
    `query($flag: QualityFilter, $page: Int) { adminQuestionAnalysis(flag: $flag, page: $page) { count page page_size results { ${statisticsFields} } } }`,
    { flag: 'reported', page: 1 },
    admin,
  );
  expect(analysis.errors).toBeUndefined();
  expect(analysis.data?.adminQuestionAnalysis.results.map((s) => s.question)).toEqual([question]);

  const resolved = await stack.graphql<{ resolveQuestionReport: { id: number; resolved_at: string | null } }>(
    'mutation($id: Int!) { resolveQuestionReport(id: $id) { id resolved_at } }',
    { id },
    admin,
  );
  expect(resolved.errors).toBeUndefined();
  expect(typeof resolved.data?.resolveQuestionReport.resolved_at).toBe('string');
});

it("refuses a learner the Admin's fields with FORBIDDEN, and bad input with the api's 400", async () => {
  const listed = await stack.graphql('{ adminQuestionAnalysis { count } }', {}, learner);
  expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const queue = await stack.graphql('{ adminQuestionReports { count } }', {}, learner);
  expect(queue.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const long = await stack.graphql(report, { question: await seenQuestion(), reason: 'other', text: 'x'.repeat(501) }, learner);
  expect(long.errors?.[0]?.extensions).toMatchObject({ status: 400 });
  const page = await stack.graphql('{ adminQuestionAnalysis(page: 0) { count } }', {}, admin);
  expect(page.errors?.[0]?.extensions).toMatchObject({ status: 400 });
});
