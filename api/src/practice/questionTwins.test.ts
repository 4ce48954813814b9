// Issue 31 (docs/i18n.md#questions): a question's twin in the other language is one item, shown in
// the exam's version, else the learner's; a question without a twin in that version is shown in
// its own language and marked; Bengali is kept in NFC, so the nukta letters are one form.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BankQuestion } from '../bank/types';
import { asLearner, asNewbie, type Auth, questionSet, subjectId } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { importBank, type ImportOutcome } from './importBank';

const place = { grade: 'HSC', subject: 'Physics', topic: 'Physics topic 1', subtopic: 'Physics topic 1 part 1' };
// য় written as one code point (U+09DF) and as য + nukta (U+09AF U+09BC): one letter, two spellings.
const YA_ONE = '\u09DF';
const YA_TWO = '\u09AF\u09BC';

const twinned = (i: number): BankQuestion => ({
  key: `fixture.Physics.1.1.${i}`,
  ...place,
  question: [{ type: 'text', data: `Twinned ${i}: the value of` }, { type: 'latex', data: `${i} + 1` }],
  options: [0, 1, 2, 3].map((k) => ({ data: [{ type: 'text', data: `${i + k} units` }], is_answer: k === 0 })),
  explanation: [{ type: 'text', data: `It is ${i + 1}.` }],
  twin: {
    question: [{ type: 'text', data: `যমজ ${i}: মান নির্ণ${i === 0 ? YA_ONE : YA_TWO} করো` }, { type: 'latex', data: `${i} + 1` }],
    options: [0, 1, 2, 3].map((k) => [{ type: 'text', data: `${i + k} একক` }]),
    explanation: [{ type: 'text', data: `উত্তর ${i + 1}।` }],
  },
});

const bengaliOnly: BankQuestion = {
  key: 'fixture.Physics.1.1.4',
  ...place,
  language: 'bn',
  question: [{ type: 'text', data: 'কেবল বাংলা: আলোর বেগ কত?' }],
  options: ['৩ × ১০⁸ মি/সে', '৩ × ১০⁶ মি/সে', '৩ × ১০⁵ মি/সে', '৩ × ১০⁴ মি/সে'].map((data, k) => ({ data: [{ type: 'text', data }], is_answer: k === 0 })),
  explanation: [{ type: 'text', data: 'শূন্য মাধ্যমে আলোর বেগ ৩ × ১০⁸ মি/সে।' }],
};

// Two options that differ only in how য় is spelled are one option: the row is refused.
const spelledTwice: BankQuestion = {
  ...twinned(9),
  key: 'twins.duplicate-spelling',
  options: [YA_ONE, YA_TWO, 'ক', 'খ'].map((data, k) => ({ data: [{ type: 'text', data }], is_answer: k === 0 })),
  twin: undefined,
};

type Shown = { question: { id: number; language: string; fallback: boolean; question_data: { data: string }[] }; options: { data: { data: string }[] }[] };

