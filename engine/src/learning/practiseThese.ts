// "Practise these" (docs/learning.md#practise-these): the weakest topics become rows of the random-test
// builder (docs/practice.md#random-test), which the learner then starts as any random test, drawn near
// their level (docs/learning.md#near-level). Rows are added to a builder the learner already has,
// never in place of it; a topic already there is left as the learner set it.
import type { RandomTestBuilderRecord } from '../practice/randomTestDevice';
import type { RandomTestRow } from '../practice/randomTestBuilder';

/** How many questions of each weak topic the test asks at most. */
export const PRACTICE_QUESTIONS_PER_TOPIC = 5;

/** A weak topic with the questions the learner's bank holds of it. */
export type PracticeTopic = { subject: { id: number; name: string }; topic: { id: number; name: string }; available: number };

/** The exam a new builder is for (created for the random-test type), when the learner has none. */
export type PracticeExam = { examId: number; examType: number; timePerQuestion: number };

/** The builder with a row for each weak topic that has questions, to be drawn near the level; null when none has any. */
export function practiseTheseRecord(
  topics: readonly PracticeTopic[],
  existing: RandomTestBuilderRecord | null,
  created: PracticeExam | null,
): RandomTestBuilderRecord | null {
  const base: RandomTestBuilderRecord | null =
    existing ?? (created === null ? null : { examId: created.examId, timePerQuestion: created.timePerQuestion, test: { examType: created.examType, rows: [], page: 1 } });
  if (base === null) return null;
  const rows: RandomTestRow[] = [...base.test.rows];
  for (const { subject, topic, available } of topics) {
    const count = Math.min(PRACTICE_QUESTIONS_PER_TOPIC, available);
    if (count < 1 || rows.some((row) => row.subject === subject.id && row.topic === topic.id && row.subTopic === null)) continue;
    rows.push({
      id: Math.max(0, ...rows.map((row) => row.id)) + 1,
      subject: subject.id,
      subjectName: subject.name,
      topic: topic.id,
      topicName: topic.name,
      subTopic: null,
      subTopicName: '',
      noOfQuestion: count,
    });
  }
  if (rows.length === base.test.rows.length) return existing === null ? null : { ...existing, nearLevel: true };
  return { ...base, test: { ...base.test, rows }, nearLevel: true };
}
