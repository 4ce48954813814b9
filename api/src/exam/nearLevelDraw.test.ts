// Questions near the learner's level through HTTP (docs/learning.md#near-level): with near_level true
// each row draws the questions whose rating is nearest the one the learner answers right two times in
// three, aimed from their ability in the question's topic once they have answered MIN_ANSWERS there,
// else from their rating, else ELO_START; the questions another running exam holds are still left
// out; false or left out, the draw is random; a flag that is not a boolean is refused and changes nothing.
import { ELO_START, masteryOf, MIN_ANSWERS, NEAR_LEVEL_JITTER, nearLevelTarget } from '@proshno/engine';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connect';
import { questions } from '../db/practiceSchema';
import { learnerRatings, questionRatings } from '../db/progressSchema';
import { users } from '../db/schema';
import { chooseSubjects, createExam, questionSet, subjectId, whole, type Auth, type Row } from '../test/examFixtures';
import { startTestApi, stores, type TestApi } from '../test/harness';
import { finishedExam, placementsOf, subscribedLearners, type Learner, type Mark } from '../test/progressFixtures';

/** Five questions within 40 points of a target and five at least 200 away: beyond the jitter of the nearest. */
const NEAR = [-40, -20, 0, 20, 40];
const FAR = [-400, -300, -200, 200, 300];

