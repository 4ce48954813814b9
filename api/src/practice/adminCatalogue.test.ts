// The catalogue through HTTP (docs/content.md#catalogue): the Admin adds a grade, subject, topic and
// subtopic with Bengali twins, renames one, retires and offers a subject; an entry something uses is
// not deleted and the reason says what uses it; bad input changes nothing; every write is audited.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, signIn, type Auth } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';

const CATALOGUE = '/api/exam/v1/admin/catalogue/';
type Entry = { kind: string; id: number; name: string; bengali: string | null; parent: number | null; questions: number; templates: number; offered: boolean | null; price_poisha: number | null };
type Catalogue = { grades: Entry[]; subjects: Entry[]; topics: Entry[]; subtopics: Entry[] };
type AuditPage = { results: { action: string; before: unknown; after: unknown }[] };

describe.each(stores)('admin catalogue on %s', (store) => {
  let t: TestApi;
  let admin: Auth;

  beforeAll(async () => {
    t = await startTestApi(store);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
  }, 120_000);
  afterAll(() => t.close());

  const catalogue = async () => (await t.call('GET', CATALOGUE, undefined, admin)).body as Catalogue;
  const create = (body: Record<string, unknown>) => t.call('POST', CATALOGUE, body, admin);
  const audit = async (target: string) => ((await t.call('GET', `/api/audit/v1/admin/actions/?target=${target}`, undefined, admin)).body as AuditPage).results;

  test('the catalogue lists every level with its twins, questions, templates, price and offered status', async () => {
    const whole = await catalogue();
    const physics = whole.subjects.find((s) => s.name === 'Physics');
    expect(physics).toMatchObject({ kind: 'subject', bengali: 'পদার্থবিজ্ঞান', offered: true });
    expect(physics?.questions).toBeGreaterThan(0);
    expect(physics?.templates).toBeGreaterThan(0);
    expect(typeof physics?.price_poisha).toBe('number');
    expect(whole.grades.map((g) => g.name)).toContain('HSC');
    expect(whole.topics.filter((x) => x.parent === physics?.id).length).toBeGreaterThan(0);
  });

  test('the Admin builds a grade down to a subtopic, renames with the twin, retires and offers, and deletes what nothing uses', async () => {
    const grade = await create({ kind: 'grade', name: 'Admission', bengali: 'ভর্তি' });
    expect(grade).toMatchObject({ status: 201, json: { kind: 'grade', name: 'Admission', bengali: 'ভর্তি', parent: null, questions: 0 } });
    const subject = await create({ kind: 'subject', parent: grade.json.id, name: 'Bangla', bengali: 'বাংলা' });
    // A new subject is not offered until it has a price and the Admin offers it.
    expect(subject).toMatchObject({ status: 201, json: { parent: grade.json.id, offered: false, price_poisha: 0 } });
    const topic = await create({ kind: 'topic', parent: subject.json.id, name: 'Grammar' });
    const subtopic = await create({ kind: 'subtopic', parent: topic.json.id, name: 'Sandhi', bengali: 'সন্ধি' });
    expect(subtopic).toMatchObject({ status: 201, json: { kind: 'subtopic', parent: topic.json.id } });

    const renamed = await t.call('PATCH', `${CATALOGUE}topic/${Number(topic.json.id)}/`, { name: 'Bangla Grammar', bengali: 'বাংলা ব্যাকরণ' }, admin);
    expect(renamed).toMatchObject({ status: 200, json: { name: 'Bangla Grammar', bengali: 'বাংলা ব্যাকরণ' } });
    const learner = await asLearner(t);
    const twins = (await t.call('GET', '/api/exam/v1/name-twins/', undefined, learner)).body as { name: string; bengali: string }[];
    expect(twins).toContainEqual({ name: 'Bangla Grammar', bengali: 'বাংলা ব্যাকরণ' });

    const offered = await t.call('PATCH', `${CATALOGUE}subject/${Number(subject.json.id)}/`, { offered: true }, admin);
    expect(offered).toMatchObject({ status: 200, json: { offered: true } });
    const retired = await t.call('PATCH', `${CATALOGUE}subject/${Number(subject.json.id)}/`, { offered: false }, admin);
    expect(retired).toMatchObject({ status: 200, json: { offered: false } });

    // A parent with children is not deleted; the reason says what uses it.
    const refused = await t.call('DELETE', `${CATALOGUE}grade/${Number(grade.json.id)}/`, undefined, admin);
    expect(refused).toMatchObject({ status: 409, json: { detail: 'Admission cannot be deleted: 1 subjects use it.' } });
    for (const [kind, made] of [['subtopic', subtopic], ['topic', topic], ['subject', subject], ['grade', grade]] as const) {
      expect((await t.call('DELETE', `${CATALOGUE}${kind}/${Number(made.json.id)}/`, undefined, admin)).status).toBe(204);
    }
    expect((await catalogue()).grades.map((g) => g.name)).not.toContain('Admission');

    const subjectLog = await audit(`subject:${Number(subject.json.id)}`);
    expect(subjectLog.map((e) => e.action)).toEqual(['subject.delete', 'subject.retire', 'subject.update', 'subject.create']);
    expect(subjectLog[1]).toMatchObject({ before: { offered: true }, after: { offered: false } });
    expect((await audit(`topic:${Number(topic.json.id)}`))[1]).toMatchObject({ action: 'topic.update', before: { name: 'Grammar' }, after: { name: 'Bangla Grammar' } });
  });

  test('an entry with questions or exam templates is not deleted, and says so', async () => {
    const physics = (await catalogue()).subjects.find((s) => s.name === 'Physics');
    const res = await t.call('DELETE', `${CATALOGUE}subject/${physics?.id ?? 0}/`, undefined, admin);
    expect(res.status).toBe(409);
    expect(res.json.detail).toMatch(/^Physics cannot be deleted: \d+ topics, \d+ questions, \d+ exam templates/);
  });

  test('bad input is refused and changes nothing', async () => {
    const before = await catalogue();
    const hsc = before.grades.find((g) => g.name === 'HSC');
    const physics = before.subjects.find((s) => s.name === 'Physics');
    expect((await create({ kind: 'subject', name: 'Orphan' })).json).toMatchObject({ detail: 'A subject needs its parent.' });
    expect((await create({ kind: 'subject', parent: 99_999, name: 'Orphan' })).json).toMatchObject({ detail: 'No grade 99999.' });
    expect((await create({ kind: 'subject', parent: hsc?.id, name: 'physics' })).status).toBe(409);
    expect((await create({ kind: 'grade', name: '   ' })).status).toBe(400);
    expect((await create({ kind: 'shelf', name: 'X' })).status).toBe(400);
    expect((await t.call('PATCH', `${CATALOGUE}topic/${physics?.id ?? 0}/`, { offered: false }, admin)).json).toMatchObject({ detail: 'Only a subject is offered or retired.' });
    expect(await t.call('PATCH', `${CATALOGUE}subject/${physics?.id ?? 0}/`, {}, admin)).toMatchObject({ status: 200, json: { name: 'Physics' } });
    expect((await t.call('PATCH', `${CATALOGUE}grade/99999/`, { name: 'X' }, admin)).status).toBe(404);
    expect(await catalogue()).toEqual(before);
  });

  test('only an Admin reads or changes the catalogue', async () => {
    const learner = await asLearner(t);
    const manager = await signIn(t, 'manager@example.com', 'Manager#2026');
    for (const auth of [learner, manager]) {
      expect((await t.call('GET', CATALOGUE, undefined, auth)).status).toBe(403);
      expect((await t.call('POST', CATALOGUE, { kind: 'grade', name: 'Intruder' }, auth)).status).toBe(403);
    }
  });
});
