// The exam-practice GraphQL surface against the real api (PGlite), as the demo learner would use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessOf, dataOf, startLiveStack, type LiveStack } from '../liveStack';

let stack: LiveStack;
let learner: string;
let newbie: string;

beforeAll(async () => {
  stack = await startLiveStack();
  learner = await accessOf(stack, 'learner@example.com', 'Learner#2026');
  newbie = await accessOf(stack, 'newbie@example.com', 'Newbie#2026');
});
afterAll(async () => {
  await stack?.close();
});

type Subject = { id: number; name: string; questions_available: number };
type Sheet = {
  examSheet: {
    result: { exam: { status: string; type: { name: string }; time_remaining: number; mark_per_qn: number; negative_mark_per_qn: number | null }; score: number };
    subjects: string[];
    questions: Array<{
      question: { id: number; subject: { name: string }; explanation_data: unknown; options: Array<{ id: number; is_answer: boolean | null }> };
      option: number | null;
    }>;
  };
};

const sheetQuery = /* GraphQL */ `
  query($id: Int!) {
    examSheet(id: $id) {
      result { exam { status type { name } time_remaining mark_per_qn negative_mark_per_qn } score }
      subjects
      questions { question { id subject { name } explanation_data { type data } options { id is_answer } } option }
    }
  }
`;

async function startedExam(token: string, subject: Subject, count: number): Promise<number> {
  const { createExam } = dataOf(
    await stack.graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, token),
  );
  const started = await stack.graphql<{ startExam: { id: number; status: string } }>(
    'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id status } }',
    { exam: createExam.id, subjects: [{ subject: subject.id, no_of_questions: count }] },
    token,
  );
  expect(dataOf(started).startExam).toEqual({ id: createExam.id, status: 'created' });
  return createExam.id;
}

