// The question bank's editor through HTTP (docs/content.md#versions): a draft, a retired and a
// superseded question never reach a learner by any draw (flashcards, random tests, the counts the
// builders show, the review deck); an exam taken before an edit still shows the old text and key;
// editing a published question makes a new version that the learner's review card follows; the
// list searches both languages normalised; bad input and stale edits change nothing; every write is
// audited; re-importing a published key follows the same rule.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminActions } from '../db/auditSchema';
import { openDatabase } from '../db/connect';
import { questions } from '../db/practiceSchema';
import { seedBank } from '../practice/bankSeed';
import { createExam, signIn, subjectId, type Auth } from '../test/examFixtures';
import { fixtureBank } from '../test/fixtureBank';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { assertContract } from '../test/contract';
import { finishedExam, subscribedLearners, type Learner } from '../test/progressFixtures';

// A PNG's signature and header, 3×2 pixels (the api reads its kind and size, not its pixels).
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000030000000208060000', 'hex');

type Part = { type: 'text' | 'latex' | 'image'; data: string; width?: number; height?: number };
type Input = {
  subject: number;
  topic: number;
  subtopic: number;
  language: 'en' | 'bn';
  question: Part[];
  options: Array<{ data: Part[]; is_answer: boolean }>;
  explanation: Part[];
  twin: { question: Part[]; options: Part[][]; explanation: Part[] } | null;
};
type Detail = {
  question: Input & { id: number; key: string; version: number; status: string; superseded_at: string | null };
  versions: Array<{ id: number; version: number; status: string; answer: number; superseded_at: string | null }>;
  current: number;
};
type Page = { count: number; results: Array<{ id: number; status: string; text: string; answer: number; version: number; difficulty: string }> };
type Viewed = { id: number; question_data: { data: string }[]; options: { id: number; is_answer: boolean; data: { data: string }[] }[] };

const BANK = '/api/bank/v1/admin/questions/';

