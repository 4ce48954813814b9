// A contest written straight into the database while the api is stopped (as progressFixtures
// writes subscriptions): a paper of exactly these questions that ended a day before `now`, so a
// test can read its review (docs/contest.md#held), or that starts a day after it, so its paper is
// held from everyone (docs/contest.md#held-for-everyone), without walking a whole contest over HTTP.
import { eq } from 'drizzle-orm';
import { examTemplates } from '../db/practiceSchema';
import { openDatabase } from '../db/connect';
import { contestQuestions, contests } from '../db/contestSchema';
import { users } from '../db/schema';
import { ACCOUNT_ATTEMPTS_PER_MINUTE } from '../access/rateLimits';
import type { TestApi } from './harness';
import { signIn, type Auth } from './examFixtures';
import { DAY } from './fakeClock';
import type { Learner } from './progressFixtures';

export function endedContestOf(t: TestApi, questionIds: number[], now: Date): Promise<number> {
  return contestOf(t, questionIds, { title: 'Ended Contest', startsAt: new Date(now.getTime() - 2 * DAY), createdAt: new Date(now.getTime() - 3 * DAY) });
}

export function upcomingContestOf(t: TestApi, questionIds: number[], now: Date): Promise<number> {
  return contestOf(t, questionIds, { title: 'Upcoming Contest', startsAt: new Date(now.getTime() + DAY), createdAt: now });
}

async function contestOf(t: TestApi, questionIds: number[], { title, startsAt, createdAt }: { title: string; startsAt: Date; createdAt: Date }): Promise<number> {
  let id = 0;
  await t.restart(async (config) => {
    const database = await openDatabase(config);
    try {
      const { db } = database;
      const [template] = await db.select().from(examTemplates).where(eq(examTemplates.examTypeId, 2)).limit(1);
      const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
      if (!template || !admin) throw new Error('no template or admin seeded');
      const [contest] = await db
        .insert(contests)
        .values({
          title,
          templateId: template.id,
          examTypeId: template.examTypeId,
          startsAt,
          durationSeconds: template.timePerQuestion * questionIds.length,
          timePerQuestion: template.timePerQuestion,
          markPerQn: template.markPerQn,
          negativeMarkPerQn: template.negativeMarkPerQn,
          createdBy: admin.id,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!contest) throw new Error('no contest');
      await db.insert(contestQuestions).values(questionIds.map((questionId, position) => ({ contestId: contest.id, questionId, position })));
      id = contest.id;
    } finally {
      await database.close();
    }
  });
  return id;
}

/**
 * The admin and every learner signed in again after a test moved the server's clock (access tokens
 * last 15 minutes). The login limit counts per account per minute of the wall clock
 * (api/src/access/rateLimits.ts) in the api process's memory, and a contest test signs everyone in
 * far more often than a person would: before the limit is reached the api restarts over the same
 * data, with fresh counts. `count` holds the sign-ins of each account since the api (re)started.
 */
export async function signedInAgain(t: TestApi, count: { signIns: number }, learners: Learner[]): Promise<{ admin: Auth; learners: Learner[] }> {
  count.signIns += 1;
  if (count.signIns >= ACCOUNT_ATTEMPTS_PER_MINUTE - 1) {
    await t.restart(async () => undefined);
    count.signIns = 1;
  }
  return {
    admin: await signIn(t, 'admin@example.com', 'Admin#2026'),
    learners: await Promise.all(learners.map(async (l) => ({ ...l, auth: await signIn(t, l.email, l.password) }))),
  };
}
