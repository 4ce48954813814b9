// A learner's mastery of each topic they have met (docs/learning.md#mastery): every answer of theirs
// in a finished exam, right or wrong against the question's current Elo rating, through the
// engine's masteryOf with their own rating as the prior; weakest first. A question answered in
// several exams counts each time; an unanswered one never. A question on the paper of a contest not
// yet over (exam/heldAnswers.ts, docs/contest.md#held-for-everyone) does not count, even in the
// learner's own sitting: right and wrong per topic would tell its answers while others sit it. Reads
// only read (docs/exam.md#time-up-finish): an exam the clock has finished counts as its finish will
// leave it, its answers and the ratings it moves alike.
import { ELO_START, masteryOf, type TopicAnswer } from '@proshno/engine';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/prepared';
import { openSinceOf, timeUpSql } from '../exam/examClock';
import { timeUpFinishesOf } from '../exam/examResult';
import { heldForEveryone, type Viewer } from '../exam/heldAnswers';
import type { JsonResponse } from '../http/route';
import { ratingsAfter } from '../progress/ratings';

type TopicMasteryJson = JsonResponse<'listMastery', 200>[number];

/** The viewer's mastery of every topic met, lowest level first (ties by topic). One statement, more only while an exam waits for the finish job. */
export async function topicMasteryOf(db: Db, viewer: Viewer): Promise<TopicMasteryJson[]> {
  return (await masteryWithPriorOf(db, viewer)).topics;
}

/**
 * topicMasteryOf with the viewer's overall rating every topic's ability is drawn towards; the
 * rating is null when no topic was met, as it is not read then.
 */
export async function masteryWithPriorOf(db: Db, viewer: Viewer): Promise<{ prior: number | null; topics: TopicMasteryJson[] }> {
  const topics = await answersByTopic(db, viewer);
  const [first] = topics;
  if (first === undefined) return { prior: null, topics: [] };
  // Seldom: an exam the clock has finished and nobody wrote moves ratings; read them as it will leave them.
  const after = first.time_up ? await ratingsAfterTimeUp(db, viewer) : null;
  const prior = after?.learners.get(viewer.userId) ?? first.learner_rating ?? ELO_START;
  const mastery = topics
    .map((row) => {
      const answers: TopicAnswer[] = row.question_ids.map((questionId, i) => ({
        right: row.rights[i] === true,
        difficulty: after?.questions.get(questionId) ?? row.ratings[i] ?? ELO_START,
      }));
      const { level, ability, sure, answered, right } = masteryOf(answers, prior);
      return {
        subject: { id: row.subject_id, name: row.subject_name },
        topic: { id: row.topic_id, name: row.topic_name },
        answered,
        right,
        level,
        ability,
        sure,
      };
    })
    .sort((a, b) => a.level - b.level || a.topic.id - b.topic.id);
  return { prior, topics: mastery };
}

type TopicRow = {
  subject_id: number;
  subject_name: string;
  topic_id: number;
  topic_name: string;
  /** One entry per answer, in step: its question, whether it was right, the question's rating. */
  question_ids: number[];
  rights: boolean[];
  ratings: number[];
  /** The learner's rating (null before their first finish), and whether an exam of theirs waits for the finish job. */
  learner_rating: number | null;
  time_up: boolean;
};

/**
 * Every counted answer of the viewer, grouped by topic, in one statement: served by exams_user_idx,
 * the answers' (exam, question) key and the primary keys; the contests' hold read once.
 */
async function answersByTopic(db: Db, { userId, now }: Viewer): Promise<TopicRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<TopicRow>(
    await db.execute(sql`
      SELECT q.subject_id, s.name AS subject_name, q.topic_id, t.name AS topic_name,
        array_agg(a.question_id) AS question_ids, array_agg(o.is_answer) AS rights,
        array_agg(coalesce(r.rating, ${ELO_START}::float8)) AS ratings,
        (SELECT rating FROM learner_ratings WHERE user_id = ${userId}) AS learner_rating,
        EXISTS (SELECT 1 FROM exams w WHERE w.user_id = ${userId} AND ${timeUpSql({ status: sql`w.status`, endTime: sql`w.end_time` }, at)}) AS time_up
      FROM exams e
      JOIN exam_answers a ON a.exam_id = e.id
      JOIN options o ON o.id = a.option_id
      JOIN questions q ON q.id = a.question_id
      JOIN subjects s ON s.id = q.subject_id
      JOIN topics t ON t.id = q.topic_id
      LEFT JOIN question_ratings r ON r.question_id = a.question_id
      WHERE e.user_id = ${userId}
        AND (e.status = 'finished' OR ${timeUpSql({ status: sql`e.status`, endTime: sql`e.end_time` }, at)})
        AND NOT ${heldForEveryone(sql`a.question_id`, sql`${openSinceOf(now).toISOString()}::timestamptz`)}
      GROUP BY q.subject_id, s.name, q.topic_id, t.name`),
  );
}

/** The ratings as the finishes the clock has made, and the job has not written, will leave them. */
async function ratingsAfterTimeUp(db: Db, viewer: Viewer) {
  return ratingsAfter(db, await timeUpFinishesOf(db, viewer.userId, viewer.now));
}