describe('exam practice', () => {
  let physics: Subject;

  beforeAll(async () => {
    const { subjects } = dataOf(await stack.graphql<{ subjects: Subject[] }>('{ subjects { id name questions_available } }', {}, learner));
    const found = subjects.find((subject) => subject.name === 'Physics');
    if (found === undefined) throw new Error('no Physics in the bank');
    physics = found;
  });

  it('starts an exam in one REST call: the selection answers with the exam (docs/api.md#shape-exam-subject)', async () => {
    const { createExam } = dataOf(await stack.graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, learner));
    stack.restCalls.length = 0;
    const { startExam } = dataOf(
      await stack.graphql<{ startExam: { id: number; status: string; total_question: number; timelimit: number; time_remaining: number; type: { name: string } } }>(
        'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id status total_question timelimit time_remaining } }',
        { exam: createExam.id, subjects: [{ subject: physics.id, no_of_questions: 3 }] },
        learner,
      ),
    );
    expect(startExam).toMatchObject({ id: createExam.id, status: 'created', total_question: 3, timelimit: 180 });
    expect(startExam.time_remaining).toBeGreaterThan(170);
    expect(stack.restCalls).toEqual(['POST /api/exam/v1/exam-subject/']);
  });

  it('asks REST to draw near the learner’s level only when nearLevel is true, to start or to schedule (docs/learning.md#near-level)', async () => {
    const start = 'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!, $nearLevel: Boolean) { startExam(exam: $exam, subjects: $subjects, nearLevel: $nearLevel) { id total_question } }';
    const schedule =
      'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!, $at: String!, $nearLevel: Boolean) { scheduleExam(exam: $exam, subjects: $subjects, start_time: $at, nearLevel: $nearLevel) { id total_question } }';
    const at = new Date(Date.now() + 86_400_000).toISOString();
    for (const [mutation, nearLevel, sent] of [
      [start, true, true],
      [start, false, undefined],
      [start, null, undefined],
      [schedule, true, true],
      [schedule, undefined, undefined],
    ] as const) {
      const { createExam } = dataOf(await stack.graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, learner));
      stack.restBodies.length = 0;
      const answer = await stack.graphql<Record<string, { id: number; total_question: number }>>(
        mutation,
        { exam: createExam.id, subjects: [{ subject: physics.id, no_of_questions: 2 }], ...(mutation === schedule ? { at } : {}), ...(nearLevel === undefined ? {} : { nearLevel }) },
        learner,
      );
      expect(Object.values(dataOf(answer))).toEqual([{ id: createExam.id, total_question: 2 }]);
      const [selection] = stack.restBodies;
      expect(selection?.call).toBe('POST /api/exam/v1/exam-subject/');
      expect((selection?.body as { near_level?: unknown }).near_level).toBe(sent);
      dataOf(await stack.graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id: createExam.id }, learner));
    }
  });

  it('names the questions’ subjects from the names it keeps: a second sheet asks REST for the set alone (docs/api.md#caching)', async () => {
    const examId = await startedExam(learner, physics, 2);
    const named = 'query($id: Int!) { examSheet(id: $id) { subjects questions { question { subject { id name } } } } }';
    dataOf(await stack.graphql(named, { id: examId }, learner));
    stack.restCalls.length = 0;
    const { examSheet } = dataOf(
      await stack.graphql<{ examSheet: { subjects: string[]; questions: Array<{ question: { subject: { id: number; name: string } } }> } }>(named, { id: examId }, learner),
    );
    expect(examSheet.subjects).toEqual(['Physics']);
    expect(examSheet.questions.map(({ question }) => question.subject)).toEqual([physics, physics].map(({ id, name }) => ({ id, name })));
    expect(stack.restCalls).toEqual([`GET /api/exam/v1/question-set/?exam=${examId}`]);
  });

  it('reads the question set in one REST call when the query does not ask for the result', async () => {
    const examId = await startedExam(learner, physics, 3);
    stack.restCalls.length = 0;
    const { examSheet } = dataOf(
      await stack.graphql<{ examSheet: { questions: unknown[] } }>('query($id: Int!) { examSheet(id: $id) { questions { option } } }', { id: examId }, learner),
    );
    expect(examSheet.questions).toHaveLength(3);
    expect(stack.restCalls).toEqual([`GET /api/exam/v1/question-set/?exam=${examId}`]);
    // Asked for, the result comes after the set (reading the set finishes an exam out of time).
    stack.restCalls.length = 0;
    dataOf(await stack.graphql(sheetQuery, { id: examId }, learner));
    expect(stack.restCalls.slice(0, 2)).toEqual([`GET /api/exam/v1/question-set/?exam=${examId}`, `GET /api/exam/v1/exam/${examId}/`]);
  });

  it('takes an exam from start to a result scored by the server', async () => {
    const examId = await startedExam(learner, physics, 4);
    const before = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet;
    expect(before.subjects).toEqual(['Physics']);
    expect(before.result.exam).toMatchObject({ status: 'created', type: { name: 'Random Test' } });
    expect(before.result.exam.time_remaining).toBeGreaterThan(0);
    expect(before.questions).toHaveLength(4);
    // No answers or explanations while the exam runs.
    for (const { question } of before.questions) {
      expect(question.explanation_data).toBeNull();
      expect(question.options.every((option) => option.is_answer === null)).toBe(true);
    }

    const [first, second] = before.questions;
    if (first === undefined || second === undefined) throw new Error('too few questions');
    const save = 'mutation($exam: Int!, $question: Int!, $option: Int) { saveAnswer(exam: $exam, question: $question, option: $option) }';
    const firstOption = first.question.options[0]?.id ?? 0;
    expect(dataOf(await stack.graphql(save, { exam: examId, question: first.question.id, option: firstOption }, learner))).toEqual({ saveAnswer: true });

    const submitted = dataOf(
      await stack.graphql<{ submitExam: { score: number; exam: { status: string }; subject_result: Array<{ right: number; wrong: number; not_answered: number }> } }>(
        'mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score exam { status } subject_result { right wrong not_answered } } }',
        {
          exam: examId,
          answers: before.questions.map(({ question }) => ({
            question: question.id,
            option: question.id === second.question.id ? (second.question.options[1]?.id ?? 0) : question.id === first.question.id ? firstOption : null,
          })),
        },
        learner,
      ),
    ).submitExam;
    expect(submitted.exam.status).toBe('finished');

    const after = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet;
    const isRight = (entry: (typeof after.questions)[number]) =>
      entry.question.options.some((option) => option.is_answer === true && entry.option === option.id);
    const right = after.questions.filter(isRight).length;
    const wrong = after.questions.filter((entry) => entry.option !== null && !isRight(entry)).length;
    const { mark_per_qn, negative_mark_per_qn } = after.result.exam;
    expect(submitted.subject_result).toEqual([{ right, wrong, not_answered: 4 - right - wrong }]);
    expect(submitted.score).toBeCloseTo(right * mark_per_qn - wrong * (negative_mark_per_qn ?? 0), 5);
    expect(after.result.score).toBe(submitted.score);
    // Answers and explanations come with the result.
    expect(after.questions.every(({ question }) => question.options.some((option) => option.is_answer === true))).toBe(true);
  });

  // docs/api.md#error-codes (issue 26 item 1): the web drops a queued save only on the exam's own code.
  it('hands the REST refusal’s own code on as extensions.code: a save on a finished exam is FINISHED', async () => {
    const examId = await startedExam(learner, physics, 1);
    const [entry] = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions;
    if (entry === undefined) throw new Error('no question');
    const submit = 'mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }';
    dataOf(await stack.graphql(submit, { exam: examId, answers: [{ question: entry.question.id, option: null }] }, learner));
    const save = 'mutation($exam: Int!, $question: Int!, $option: Int) { saveAnswer(exam: $exam, question: $question, option: $option) }';
    const late = await stack.graphql(save, { exam: examId, question: entry.question.id, option: entry.question.options[0]?.id ?? 0 }, learner);
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'FINISHED', status: 409, body: { code: 'FINISHED' } });
  });

  // docs/exam.md#latest-choice (issue 26 item 2).
  it('passes when a choice was made on to REST: an older choice arriving later leaves the newer one', async () => {
    const examId = await startedExam(learner, physics, 1);
    const [entry] = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions;
    const [a, b] = entry?.question.options ?? [];
    if (entry === undefined || a === undefined || b === undefined) throw new Error('no question with two options');
    const save = 'mutation($exam: Int!, $question: Int!, $option: Int, $chosenAt: String) { saveAnswer(exam: $exam, question: $question, option: $option, chosenAt: $chosenAt) }';
    const now = Date.now();
    dataOf(await stack.graphql(save, { exam: examId, question: entry.question.id, option: b.id, chosenAt: new Date(now - 1000).toISOString() }, learner));
    dataOf(await stack.graphql(save, { exam: examId, question: entry.question.id, option: a.id, chosenAt: new Date(now - 5000).toISOString() }, learner));
    const [held] = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions;
    expect(held?.option).toBe(b.id);
  });

  // docs/exam.md#question-time (issue 32 item 1).
  it('passes each answer’s time on screen on to REST, from a save and from the script, and the history gives it back', async () => {
    const examId = await startedExam(learner, physics, 3);
    const [first, second, third] = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions;
    const [a] = first?.question.options ?? [];
    const [b] = second?.question.options ?? [];
    if (first === undefined || second === undefined || third === undefined || a === undefined || b === undefined) throw new Error('too few questions');
    const save = 'mutation($exam: Int!, $question: Int!, $option: Int, $timeSpentMs: Int) { saveAnswer(exam: $exam, question: $question, option: $option, timeSpentMs: $timeSpentMs) }';
    dataOf(await stack.graphql(save, { exam: examId, question: first.question.id, option: a.id, timeSpentMs: 1 }, learner));
    const submit = 'mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }';
    dataOf(await stack.graphql(submit, { exam: examId, answers: [{ question: second.question.id, option: b.id, time_spent_ms: 2 }] }, learner));
    const history = dataOf(
      await stack.graphql<{ examHistoryDetail: { questions: Array<{ question: { id: number }; time_spent_ms: number | null }> } }>(
        'query($id: Int!) { examHistoryDetail(id: $id) { questions { question { id } time_spent_ms } } }',
        { id: examId },
        learner,
      ),
    );
    const times = new Map(history.examHistoryDetail.questions.map((q) => [q.question.id, q.time_spent_ms]));
    expect([times.get(first.question.id), times.get(second.question.id), times.get(third.question.id)]).toEqual([1, 2, null]);
  });

  // docs/architecture.md#answer-path: GraphQL says { question, option }; only the gateway knows REST's choosed_options.
  it('round-trips a saved answer as { question, option } through the gateway and the api, and option null clears it', async () => {
    const examId = await startedExam(learner, physics, 2);
    const [entry, other] = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions;
    const chosen = entry?.question.options[1];
    if (entry === undefined || other === undefined || chosen === undefined) throw new Error('too few questions');
    expect([entry.option, other.option]).toEqual([null, null]);
    const save = 'mutation($exam: Int!, $question: Int!, $option: Int) { saveAnswer(exam: $exam, question: $question, option: $option) }';
    const held = async () => dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions.map(({ question, option }) => ({ question: question.id, option }));

    stack.restCalls.length = 0;
    dataOf(await stack.graphql(save, { exam: examId, question: entry.question.id, option: chosen.id }, learner));
    expect(stack.restCalls).toEqual(['PUT /api/exam/v1/exam-script/answer/']);
    expect(await held()).toEqual([
      { question: entry.question.id, option: chosen.id },
      { question: other.question.id, option: null },
    ]);

    dataOf(await stack.graphql(save, { exam: examId, question: entry.question.id, option: null }, learner));
    expect(await held()).toEqual([
      { question: entry.question.id, option: null },
      { question: other.question.id, option: null },
    ]);

    // The submit's script carries the same shape: one option per question, null for none.
    const submit = 'mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { exam { status } } }';
    const answers = [
      { question: entry.question.id, option: null },
      { question: other.question.id, option: other.question.options[0]?.id ?? 0 },
    ];
    dataOf(await stack.graphql(submit, { exam: examId, answers }, learner));
    expect(await held()).toEqual(answers);
  });

  // An exam page keeps its version until it is left (docs/shell.md#new-version): its submit still counts.
  it('takes the script of an exam page of a version before issue 30, its choices as choosed_options', async () => {
    const examId = await startedExam(learner, physics, 2);
    const [entry, other] = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions;
    const chosen = entry?.question.options[0]?.id;
    if (entry === undefined || other === undefined || chosen === undefined) throw new Error('too few questions');
    const submit = 'mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { exam { status } } }';
    const older = [
      { question: entry.question.id, choosed_options: [chosen] },
      { question: other.question.id, choosed_options: [] },
    ];
    expect(dataOf(await stack.graphql(submit, { exam: examId, answers: older }, learner))).toEqual({ submitExam: { exam: { status: 'finished' } } });
    const after = dataOf(await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner)).examSheet.questions;
    expect(after.map(({ question, option }) => ({ question: question.id, option }))).toEqual([
      { question: entry.question.id, option: chosen },
      { question: other.question.id, option: null },
    ]);
  });

  it("hides another learner's exam as not found", async () => {
    const examId = await startedExam(learner, physics, 2);
    const answer = await stack.graphql<Sheet>(sheetQuery, { id: examId }, newbie);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('refuses a learner whose subscription does not cover the subject', async () => {
    const { createExam } = dataOf(
      await stack.graphql<{ createExam: { id: number } }>('mutation { createExam(type: 1, title: "Random Test") { id } }', {}, newbie),
    );
    const answer = await stack.graphql(
      'mutation($exam: Int!, $subjects: [ExamSubjectInput!]!) { startExam(exam: $exam, subjects: $subjects) { id } }',
      { exam: createExam.id, subjects: [{ subject: physics.id, no_of_questions: 2 }] },
      newbie,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_COVERED', status: 403 });
  });

  it('cancels an exam, after which it is gone', async () => {
    const examId = await startedExam(learner, physics, 2);
    expect(dataOf(await stack.graphql('mutation($id: Int!) { cancelExam(id: $id) }', { id: examId }, learner))).toEqual({ cancelExam: true });
    const answer = await stack.graphql<Sheet>(sheetQuery, { id: examId }, learner);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('names the exam types and lists active templates', async () => {
    const answer = dataOf(
      await stack.graphql<{ examTypes: Array<{ id: number; name: string }>; examTemplates: Array<{ exam_Type: number; subjects: unknown[] }> }>(
        '{ examTypes { id name } examTemplates { exam_Type subjects { subject { name } no_of_questions } } }',
        {},
        learner,
      ),
    );
    expect(answer.examTypes.map((type) => type.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(answer.examTemplates.some((template) => template.exam_Type === 2 && template.subjects.length > 0)).toBe(true);
  });

  it('names the university, unit and year of a previous-year exam, and none of a model test', async () => {
    type Template = { id: number; exam_Type: number; universities: Array<{ id: number; university: string; units: string[] }> };
    const { examTemplates } = dataOf(
      await stack.graphql<{ examTemplates: Template[] }>('{ examTemplates { id exam_Type universities { id university units } } }', {}, learner),
    );
    const previous = examTemplates.find((template) => template.exam_Type === 3);
    const model = examTemplates.find((template) => template.exam_Type === 2);
    const university = previous?.universities[0];
    const unit = university?.units[0];
    if (previous === undefined || model === undefined || university === undefined || unit === undefined) throw new Error('no templates');
    const paper = 'id university unit year';
    const { createPreviousYearExam } = dataOf(
      await stack.graphql<{ createPreviousYearExam: { id: number; university: string | null; unit: string | null; year: number | null } }>(
        `mutation($template: Int!, $university: Int!, $unit: String!) { createPreviousYearExam(template: $template, university: $university, year: "2019", unit: $unit) { ${paper} } }`,
        { template: previous.id, university: university.id, unit },
        learner,
      ),
    );
    expect(createPreviousYearExam).toMatchObject({ university: university.university, unit, year: 2019 });
    const { examSheet } = dataOf(
      await stack.graphql<{ examSheet: { result: { exam: { university: string | null; unit: string | null } } } }>(
        'query($id: Int!) { examSheet(id: $id) { result { exam { university unit } } } }',
        { id: createPreviousYearExam.id },
        learner,
      ),
    );
    expect(examSheet.result.exam).toEqual({ university: university.university, unit });
    const { createModelExam } = dataOf(
      await stack.graphql<{ createModelExam: { university: string | null; unit: string | null; year: number | null } }>(
        `mutation($template: Int!) { createModelExam(template: $template) { ${paper} } }`,
        { template: model.id },
        learner,
      ),
    );
    expect(createModelExam).toMatchObject({ university: null, unit: null, year: null });
  });
});