describe.each(stores)('the question bank editor on %s', (store) => {
  let t: TestApi;
  let admin: Auth;
  let learner: Learner;
  let place: { subject: number; topic: number; subtopic: number };
  let exam: number;
  /** The subtopic's five questions as the learner's exam drew them. */
  let met: number[];
  let edited: Detail;
  let draft: Detail;
  /** The published draft's second version, with an uploaded image. */
  let uploaded: Detail;

  const bengali = (extra: Partial<Input> = {}): Input => ({
    ...place,
    language: 'bn',
    question: [
      { type: 'text', data: 'নিচের সমীকরণে x এর মান ১০ হলে y কত?' },
      { type: 'latex', data: 'y = \\frac{x}{2}' },
    ],
    options: ['৫', '১০', '২০', '২'].map((data, i) => ({ data: [{ type: 'text', data }], is_answer: i === 0 })),
    explanation: [{ type: 'text', data: 'x = ১০ বসালে y = ৫।' }],
    twin: {
      question: [{ type: 'text', data: 'If x is 10, what is y?' }, { type: 'latex', data: 'y = \\frac{x}{2}' }],
      options: ['5', '10', '20', '2'].map((data) => [{ type: 'text', data }]),
      explanation: [{ type: 'text', data: 'Putting x = 10 gives y = 5.' }],
    },
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApi(store);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    const [first] = await subscribedLearners(t, 1, [], ['Chemistry']);
    if (!first) throw new Error('no learner');
    learner = first;
    const subject = await subjectId(t, learner.auth, 'Chemistry');
    const topics = (await t.call('GET', `/api/exam/v1/topic/?subject=${subject}`, undefined, learner.auth)).body as { id: number; name: string }[];
    const topic = topics.find((x) => x.name === 'Chemistry topic 1');
    const subtopics = (await t.call('GET', `/api/exam/v1/sub-topic/?topic=${topic?.id ?? 0}`, undefined, learner.auth)).body as { id: number; name: string }[];
    const subtopic = subtopics.find((x) => x.name === 'Chemistry topic 1 part 1');
    if (!topic || !subtopic) throw new Error('no fixture subtopic');
    place = { subject, topic: topic.id, subtopic: subtopic.id };
    // The learner meets all five before any edit, missing the first (so it gets a review card).
    const taken = await finishedExam(t, learner.auth, { ...place, count: 5 }, ['wrong', 'right', 'right', 'right', 'right']);
    exam = taken.exam;
    met = taken.questions;
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  const detail = async (id: number) => (await t.call('GET', `${BANK}${id}/`, undefined, admin)).body as Detail;
  const asInput = (d: Detail): Input => {
    const { subject, topic, subtopic, language, question, options, explanation, twin } = d.question;
    return { subject, topic, subtopic, language, question, options, explanation, twin };
  };

  test('lists the current questions of a subtopic, published, with their answers', async () => {
    const page = (await t.call('GET', `${BANK}?subtopic=${place.subtopic}`, undefined, admin)).body as Page;
    expect(page.count).toBe(5);
    expect(page.results.map((r) => r.id).sort((a, b) => a - b)).toEqual([...met].sort((a, b) => a - b));
    expect(page.results.every((r) => r.status === 'published' && r.version === 1)).toBe(true);
  });

  test('editing the key of a published question a learner met makes version 2; the old one is kept', async () => {
    const [old] = met;
    const before = await detail(old ?? 0);
    const oldAnswer = before.versions[0]?.answer ?? -1;
    const moved = (oldAnswer + 1) % 4;
    const input = asInput(before);
    const changed: Input = {
      ...input,
      question: [{ type: 'text', data: 'EDITED: which is right now?' }],
      options: input.options.map((o, i) => ({ ...o, is_answer: i === moved })),
    };
    const reply = await t.call('PUT', `${BANK}${old}/`, changed, admin);
    expect(reply.status).toBe(200);
    edited = reply.body as Detail;
    expect(edited.question.id).not.toBe(old);
    expect(edited.current).toBe(edited.question.id);
    expect(edited.question.key).toBe(before.question.key);
    expect(edited.versions.map((v) => [v.version, v.answer, v.superseded_at === null])).toEqual([
      [2, moved, true],
      [1, oldAnswer, false],
    ]);
    // The old version still reads as it was.
    const kept = await detail(old ?? 0);
    expect(kept.question.question[0]?.data).toBe(before.question.question[0]?.data);
    expect(kept.current).toBe(edited.question.id);
    // A second edit of the old id is refused: it is no longer current.
    const stale = await t.call('PUT', `${BANK}${old}/`, changed, admin);
    expect(stale.status).toBe(409);
    expect((await detail(edited.question.id)).versions).toHaveLength(2);
  });

  test("the learner's exam history still shows the version they saw, its text and key", async () => {
    const history = (await t.call('GET', `/api/exam/v1/exam-history/${exam}/`, undefined, learner.auth)).body as { questions: { question: Viewed }[] };
    const seen = history.questions.find((q) => q.question.id === met[0]);
    expect(seen).toBeDefined();
    expect(seen?.question.question_data.map((p) => p.data).join(' ')).toContain('what is');
    const oldVersion = (await detail(met[0] ?? 0)).versions.find((v) => v.version === 1);
    expect(seen?.question.options.findIndex((o) => o.is_answer)).toBe(oldVersion?.answer);
  });

  test("the learner's review card follows the new version", async () => {
    const deck = (await t.call('GET', '/api/learning/v1/reviews/?ahead=7', undefined, learner.auth)).body as { cards: { question: { id: number } }[] };
    const ids = deck.cards.map((c) => c.question.id);
    expect(ids).toContain(edited.question.id);
    expect(ids).not.toContain(met[0]);
  });

  test('a new question is a draft; retiring one and creating one are audited later', async () => {
    const reply = await t.call('POST', BANK, bengali(), admin);
    expect(reply.status).toBe(201);
    draft = reply.body as Detail;
    expect(draft.question.status).toBe('draft');
    expect(draft.question.version).toBe(1);
    const retired = await t.call('POST', `${BANK}${met[1]}/retire/`, undefined, admin);
    expect(retired.status).toBe(200);
    expect((retired.body as Detail).question.status).toBe('retired');
  });

  test('no draw gives a learner a draft, a retired or a superseded question', async () => {
    const drawable = [edited.question.id, ...met.slice(2)].sort((a, b) => a - b);
    const hidden = [met[0], met[1], draft.question.id];
    const q = `subject=${place.subject}&topic=${place.topic}&subtopic=${place.subtopic}`;
    // Flashcards: all four drawable ones, and asking for five is refused.
    const cards = await t.call('GET', `/api/exam/v1/question/?${q}&limit=4`, undefined, learner.auth);
    expect(cards.status).toBe(200);
    expect((cards.body as Viewed[]).map((c) => c.id).sort((a, b) => a - b)).toEqual(drawable);
    expect((await t.call('GET', `/api/exam/v1/question/?${q}&limit=5`, undefined, learner.auth)).status).toBe(400);
    // A random test draws the same four and no more.
    const examId = await createExam(t, learner.auth);
    const five = await t.call('POST', '/api/exam/v1/exam-subject/', { exam: examId, subjects: [{ ...place, no_of_questions: 5 }] }, learner.auth);
    expect(five.status).toBe(400);
    expect(JSON.stringify(five.body)).toContain('4');
    const four = await t.call('POST', '/api/exam/v1/exam-subject/', { exam: examId, subjects: [{ ...place, no_of_questions: 4 }] }, learner.auth);
    expect(four.status).toBe(201);
    const set = (await t.call('GET', `/api/exam/v1/question-set/?exam=${examId}`, undefined, learner.auth)).body as { question: { id: number } }[];
    expect(set.map((e) => e.question.id).sort((a, b) => a - b)).toEqual(drawable);
    for (const id of hidden) expect(set.map((e) => e.question.id)).not.toContain(id);
    // The builders' counts are what the learner can draw now: none, the running test holds the four
    // (docs/contest.md#private-paper); the draft, the retired and the superseded are never counted.
    const subtopics = (await t.call('GET', `/api/exam/v1/sub-topic/?topic=${place.topic}`, undefined, learner.auth)).body as { id: number; questions_available: number }[];
    expect(subtopics.find((s) => s.id === place.subtopic)?.questions_available).toBe(0);
  });

  test('publishing the draft lets learners draw it', async () => {
    const published = await t.call('POST', `${BANK}${draft.question.id}/publish/`, undefined, admin);
    expect(published.status).toBe(200);
    expect((published.body as Detail).question.status).toBe('published');
    const q = `subject=${place.subject}&topic=${place.topic}&subtopic=${place.subtopic}`;
    // The random test above holds the other four while it runs, so the one card left is the new question.
    const cards = (await t.call('GET', `/api/exam/v1/question/?${q}&limit=1`, undefined, learner.auth)).body as Viewed[];
    expect(cards.map((c) => c.id)).toEqual([draft.question.id]);
    const subtopics = (await t.call('GET', `/api/exam/v1/sub-topic/?topic=${place.topic}`, undefined, learner.auth)).body as { id: number; questions_available: number }[];
    expect(subtopics.find((s) => s.id === place.subtopic)?.questions_available).toBe(1);
  });

  test('search finds either language, normalised: Bengali digits, case, zero-width joiners', async () => {
    const found = async (search: string) =>
      ((await t.call('GET', `${BANK}?search=${encodeURIComponent(search)}`, undefined, admin)).body as Page).results.map((r) => r.id);
    expect(await found('মান 10')).toContain(draft.question.id);
    expect(await found('IF X IS ১০')).toContain(draft.question.id);
    expect(await found('সমী\u200cকরণে')).toContain(draft.question.id);
    expect(await found('EDITED')).toEqual([edited.question.id]);
    expect(await found('no such words anywhere')).toEqual([]);
    const byStatus = (await t.call('GET', `${BANK}?subtopic=${place.subtopic}&status=retired`, undefined, admin)).body as Page;
    expect(byStatus.results.map((r) => r.id)).toEqual([met[1]]);
    const unrated = (await t.call('GET', `${BANK}?subtopic=${place.subtopic}&difficulty=unrated`, undefined, admin)).body as Page;
    // The five current versions of the learner's exam's questions (one retired) and the new one: none has five attempts.
    expect(unrated.count).toBe(6);
  });

  test('bad input is refused with nothing changed', async () => {
    const id = draft.question.id;
    const twoRight = bengali({ options: bengali().options.map((o) => ({ ...o, is_answer: true })) });
    expect((await t.call('PUT', `${BANK}${id}/`, twoRight, admin)).status).toBe(400);
    const emptyBody = bengali({ question: [{ type: 'text', data: '  ' }] });
    expect((await t.call('PUT', `${BANK}${id}/`, emptyBody, admin)).status).toBe(400);
    expect((await t.call('PUT', `${BANK}${id}/`, { ...bengali(), topic: place.topic + 1 }, admin)).status).toBe(400);
    expect((await t.call('PUT', `${BANK}${id}/`, { ...bengali(), extra: 1 }, admin)).status).toBe(400);
    expect((await t.call('PUT', `${BANK}999999/`, bengali(), admin)).status).toBe(404);
    expect((await t.call('POST', `${BANK}999999/publish/`, undefined, admin)).status).toBe(404);
    const after = await detail(id);
    expect(after.versions).toHaveLength(1);
    expect(after.question.question).toEqual(bengali().question);
  });

  test('an image for a part goes into the shared media storage with its size; only an image, only for the Admin', async () => {
    const upload = async (bytes: Buffer, auth: Auth) => {
      const form = new FormData();
      form.append('image', new Blob([bytes], { type: 'image/png' }), 'figure.png');
      const res = await t.api.app.inject({ method: 'POST', url: '/api/bank/v1/admin/images/', payload: form, headers: auth });
      const body: unknown = JSON.parse(res.body);
      assertContract('post', '/api/bank/v1/admin/images/', res.statusCode, body);
      return { status: res.statusCode, body: body as { path: string; bytes: number; width: number | null; height: number | null } };
    };
    const made = await upload(png, admin);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ bytes: png.length, width: 3, height: 2 });
    expect(made.body.path).toMatch(/^bank-upload\/[\w-]+\.png$/);
    const served = await t.api.app.inject({ url: `/media/${made.body.path}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    // A draft may use it as an image part with its size.
    const withImage = bengali({ question: [...bengali().question, { type: 'image', data: made.body.path, width: 3, height: 2 }] });
    const saved = await t.call('PUT', `${BANK}${draft.question.id}/`, withImage, admin);
    expect(saved.status).toBe(200);
    uploaded = saved.body as Detail;
    expect(uploaded.question.version).toBe(2);
    expect(uploaded.question.question[uploaded.question.question.length - 1]).toEqual({ type: 'image', data: made.body.path, width: 3, height: 2 });
    expect((await upload(Buffer.from('not an image'), admin)).status).toBe(400);
    expect((await upload(png, learner.auth)).status).toBe(403);
  });

  // Last: reading the tables stops the api (PGlite allows one connection).
  test('every write has one audit entry, and re-importing a changed published key makes a new version', async () => {
    const changedKey = fixtureBank.find((q) => q.subject === 'Physics');
    if (!changedKey) throw new Error('no fixture question');
    let actions: Array<typeof adminActions.$inferSelect> = [];
    let versions: Array<typeof questions.$inferSelect> = [];
    let load = { again: { inserted: -1, updated: -1 }, same: { inserted: -1, updated: -1 } };
    await t.restart(async (config) => {
      const database = await openDatabase(config);
      actions = await database.db.select().from(adminActions).orderBy(asc(adminActions.id));
      const same = await seedBank(database.db, [changedKey]);
      const again = await seedBank(database.db, [{ ...changedKey, explanation: [{ type: 'text', data: 'Corrected.' }] }]);
      load = { same, again };
      versions = (await database.db.select().from(questions).orderBy(asc(questions.version))).filter((q) => q.key === changedKey.key);
      await database.close();
    });
    // An upload's target names its file: its folder is compared, its name is random.
    expect(actions.map((a) => (a.action === 'question_image.upload' ? `${a.action} ${a.target.split('/')[0] ?? ''}` : `${a.action} ${a.target}`))).toEqual([
      `question.update question:${edited.question.id}`,
      `question.create question:${draft.question.id}`,
      `question.retire question:${met[1]}`,
      `question.publish question:${draft.question.id}`,
      'question_image.upload media:bank-upload',
      `question.update question:${uploaded.question.id}`,
    ]);
    const update = actions[0];
    expect(JSON.stringify(update?.before)).toContain('what is');
    expect(JSON.stringify(update?.after)).toContain('EDITED');
    expect(load.same).toEqual({ inserted: 0, updated: 1 });
    expect(load.again).toEqual({ inserted: 0, updated: 1 });
    expect(versions.map((v) => [v.version, v.supersededAt === null, v.explanationData[0]?.data])).toEqual([
      [1, false, changedKey.explanation[0]?.data],
      [2, true, 'Corrected.'],
    ]);
  });
});
