// "Practise these" against the gateway (docs/learning.md#practise-these): reads how many questions
// each weak topic has, makes a random-test exam when the learner has no builder yet, and writes the
// builder the engine's practiseTheseRecord gives into the learner's device record, where the
// random-test screen takes it up (docs/practice.md#random-test-device).
import { parseRandomTestRecord, practiseTheseRecord, RANDOM_TEST_RECORD, type LearnerId, type PracticeTopic } from '@proshno/engine';
import type { Client } from 'urql';
import { readLearnerRecord, writeLearnerRecord } from '../access/session/deviceData';
import { RandomTestExamTypesDocument, RandomTestTopicsDocument } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';
import { createExam } from '../practice/random/randomTestCalls';

/** A topic to practise: its subject and topic, as the mastery rows name them. */
export type WeakTopic = Omit<PracticeTopic, 'available'>;

/** Puts the weak topics in the learner's random-test builder; rejects when nothing could be made. */
export async function practiseThese(client: Client, learner: LearnerId, weak: readonly WeakTopic[]): Promise<void> {
  const topics = await Promise.all(weak.map((topic) => withAvailable(client, topic)));
  if (!topics.some((topic) => topic.available > 0)) throw new Error('no questions in the weak topics');
  const existing = parseRandomTestRecord(readLearnerRecord(learner, RANDOM_TEST_RECORD));
  const created = existing === null ? await randomTestExam(client) : null;
  const record = practiseTheseRecord(topics, existing, created);
  if (record === null) throw new Error('no practice test');
  writeLearnerRecord(learner, RANDOM_TEST_RECORD, JSON.stringify(record));
}

async function withAvailable(client: Client, topic: WeakTopic): Promise<PracticeTopic> {
  const { topics } = await dataOf(client.query(RandomTestTopicsDocument, { subject: topic.subject.id }).toPromise());
  return { ...topic, available: topics.find((t) => t.id === topic.topic.id)?.questions_available ?? 0 };
}

/** A new exam of the first exam type, as choosing it in the builder makes one. */
async function randomTestExam(client: Client) {
  const { examTypes } = await dataOf(client.query(RandomTestExamTypesDocument, {}).toPromise());
  const type = examTypes[0];
  if (type === undefined) throw new Error('no exam type');
  const exam = await createExam(client, type.id);
  return { examId: exam.id, examType: type.id, timePerQuestion: exam.time_per_question };
}