describe.each(stores)('questions near the learner’s level on %s', (store) => {
  let t: TestApi;
  /** Rated 1400, no answers: aimed from their rating. */
  let rated: Learner;
  /** Never finished an exam: aimed from ELO_START. */
  let fresh: Learner;
  /** Five answers in one Biology topic (their ability there) and two in the other (too few). */
  let practised: Learner;
  let physics: number;
  let chemistry: number;
  let biology: number;
  /** Question ids by topic, in id order; and the ids each scenario expects. */
  const byTopic = new Map<number, number[]>();
  let physicsTopics: [number, number];
  let chemistryTopic: number;
  let biologyTopics: [number, number];
  let nearRated: number[];
  let nearFresh: number[];
  let nearTopicAbility: number[];
  let nearOverall: number[];

  beforeAll(async () => {
    t = await startTestApi(store);
    [rated, fresh, practised] = (await subscribedLearners(t, 3)) as [Learner, Learner, Learner];
    physics = await subjectId(t, rated.auth, 'Physics');
    chemistry = await subjectId(t, rated.auth, 'Chemistry');
    biology = await subjectId(t, rated.auth, 'Biology');
    physicsTopics = (await placementsOf(t, rated.auth, physics)).map((p) => p.topic) as [number, number];
    chemistryTopic = (await placementsOf(t, rated.auth, chemistry))[0]?.topic ?? expect.fail('no Chemistry topic');
    biologyTopics = (await placementsOf(t, rated.auth, biology)).map((p) => p.topic) as [number, number];
    // Answered wrong: five in the first Biology topic, two in the second.
    const wrong = (n: number) => Array.from({ length: n }, (): Mark => 'wrong');
    const answeredOne = (await finishedExam(t, practised.auth, { subject: biology, topic: biologyTopics[0], count: 5 }, wrong(5))).questions;
    const answeredTwo = (await finishedExam(t, practised.auth, { subject: biology, topic: biologyTopics[1], count: 2 }, wrong(2))).questions;

    await t.restart(async (config) => {
      const database = await openDatabase(config);
      try {
        const { db } = database;
        const topicIds = [...physicsTopics, chemistryTopic, ...biologyTopics];
        const rows = await db.select({ id: questions.id, topic: questions.topicId }).from(questions).where(inArray(questions.topicId, topicIds)).orderBy(asc(questions.id));
        for (const topic of topicIds) byTopic.set(topic, rows.filter((row) => row.topic === topic).map((row) => row.id));
        const ratings = new Map<number, number>();
        const around = (ids: readonly number[], target: number) => {
          // Near and far alternate, so the near ones are spread over the topic's subtopics.
          ids.forEach((id, i) => ratings.set(id, target + ((i % 2 === 0 ? FAR : NEAR)[Math.floor(i / 2)] ?? 0)));
          return ids.filter((_, i) => i % 2 === 1);
        };
        // The rated learner: the second Physics topic around their target, the first far above it.
        const ratedTarget = nearLevelTarget(1400);
        nearRated = around(topicOf(physicsTopics[1]), ratedTarget);
        topicOf(physicsTopics[0]).forEach((id, i) => ratings.set(id, ratedTarget + 500 + 10 * i));
        // The fresh learner: a Chemistry topic around ELO_START's target.
        nearFresh = around(topicOf(chemistryTopic), nearLevelTarget(ELO_START));
        // The practised learner, rated 1000: their five wrong answers at 800 make their ability in the
        // first topic about 650; three questions near its target, two near their rating's.
        for (const id of answeredOne) ratings.set(id, 800);
        for (const id of answeredTwo) ratings.set(id, 600);
        const ability = masteryOf(answeredOne.map(() => ({ right: false, difficulty: 800 })), 1000).ability;
        const topicTarget = nearLevelTarget(ability);
        const overallTarget = nearLevelTarget(1000);
        const unansweredOne = topicOf(biologyTopics[0]).filter((id) => !answeredOne.includes(id));
        nearTopicAbility = unansweredOne.slice(0, 3);
        [topicTarget - 20, topicTarget, topicTarget + 20, overallTarget, overallTarget + 10].forEach((rating, i) => ratings.set(unansweredOne[i] ?? 0, rating));
        // Far enough apart that the jitter cannot mix them.
        expect(Math.abs(overallTarget - topicTarget) - 20).toBeGreaterThan(NEAR_LEVEL_JITTER);
        expect(Math.abs(800 - topicTarget) - 20).toBeGreaterThan(NEAR_LEVEL_JITTER);
        // The second topic's two answers at 600 would aim about 580; with fewer than MIN_ANSWERS the rating aims.
        expect(answeredTwo.length).toBeLessThan(MIN_ANSWERS);
        const unansweredTwo = topicOf(biologyTopics[1]).filter((id) => !answeredTwo.includes(id));
        const tooFew = nearLevelTarget(masteryOf(answeredTwo.map(() => ({ right: false, difficulty: 600 })), 1000).ability);
        nearOverall = unansweredTwo.slice(0, 3);
        [overallTarget - 20, overallTarget, overallTarget + 20, tooFew - 20, tooFew, tooFew + 20, 1500, 1600].forEach((rating, i) => ratings.set(unansweredTwo[i] ?? 0, rating));
        expect(Math.abs(overallTarget - tooFew) - 20).toBeGreaterThan(NEAR_LEVEL_JITTER);
        expect(Math.abs(overallTarget - 600) - 20).toBeGreaterThan(NEAR_LEVEL_JITTER);

        for (const [questionId, rating] of ratings) {
          await db.insert(questionRatings).values({ questionId, rating }).onConflictDoUpdate({ target: questionRatings.questionId, set: { rating } });
        }
        for (const [who, rating] of [[rated, 1400], [practised, 1000]] as const) {
          const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
          if (user === undefined) throw new Error(`no user ${who.email}`);
          await db.insert(learnerRatings).values({ userId: user.id, rating }).onConflictDoUpdate({ target: learnerRatings.userId, set: { rating } });
        }
        const [freshRating] = await db.select().from(learnerRatings).innerJoin(users, eq(users.id, learnerRatings.userId)).where(eq(users.email, fresh.email));
        expect(freshRating).toBeUndefined();
      } finally {
        await database.close();
      }
    });
  });
  afterAll(() => t.close());

  const topicOf = (topic: number): number[] => byTopic.get(topic) ?? [];
  const row = (subject: number, topic: number, count: number): Row => ({ subject, topic, subtopic: null, no_of_questions: count });
  const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

  /** Starts an exam of the rows for the learner and answers the ids it holds, sorted. */
  async function drawn(auth: Auth, rows: Row[], extra: Record<string, unknown>): Promise<{ exam: number; ids: number[] }> {
    const exam = await createExam(t, auth);
    const chosen = await chooseSubjects(t, auth, exam, rows, extra);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    return { exam, ids: sorted((await questionSet(t, auth, exam)).map((entry) => entry.question.id)) };
  }
  /** Cancels the exam, so that its questions are no longer held. */
  async function cancelled(auth: Auth, exam: number): Promise<void> {
    expect((await t.call('DELETE', `/api/exam/v1/exam/${exam}/`, undefined, auth)).status).toBe(204);
  }

  test('a learner of known rating gets the questions nearest two in three, from a topic or from the whole subject', async () => {
    const fromTopic = await drawn(rated.auth, [row(physics, physicsTopics[1], 5)], { near_level: true });
    expect(fromTopic.ids).toEqual(sorted(nearRated));
    await cancelled(rated.auth, fromTopic.exam);
    const fromSubject = await drawn(rated.auth, [whole(physics, 5)], { near_level: true });
    expect(fromSubject.ids).toEqual(sorted(nearRated));
    await cancelled(rated.auth, fromSubject.exam);
  });

  test('a learner who has never finished an exam is aimed at from the starting rating', async () => {
    const { exam, ids } = await drawn(fresh.auth, [row(chemistry, chemistryTopic, 5)], { near_level: true });
    expect(ids).toEqual(sorted(nearFresh));
    await cancelled(fresh.auth, exam);
  });

  test('the ability in the topic aims once the learner has answered enough there; with fewer answers, their rating', async () => {
    const { exam, ids } = await drawn(practised.auth, [row(biology, biologyTopics[0], 3), row(biology, biologyTopics[1], 3)], { near_level: true });
    expect(ids).toEqual(sorted([...nearTopicAbility, ...nearOverall]));
    await cancelled(practised.auth, exam);
  });

  test('the questions another running exam holds are left out, however near', async () => {
    const first = await drawn(rated.auth, [row(physics, physicsTopics[1], 5)], { near_level: true });
    const second = await drawn(rated.auth, [row(physics, physicsTopics[1], 5)], { near_level: true });
    expect(first.ids).toEqual(sorted(nearRated));
    expect(second.ids).toEqual(sorted(topicOf(physicsTopics[1]).filter((id) => !nearRated.includes(id))));
    await cancelled(rated.auth, first.exam);
    await cancelled(rated.auth, second.exam);
  });

  test('false or left out, the draw is random: not the five nearest of the subject’s twenty', async () => {
    for (const extra of [{ near_level: false }, {}]) {
      const { exam, ids } = await drawn(rated.auth, [whole(physics, 5)], extra);
      expect(ids).toHaveLength(5);
      // One chance in 15,504 that a random draw is exactly the nearest five.
      expect(ids).not.toEqual(sorted(nearRated));
      await cancelled(rated.auth, exam);
    }
  });

  test('a flag that is not a boolean is refused and draws nothing', async () => {
    const exam = await createExam(t, rated.auth);
    for (const near_level of ['true', 1, null]) {
      expect((await chooseSubjects(t, rated.auth, exam, [whole(physics, 5)], { near_level })).status).toBe(400);
    }
    const read = await t.call('GET', `/api/exam/v1/exam/${exam}/`, undefined, rated.auth);
    expect(read.json).toMatchObject({ start_time: null, total_question: 0 });
    expect(await questionSet(t, rated.auth, exam)).toEqual([]);
    await cancelled(rated.auth, exam);
  });
});
