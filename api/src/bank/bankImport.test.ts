// Question import and export through HTTP (docs/content.md#import): a dry run reports every row and
// writes nothing; a real run writes the accepted rows once (a second run updates, never duplicates)
// with one audit entry; Aiken needs its place; an oversize file is 413; each format's export of the
// bank imports again as updates of the same keys; other roles are refused.
import { BANK_IMPORT_MAX_BYTES, bankImportMessages, importReasonText, type BankImportReason } from '@proshno/engine';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminActions } from '../db/auditSchema';
import { openDatabase } from '../db/connect';
import { asLearner, signIn, subjectId, type Auth } from '../test/examFixtures';
import { QUESTIONS_PER_SUBJECT } from '../test/fixtureBank';
import { startTestApi, stores, type TestApi } from '../test/harness';

type Accepted = { row: number; key: string; grade: string; subject: string; topic: string; subtopic: string; preview: string; status: 'new' | 'update' };
type Report = {
  format: string;
  dry_run: boolean;
  accepted: Accepted[];
  rejected: Array<{ row: number; key?: string; reasons: BankImportReason[] }>;
  written: { import: string | null; inserted: number; updated: number } | null;
};
type Exported = { filename: string; content_type: string; content: string; count: number };

const IMPORTS = '/api/bank/v1/admin/imports/';
const EXPORT = '/api/bank/v1/admin/export/';

const GIFT = [
  '// Two good questions and two the bank cannot hold.',
  '$CATEGORY: $course$/HSC/Physics/Physics topic 1/Physics topic 1 part 1',
  '',
  '::import.phys.1::What is the unit of force? {=newton ~joule ~watt ~pascal ####$$F = ma$$}',
  '',
  '::import.phys.2::Light is a wave. {T}',
  '',
  'Which is a vector? {~mass ~time =velocity ~energy}',
  '',
  '$CATEGORY: $course$/HSC/Physics/Optics/Lenses',
  '',
  '::import.phys.3::What does a convex lens do? {=converges ~diverges ~reflects ~absorbs}',
  '',
].join('\n');

