// `npm run import -- FILE`: accepted rows are upserted by key, rejected rows reported with their
// reasons, an unreadable file exits 1; a newly imported subject is not covered by old subscriptions.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asLearner, chooseSubjects, createExam, subjectId, whole } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { importBank, type ImportOutcome } from './importBank';

/** Moodle's formats, as the Admin's export names them: GIFT with its categories, Aiken at a place given beside it. */
const gift = '$CATEGORY: $course$/Geology/Rocks/Igneous rocks\n\n::geo.basalt::Basalt forms from?{\n=Cooled lava\n~Pressed sand\n~Shells\n~Mud\n}\n';
const aiken = 'Granite is?\nA. Igneous\nB. Sedimentary\nC. Metamorphic\nD. Organic\nANSWER: A\n';
const rocks = { grade: 'HSC', subject: 'Geology', topic: 'Rocks', subtopic: 'Igneous rocks' };

const header = 'key,grade,subject,topic,subtopic,question,option_a,option_b,option_c,option_d,answer,explanation';
const csv = [
  header,
  'astro.planets.1,HSC,Astronomy,Solar system,Planets,Which planet is largest?,Earth,Jupiter,Mars,Venus,B,Jupiter is the largest planet.',
  'fixture.Physics.1.1.0,HSC,Physics,Physics topic 1,Physics topic 1 part 1,"Updated: what is $$g$$ near Earth, roughly?",9.8 m/s²,1.6 m/s²,3.7 m/s²,24.8 m/s²,A,Standard gravity.',
  'astro.bad.1,HSC,Astronomy,Solar system,Planets,Broken answer letter,a,b,c,d,E,',
  ',HSC,Astronomy,Solar system,Planets,No key,a,b,c,d,A,',
].join('\n');

describe.each(stores)('bank import on %s', (store) => {
  let t: TestApi;
  let outcomes: Record<'csv' | 'missing' | 'wrongType' | 'notJson' | 'gift' | 'aiken' | 'aikenNowhere', ImportOutcome>;
  beforeAll(async () => {
    t = await startTestApi(store);
    await t.restart(async (config) => {
      const file = join(config.dataDir, 'bank.csv');
      await writeFile(file, csv);
      const notJson = join(config.dataDir, 'bank.json');
      await writeFile(notJson, '{"not": "an array"');
      const giftFile = join(config.dataDir, 'rocks.gift.txt');
      await writeFile(giftFile, gift);
      const aikenFile = join(config.dataDir, 'rocks.aiken.txt');
      await writeFile(aikenFile, aiken);
      outcomes = {
        gift: await importBank(config, giftFile, { grade: 'HSC' }),
        aiken: await importBank(config, aikenFile, rocks),
        aikenNowhere: await importBank(config, aikenFile, { grade: 'HSC' }),
        csv: await importBank(config, file),
        missing: await importBank(config, join(config.dataDir, 'none.csv')),
        wrongType: await importBank(config, join(config.dataDir, 'bank.txt')),
        notJson: await importBank(config, notJson),
      };
    });
  });
  afterAll(() => t.close());

  test('the report counts new, updated and rejected rows and gives each rejection its line and reasons', () => {
    expect(outcomes.csv.exitCode).toBe(0);
    const [summary, ...rejections] = outcomes.csv.lines;
    expect(summary).toBe('bank.csv: 2 accepted (1 new, 1 updated), 2 rejected');
    expect(rejections).toEqual([
      expect.stringMatching(/^ {2}row 4 \(astro\.bad\.1\): .*answer "E" is not one of A, B, C, D/),
      expect.stringMatching(/^ {2}row 5: .*missing field "key"/),
    ]);
  });

  test('a file that cannot be read, has another extension or is not a bank exits 1', () => {
    expect(outcomes.missing).toMatchObject({ exitCode: 1, lines: [expect.stringContaining('cannot be read')] });
    expect(outcomes.wrongType).toMatchObject({ exitCode: 1, lines: [expect.stringContaining('.csv, .json, .gift or .aiken')] });
    expect(outcomes.aikenNowhere).toMatchObject({ exitCode: 1, lines: [expect.stringContaining('give --grade, --subject, --topic and --subtopic')] });
    expect(outcomes.notJson).toMatchObject({ exitCode: 1, lines: [expect.stringContaining('not valid JSON')] });
  });

  test("Moodle's GIFT and Aiken files are read as the Admin's import reads them, at their place", async () => {
    expect(outcomes.gift).toEqual({ exitCode: 0, lines: ['rocks.gift.txt: 1 accepted (1 new, 0 updated), 0 rejected'] });
    expect(outcomes.aiken).toEqual({ exitCode: 0, lines: ['rocks.aiken.txt: 1 accepted (1 new, 0 updated), 0 rejected'] });
    const learner = await asLearner(t);
    const subjects = (await t.call('GET', '/api/exam/v1/subject/', undefined, learner)).body as { name: string; questions_available: number }[];
    expect(subjects.find((s) => s.name === 'Geology')?.questions_available).toBe(2);
  });

  test('imported questions are in the bank; an updated key changed its question in place', async () => {
    const learner = await asLearner(t);
    const astronomy = await subjectId(t, learner, 'Astronomy');
    const subjects = (await t.call('GET', '/api/exam/v1/subject/', undefined, learner)).body as { name: string; questions_available: number }[];
    expect(subjects.find((s) => s.name === 'Astronomy')?.questions_available).toBe(1);
    expect(subjects.find((s) => s.name === 'Physics')?.questions_available).toBe(20);
    const physics = await subjectId(t, learner, 'Physics');
    const res = await t.call('GET', `/api/exam/v1/question/?subject=${physics}&limit=20`, undefined, learner);
    const cards = res.body as { question_data: { type: string; data: string }[] }[];
    const updated = cards.filter((c) => c.question_data[0]?.data.startsWith('Updated:'));
    expect(updated).toHaveLength(1);
    // A subject added after the learner subscribed is not covered by that subscription.
    const exam = await createExam(t, learner);
    const refused = await chooseSubjects(t, learner, exam, [whole(astronomy, 1)]);
    expect(refused).toMatchObject({ status: 403, json: { detail: 'Your subscription does not cover Astronomy.' } });
  });
});
