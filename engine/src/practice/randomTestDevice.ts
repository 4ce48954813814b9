// The random-test builder kept on the device (docs/practice.md#random-test-device): its exam, the
// exam type and the rows survive a refresh. The record is the learner's own (docs/shell.md#device-data):
// the web stores it under the learner's key, so logout forgets it with the rest.
import * as v from 'valibot';
import type { RandomTest } from './randomTestBuilder';

/** The record's name under the learner's key. */
export const RANDOM_TEST_RECORD = 'randomTest.builder';

/**
 * What is kept: the exam made for the chosen type, its time per question, and the rows; `nearLevel`
 * when the test is to be drawn near the learner's level (docs/learning.md#near-level), absent in a
 * record kept before it existed.
 */
export type RandomTestBuilderRecord = { examId: number; timePerQuestion: number; test: RandomTest; nearLevel?: boolean };

const row = v.object({
  id: v.number(),
  subject: v.number(),
  subjectName: v.string(),
  topic: v.nullable(v.number()),
  topicName: v.string(),
  subTopic: v.nullable(v.number()),
  subTopicName: v.string(),
  noOfQuestion: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const record = v.object({
  examId: v.number(),
  timePerQuestion: v.number(),
  test: v.object({ examType: v.nullable(v.number()), rows: v.array(row), page: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  nearLevel: v.optional(v.boolean()),
});

/** The stored text as a record, or null when there is none or it is not one (then it is ignored). */
export function parseRandomTestRecord(text: string | null): RandomTestBuilderRecord | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(record, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