describe.each(stores)('question twins on %s', (store) => {
  let t: TestApi;
  let outcome: ImportOutcome;
  let learner: Auth;
  let subtopic: { subject: number; topic: number; subtopic: number };
  beforeAll(async () => {
    t = await startTestApi(store);
    await t.restart(async (config) => {
      const file = join(config.dataDir, 'twins.json');
      await writeFile(file, JSON.stringify([0, 1, 2, 3].map(twinned).concat(bengaliOnly, spelledTwice)));
      outcome = await importBank(config, file);
    });
    learner = await asLearner(t);
    const subject = await subjectId(t, learner, 'Physics');
    const topics = (await t.call('GET', `/api/exam/v1/topic/?subject=${subject}`, undefined, learner)).body as { id: number; name: string }[];
    const topic = topics.find((x) => x.name === place.topic)?.id ?? 0;
    const subtopics = (await t.call('GET', `/api/exam/v1/sub-topic/?topic=${topic}`, undefined, learner)).body as { id: number; name: string }[];
    subtopic = { subject, topic, subtopic: subtopics.find((x) => x.name === place.subtopic)?.id ?? 0 };
  });
  afterAll(() => t.close());

  /** The five questions of the imported subtopic as an exam in `version` (when given) shows them. */
  async function examOfSubtopic(auth: Auth, version?: 'en' | 'bn', at: 'creation' | 'start' = 'creation'): Promise<Shown[]> {
    const chosenVersion = version === undefined ? {} : { version };
    const created = await t.call('POST', '/api/exam/v1/exam/', { title: 'Random Test', type: 1, ...(at === 'creation' ? chosenVersion : {}) }, auth);
    expect(created.status).toBe(201);
    const exam = Number(created.json.id);
    const chosen = await t.call('POST', '/api/exam/v1/exam-subject/', { exam, subjects: [{ ...subtopic, no_of_questions: 5 }], ...(at === 'start' ? chosenVersion : {}) }, auth);
    expect(chosen.body).toMatchObject({ exam: exam });
    const set = (await questionSet(t, auth, exam)) as unknown as Shown[];
    // Cancelled, so the next exam can draw the same five (a running exam holds its questions).
    expect((await t.call('DELETE', `/api/exam/v1/exam/${exam}/`, undefined, auth)).status).toBe(204);
    return [...set].sort((a, b) => a.question.id - b.question.id);
  }
  const textOf = (shown: Shown) => shown.question.question_data.map((p) => p.data).join(' ');

  test('the importer takes twins and Bengali-only rows, and refuses options that differ only in spelling য়', () => {
    expect(outcome.exitCode).toBe(0);
    expect(outcome.lines[0]).toBe('twins.json: 5 accepted (0 new, 5 updated), 1 rejected');
    expect(outcome.lines[1]).toMatch(/twins\.duplicate-spelling.*duplicate options/);
  });

  test('an exam in the Bangla version shows every twin in Bengali, with the same ids and option ids as in English', async () => {
    const bangla = await examOfSubtopic(learner, 'bn');
    const english = await examOfSubtopic(learner, 'en');
    expect(bangla.map((s) => s.question.id)).toEqual(english.map((s) => s.question.id));
    expect(bangla.map((s) => [s.question.language, s.question.fallback])).toEqual(Array(5).fill(['bn', false]));
    expect(textOf(bangla[0] as Shown)).toContain('যমজ 0: মান নির্ণ');
    expect(bangla[0]?.options.map((o) => o.data[0]?.data)).toEqual(expect.arrayContaining(['0 একক', '1 একক']));
    // The English exam: the twins in English; the Bengali-only question in Bengali, marked.
    expect(english.map((s) => [s.question.language, s.question.fallback])).toEqual([...Array(4).fill(['en', false]), ['bn', true]]);
    expect(textOf(english[4] as Shown)).toContain('কেবল বাংলা');
  });

  test('both spellings of য় are stored as one (NFC), so the same word matches whatever the keyboard typed', async () => {
    const bangla = await examOfSubtopic(learner, 'bn');
    const [first, second] = [textOf(bangla[0] as Shown), textOf(bangla[1] as Shown)];
    const word = (s: string) => /মান নির্ণ\S+/.exec(s)?.[0];
    expect(word(first)).toBe(word(second));
    expect(first).toBe(first.normalize('NFC'));
  });

  test('without a version chosen for the exam, the learner’s own version is used; preferences change it and the language', async () => {
    const newbie = await asNewbie(t);
    const bad = await t.call('PATCH', '/auth/v1/preferences/', { question_version: 'fr' }, newbie);
    expect(bad.status).toBe(400);
    expect((await t.call('PATCH', '/auth/v1/preferences/', {}, newbie)).status).toBe(400);
    expect((await t.call('PATCH', '/auth/v1/preferences/', { language: 'bn' })).status).toBe(401);
    expect((await examOfSubtopic(learner)).map((s) => s.question.language)).toEqual(['en', 'en', 'en', 'en', 'bn']);
    const saved = await t.call('PATCH', '/auth/v1/preferences/', { question_version: 'bn', language: 'bn' }, learner);
    expect(saved).toMatchObject({ status: 200, json: { question_version: 'bn', language: 'bn' } });
    expect((await examOfSubtopic(learner)).map((s) => s.question.language)).toEqual(['bn', 'bn', 'bn', 'bn', 'bn']);
    // An exam may still be sat in the other version, chosen as it is made or as it starts.
    expect((await examOfSubtopic(learner, 'en')).map((s) => s.question.fallback)).toEqual([false, false, false, false, true]);
    expect((await examOfSubtopic(learner, 'en', 'start')).map((s) => s.question.language)).toEqual(['en', 'en', 'en', 'en', 'bn']);
    expect((await t.call('POST', '/api/exam/v1/exam-subject/', { exam: 1, subjects: [{ ...subtopic, no_of_questions: 1 }], version: 'xx' }, learner)).status).toBe(400);
    // Another learner's choice is their own.
    const detail = await t.call('GET', '/auth/v1/user-detail/', undefined, newbie);
    expect(detail.json.user).toMatchObject({ question_version: 'en', language: 'en' });
  });
});
