// A contest written straight into the database while the api is stopped (as progressFixtures
// writes subscriptions): a paper of exactly these questions that ended a day before `now`, so a
// test can read its review (docs/contest.md#held) without walking a whole contest over HTTP.
import { eq } from 'drizzle-orm';
import { examTemplates } from '../db/practiceSchema';
import { openDatabase } from '../db/connect';
import { contestQuestions, contests } from '../db/contestSchema';
import { users } from '../db/schema';
import type { TestApi } from './harness';
import { DAY } from './fakeClock';

export async function endedContestOf(t: TestApi, questionIds: number[], now: Date): Promise<number> {
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
          title: 'Ended Contest',
          templateId: template.id,
          examTypeId: template.examTypeId,
          startsAt: new Date(now.getTime() - 2 * DAY),
          durationSeconds: template.timePerQuestion * questionIds.length,
          timePerQuestion: template.timePerQuestion,
          markPerQn: template.markPerQn,
          negativeMarkPerQn: template.negativeMarkPerQn,
          createdBy: admin.id,
          createdAt: new Date(now.getTime() - 3 * DAY),
          updatedAt: new Date(now.getTime() - 3 * DAY),
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