describe.each(stores)('question import and export on %s', (store) => {
  let t: TestApi;
  let admin: Auth;
  let physics: number;
  let importId = '';

  const post = (body: Record<string, unknown>, auth: Auth = admin) => t.call('POST', IMPORTS, body, auth);
  const exported = async (format: string, subject?: number) => {
    const res = await t.call('GET', `${EXPORT}?format=${format}${subject === undefined ? '' : `&subject=${subject}`}`, undefined, admin);
    expect(res.status).toBe(200);
    return res.body as Exported;
  };

  beforeAll(async () => {
    t = await startTestApi(store);
    admin = await signIn(t, 'admin@example.com', 'Admin#2026');
    physics = await subjectId(t, admin, 'Physics');
  }, 120_000);
  afterAll(() => t.close());

  test('a dry run reports every row, accepted or rejected with its reason, and writes nothing', async () => {
    const res = await post({ format: 'gift', content: GIFT, dry_run: true });
    expect(res.status).toBe(200);
    const report = res.body as Report;
    expect(report.written).toBeNull();
    expect(report.accepted.map((r) => [r.row, r.key, r.subject, r.topic, r.status])).toEqual([
      [4, 'import.phys.1', 'Physics', 'Physics topic 1', 'new'],
      [8, report.accepted[1]?.key, 'Physics', 'Physics topic 1', 'new'],
    ]);
    expect(report.accepted[0]?.preview).toBe('What is the unit of force?');
    expect(report.accepted[1]?.key).toMatch(/^text-[0-9a-f]{16}$/);
    // Each reason is a code and what it names, which the page words in its language (docs/content.md#import).
    expect(report.rejected).toEqual([
      { row: 6, key: 'import.phys.2', reasons: [{ code: 'gift_true_false' }] },
      { row: 12, key: 'import.phys.3', reasons: [{ code: 'unknown_topic', value: 'Optics', parent: 'Physics' }] },
    ]);
    expect(report.rejected.flatMap((r) => r.reasons.map(importReasonText))).toEqual([
      'a true/false question: only multiple choice with four options and one right answer can be imported',
      'unknown topic "Optics" in subject "Physics"',
    ]);
    expect((await exported('json', physics)).count).toBe(QUESTIONS_PER_SUBJECT);
  });

  test('a real run writes the accepted rows; the same file again updates them and adds none', async () => {
    const first = (await post({ format: 'gift', content: GIFT, dry_run: false })).body as Report;
    expect(first.written).toMatchObject({ inserted: 2, updated: 0 });
    importId = first.written?.import ?? '';
    expect(importId).not.toBe('');
    const bank = await exported('json', physics);
    expect(bank.count).toBe(QUESTIONS_PER_SUBJECT + 2);
    expect(bank.content).toContain('What is the unit of force?');
    const again = (await post({ format: 'gift', content: GIFT, dry_run: true })).body as Report;
    expect(again.accepted.map((r) => r.status)).toEqual(['update', 'update']);
    const second = (await post({ format: 'gift', content: GIFT, dry_run: false })).body as Report;
    expect(second.written).toMatchObject({ inserted: 0, updated: 2 });
    expect((await exported('json', physics)).count).toBe(QUESTIONS_PER_SUBJECT + 2);
  });

  test('an Aiken file needs the place of its questions, and takes it from the form', async () => {
    const content = 'Which planet is red?\nA. Mars\nB. Venus\nC. Earth\nD. Jupiter\nANSWER: A\n\nNo answer here\nA. a\nB. b\nC. c\nD. d\n';
    const refused = await post({ format: 'aiken', content, dry_run: true, grade: 'HSC', subject: 'General Knowledge' });
    expect(refused).toMatchObject({ status: 400, body: { detail: bankImportMessages.aikenNeedsPlace } });
    const place = { grade: 'HSC', subject: 'General Knowledge', topic: 'General Knowledge topic 2', subtopic: 'General Knowledge topic 2 part 1' };
    const report = (await post({ format: 'aiken', content, dry_run: true, ...place })).body as Report;
    expect(report.accepted.map((r) => [r.row, r.subtopic, r.preview])).toEqual([[1, place.subtopic, 'Which planet is red?']]);
    expect(report.rejected).toEqual([{ row: 8, reasons: [{ code: 'aiken_no_answer_line' }] }]);
  });

  test('CSV and JSON files report their rows too; a file that is not a bank is rejected as row 0', async () => {
    const csv = (await exported('csv', physics)).content;
    const report = (await post({ format: 'csv', content: csv, dry_run: true })).body as Report;
    expect(report.accepted[0]?.row).toBe(2);
    expect(report.accepted).toHaveLength(QUESTIONS_PER_SUBJECT + 2);
    const broken = (await post({ format: 'json', content: '{"not": "a list"}', dry_run: false })).body as Report;
    expect(broken).toMatchObject({ accepted: [], rejected: [{ row: 0, reasons: [{ code: 'json_not_array' }] }], written: { import: null, inserted: 0, updated: 0 } });
  });

  test.each(['csv', 'json', 'gift', 'aiken'] as const)('the %s export of a subject imports again as the same questions', async (format) => {
    const file = await exported(format, physics);
    expect(file.count).toBe(QUESTIONS_PER_SUBJECT + 2);
    expect(file.filename).toMatch(new RegExp(`^proshno-questions-physics-\\d{4}-\\d{2}-\\d{2}\\.${format === 'csv' || format === 'json' ? format : `${format}\\.txt`}$`));
    expect(file.content_type).toBe({ csv: 'text/csv', json: 'application/json', gift: 'text/plain', aiken: 'text/plain' }[format]);
    const place = { grade: 'HSC', subject: 'Physics', topic: 'Physics topic 1', subtopic: 'Physics topic 1 part 1' };
    const report = (await post({ format, content: file.content, dry_run: true, ...(format === 'aiken' ? place : {}) })).body as Report;
    expect(report.rejected).toEqual([]);
    expect(report.accepted).toHaveLength(file.count);
    // Aiken carries no keys: its questions read as new ones, but for the one imported by its text's key (docs/content.md#aiken).
    const updates = report.accepted.filter((r) => r.status === 'update').map((r) => r.key);
    if (format === 'aiken') expect(updates).toEqual([report.accepted.find((r) => r.preview === 'Which is a vector?')?.key]);
    else expect(updates).toHaveLength(file.count);
  });

  test('the whole bank exports every subject; an unknown subject is 404', async () => {
    const all = await exported('gift');
    expect(all.count).toBe(6 * QUESTIONS_PER_SUBJECT + 2);
    expect(all.filename).toMatch(/^proshno-questions-all-/);
    expect((await t.call('GET', `${EXPORT}?format=csv&subject=999999`, undefined, admin)).status).toBe(404);
  });

  test('a file over the limit is 413, and bad input is 400; nothing is written', async () => {
    const big = await post({ format: 'aiken', content: 'x'.repeat(BANK_IMPORT_MAX_BYTES + 1), dry_run: true });
    expect(big).toMatchObject({ status: 413, body: { detail: bankImportMessages.fileTooLarge } });
    expect((await post({ format: 'xml', content: 'x', dry_run: true })).status).toBe(400);
    expect((await post({ format: 'gift', content: 'x' })).status).toBe(400);
    expect((await post({ format: 'gift', content: 'x', dry_run: true, subject: '  ' })).status).toBe(400);
    expect((await t.call('GET', `${EXPORT}?format=xml`, undefined, admin)).status).toBe(400);
    expect((await exported('json', physics)).count).toBe(QUESTIONS_PER_SUBJECT + 2);
  });

  test('a learner and a manager are refused both', async () => {
    for (const auth of [await asLearner(t), await signIn(t, 'manager@example.com', 'Manager#2026')]) {
      expect((await post({ format: 'gift', content: GIFT, dry_run: false }, auth)).status).toBe(403);
      expect((await t.call('GET', `${EXPORT}?format=csv`, undefined, auth)).status).toBe(403);
    }
  });

  // Last: reading the tables stops the api (PGlite allows one connection).
  test('each real run that wrote has one bank.import audit entry with its format, counts and keys', async () => {
    let actions: Array<typeof adminActions.$inferSelect> = [];
    await t.restart(async (config) => {
      const database = await openDatabase(config);
      actions = await database.db.select().from(adminActions).where(eq(adminActions.action, 'bank.import')).orderBy(asc(adminActions.id));
      await database.close();
    });
    expect(actions).toHaveLength(2);
    expect(actions[0]?.target).toBe(`import:${importId}`);
    expect(actions[0]?.after).toMatchObject({ format: 'gift', accepted: 2, rejected: 2, inserted: 2, updated: 0 });
    expect((actions[0]?.after as { keys: string[] }).keys[0]).toBe('import.phys.1');
    expect(actions[1]?.after).toMatchObject({ inserted: 0, updated: 2 });
  });
});
