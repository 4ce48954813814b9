// The question bank's editor over GraphQL against the real api (docs/content.md#versions): the Admin
// creates a Bengali draft with an English twin, finds it by a search typed with Bengali digits,
// edits it in place, publishes it, then edits it again into version 2; a learner is refused every
// field; bad input is the api's 400 and a stale edit its 409.
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

const parts = 'type data width height';
const detailFields = `question { id key version status subject topic subtopic language question { ${parts} } options { data { ${parts} } is_answer } explanation { ${parts} } twin { question { ${parts} } options { ${parts} } explanation { ${parts} } } created_at superseded_at } versions { id version status answer created_at superseded_at } current`;
type Detail = { question: { id: number; version: number; status: string; subject: number; topic: number; subtopic: number }; versions: Array<{ id: number; version: number; answer: number }>; current: number };

function input(place: { subject: number; topic: number; subtopic: number }, right: number, body = 'ত্রিভুজের কোণের সমষ্টি ১৮০ ডিগ্রি হলে x কত?') {
  return {
    ...place,
    language: 'bn',
    question: [{ type: 'text', data: body }, { type: 'latex', data: 'x + 2x + 3x = 180' }],
    options: ['৩০', '৪৫', '৬০', '৯০'].map((data, i) => ({ data: [{ type: 'text', data }], is_answer: i === right })),
    explanation: [{ type: 'text', data: '6x = 180, তাই x = ৩০।' }],
    twin: {
      question: [{ type: 'text', data: 'Angles of a triangle add to 180: what is x?' }, { type: 'latex', data: 'x + 2x + 3x = 180' }],
      options: ['30', '45', '60', '90'].map((data) => [{ type: 'text', data }]),
      explanation: [{ type: 'text', data: '6x = 180, so x = 30.' }],
    },
  };
}

const create = `mutation($input: BankQuestionInput!) { createBankQuestion(input: $input) { ${detailFields} } }`;
const update = `mutation($id: Int!, $input: BankQuestionInput!) { updateBankQuestion(id: $id, input: $input) { ${detailFields} } }`;

it('creates a draft, finds it, edits it in place, publishes it and makes version 2', async () => {
  const listed = await stack.graphql<{ adminBankQuestions: { count: number; results: Array<{ id: number }> } }>('{ adminBankQuestions { count page page_size results { id key version status language has_twin text subject topic subtopic answer facility difficulty flags } } }', {}, admin);
  expect(listed.errors).toBeUndefined();
  const first = listed.data?.adminBankQuestions.results[0]?.id ?? 0;
  const existing = await stack.graphql<{ adminBankQuestion: Detail }>(`query($id: Int!) { adminBankQuestion(id: $id) { ${detailFields} } }`, { id: first }, admin);
  const shown = existing.data?.adminBankQuestion.question;
  if (shown === undefined) throw new Error('no question in the demo bank');
  const place = { subject: shown.subject, topic: shown.topic, subtopic: shown.subtopic };

  const made = await stack.graphql<{ createBankQuestion: Detail }>(create, { input: input(place, 0) }, admin);
  expect(made.errors).toBeUndefined();
  const draft = made.data?.createBankQuestion;
  expect(draft?.question).toMatchObject({ status: 'draft', version: 1 });
  const id = draft?.question.id ?? 0;

  const found = await stack.graphql<{ adminBankQuestions: { results: Array<{ id: number; status: string }> } }>(
    'query($search: String) { adminBankQuestions(search: $search) { results { id status } } }',
    { search: 'সমষ্টি 180' },
    admin,
  );
  expect(found.data?.adminBankQuestions.results).toEqual([{ id, status: 'draft' }]);

  const inPlace = await stack.graphql<{ updateBankQuestion: Detail }>(update, { id, input: input(place, 0, 'কোণের সমষ্টি ১৮০ হলে x কত?') }, admin);
  expect(inPlace.errors).toBeUndefined();
  expect(inPlace.data?.updateBankQuestion.question).toMatchObject({ id, version: 1 });

  const published = await stack.graphql<{ publishBankQuestion: Detail }>(`mutation($id: Int!) { publishBankQuestion(id: $id) { ${detailFields} } }`, { id }, admin);
  expect(published.data?.publishBankQuestion.question.status).toBe('published');

  const second = await stack.graphql<{ updateBankQuestion: Detail }>(update, { id, input: input(place, 1) }, admin);
  expect(second.errors).toBeUndefined();
  const v2 = second.data?.updateBankQuestion;
  expect(v2?.question.id).not.toBe(id);
  expect(v2?.versions.map((v) => [v.version, v.answer])).toEqual([
    [2, 1],
    [1, 0],
  ]);
  const stale = await stack.graphql(update, { id, input: input(place, 2) }, admin);
  expect(stale.errors?.[0]?.extensions).toMatchObject({ status: 409 });
  const retired = await stack.graphql<{ retireBankQuestion: Detail }>(`mutation($id: Int!) { retireBankQuestion(id: $id) { ${detailFields} } }`, { id: v2?.question.id ?? 0 }, admin);
  expect(retired.data?.retireBankQuestion.question.status).toBe('retired');
});

it("refuses a learner the Admin's fields with FORBIDDEN, and bad input with the api's 400", async () => {
  const listed = await stack.graphql('{ adminBankQuestions { count } }', {}, learner);
  expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const place = { subject: 1, topic: 1, subtopic: 1 };
  const made = await stack.graphql(create, { input: input(place, 0) }, learner);
  expect(made.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  const twoRight = { ...input(place, 0), options: input(place, 0).options.map((o) => ({ ...o, is_answer: true })) };
  const bad = await stack.graphql(create, { input: twoRight }, admin);
  expect(bad.errors?.[0]?.extensions).toMatchObject({ status: 400 });
});

it('uploads an image for a part into the media storage, with its size; a learner is refused', async () => {
  const send = async (token: string) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($image: File!) { uploadBankImage(image: $image) { path bytes width height } }', variables: { image: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    // A 1×1 GIF.
    form.append('0', new Blob([Buffer.from('47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b', 'hex')], { type: 'image/gif' }), 'dot.gif');
    return (await (await fetch(`${stack.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json()) as {
      data?: { uploadBankImage: { path: string; bytes: number; width: number | null; height: number | null } } | null;
      errors?: Array<{ extensions?: Record<string, unknown> }>;
    };
  };
  const made = await send(admin);
  expect(made.errors).toBeUndefined();
  expect(made.data?.uploadBankImage).toMatchObject({ bytes: 43, width: 1, height: 1 });
  expect(made.data?.uploadBankImage.path).toMatch(/^bank-upload\/.+\.gif$/);
  expect((await fetch(`${stack.url}/media/${made.data?.uploadBankImage.path ?? ''}`)).status).toBe(200);
  const refused = await send(learner);
  expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
});
