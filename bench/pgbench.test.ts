// The bench's reference figure for autosave, pgbench's upsert into a copy of exam_answers
// (bench/storms.ts): it must keep running as the table grows columns. It aborted every client once
// exam_answers required chosen_at and the script did not write it, and `npm run bench` died there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase, type BenchDatabase } from './stack';
import { runPgbench } from './storms';

describe.runIf(process.env.DATABASE_URL)("the bench's pgbench upsert", () => {
  const dir = mkdtempSync(join(tmpdir(), 'proshno-pgbench-'));
  let database: BenchDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs against the current exam_answers for a second and counts its transactions', async () => {
    ({ database } = await prepareDatabase('postgres', join(dir, 'data'), 1, `test_${process.pid}_${Date.now()}`));
    const result = await runPgbench(database, 5, 1, 2, dir);
    expect(result.tps).toBeGreaterThan(0);
  }, 120_000);
});
