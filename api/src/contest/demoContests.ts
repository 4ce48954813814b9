// The demo's contests (docs/decisions.md#demo-data, issue 33 item 7): a finished one with its merit
// list, one starting a quarter of an hour after the first start (the demo learners registered),
// and one three days ahead, so a newcomer sees every contest state on the first run. The finished
// one was sat by a few demo sitters, whose answers also give the Admin's question quality page
// flagged questions (docs/content.md#flags) and one open report.
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../access/passwords';
import type { Db } from '../db/connect';
import { contestQuestions, contestRegistrations, contests } from '../db/contestSchema';
import { examAnswers, exams } from '../db/examSchema';
import { examTemplateSubjects, examTemplates, options, questions } from '../db/practiceSchema';
import { questionReports } from '../db/qualitySchema';
import { roles, users } from '../db/schema';
import { drawQuestions } from '../exam/draw';
import { openSinceOf } from '../exam/examClock';
import { freezeQuestions } from '../exam/freeze';
import { heldForEveryone } from '../exam/heldAnswers';
import { computeResults } from './results';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const TEMPLATE = 'Engineering Admission Model Test';
/** Questions a demo contest asks: enough for a merit list, few enough to read in its review. */
const DEMO_CONTEST_QUESTIONS = 15;

/** Demo sitters of the finished contest: accounts nobody can sign in to (a random password). */
// Ten: a question one of them had also met in the demo learner's own exams still reads as too easy
// or too hard (docs/content.md#flags: above 90 %, below 20 %).
const SITTERS = [
  'তাসনিম আহমেদ',
  'Rafiq Hossain',
  'নুসরাত জাহান',
  'Imran Kabir',
  'মেহেদী হাসান',
  'Farzana Akter',
  'সাকিব আল মামুন',
  'Jannatul Ferdous',
  'আরিফুল ইসলাম',
  'Sumaiya Khan',
];

export type DemoPeople = { admin: number; learners: number[] };

/** The demo contests' titles: the coaching centre's own words, in English as its staff wrote them. */
export const DEMO_CONTEST_TITLES = {
  finished: 'Weekly Engineering Mock · Week 1',
  soon: 'Weekly Engineering Mock · Week 2',
  upcoming: 'Engineering Admission Grand Mock',
} as const;

export async function seedDemoContests(db: Db, people: DemoPeople, now: Date): Promise<void> {
  const [template] = await db.select().from(examTemplates).where(eq(examTemplates.name, TEMPLATE));
  if (!template) return;
  const rows = await db.select().from(examTemplateSubjects).where(eq(examTemplateSubjects.templateId, template.id)).orderBy(asc(examTemplateSubjects.id));
  const total = rows.reduce((n, r) => n + r.noOfQuestions, 0);
  if (total === 0) return;
  // The template's subjects in its proportions, scaled down to the demo's paper.
  const draw = rows.map((r) => ({ subject: r.subjectId, topic: null, subtopic: null, count: Math.max(1, Math.round((r.noOfQuestions * DEMO_CONTEST_QUESTIONS) / total)) }));
  const make = async (title: string, startsAt: Date) => {
    const ids = await drawQuestions(db, draw, { kind: 'random' }, heldForEveryone(questions.id, sql`${openSinceOf(now).toISOString()}::timestamptz`));
    const [contest] = await db
      .insert(contests)
      .values({
        title,
        templateId: template.id,
        examTypeId: template.examTypeId,
        startsAt,
        durationSeconds: template.timePerQuestion * ids.length,
        timePerQuestion: template.timePerQuestion,
        markPerQn: template.markPerQn,
        negativeMarkPerQn: template.negativeMarkPerQn,
        timeBreaksTies: false,
        createdBy: people.admin,
        createdAt: new Date(now.getTime() - 7 * DAY_MS),
        updatedAt: new Date(now.getTime() - 7 * DAY_MS),
      })
      .returning();
    if (!contest) throw new Error('demo contest insert returned nothing');
    await db.insert(contestQuestions).values(ids.map((questionId, position) => ({ contestId: contest.id, questionId, position })));
    return { contest, ids };
  };

  // The two to come first: their papers are held, so the finished paper, drawn after them, shares
  // no question with them (the quality page leaves out questions a coming contest holds).
  const soon = await make(DEMO_CONTEST_TITLES.soon, new Date(now.getTime() + 15 * MINUTE_MS));
  await db.insert(contestRegistrations).values(people.learners.map((userId) => ({ contestId: soon.contest.id, userId, registeredAt: now })));
  await make(DEMO_CONTEST_TITLES.upcoming, new Date(now.getTime() + 3 * DAY_MS));
  const finished = await make(DEMO_CONTEST_TITLES.finished, new Date(now.getTime() - 2 * DAY_MS));
  // Demo sitters only: the demo learners' own histories stay as they were.
  const sitters = await demoSitters(db);
  const { contest, ids } = finished;
  const keys = await db.select().from(options).where(inArray(options.questionId, ids)).orderBy(asc(options.position));
  for (const [k, userId] of sitters.entries()) {
    const joinedAt = new Date(contest.startsAt.getTime() + k * MINUTE_MS);
    await db.insert(contestRegistrations).values({ contestId: contest.id, userId, registeredAt: new Date(contest.startsAt.getTime() - DAY_MS), joinedAt });
    const [exam] = await db
      .insert(exams)
      .values({
        userId,
        title: contest.title,
        typeId: contest.examTypeId,
        timePerQuestion: contest.timePerQuestion,
        markPerQn: contest.markPerQn,
        negativeMarkPerQn: contest.negativeMarkPerQn,
        templateId: contest.templateId,
        contestId: contest.id,
        contestRole: 'sitting',
        optionSeed: randomBytes(16).toString('hex'),
        createdAt: joinedAt,
        updatedAt: joinedAt,
      })
      .returning();
    if (!exam) throw new Error('demo sitting insert returned nothing');
    await freezeQuestions(db, exam, ids, { at: contest.startsAt, scheduled: false, now: joinedAt });
    const answers = ids.flatMap((questionId, j) => {
      const own = keys.filter((o) => o.questionId === questionId);
      const choice = sitterChoice(k, j, sitters.length);
      const option = choice === 'right' ? own.find((o) => o.isAnswer) : choice === 'wrong' ? own.find((o) => !o.isAnswer) : undefined;
      const chosenAt = new Date(joinedAt.getTime() + (j + 1) * 20_000);
      return option ? [{ examId: exam.id, questionId, userId, optionId: option.id, updatedAt: chosenAt, chosenAt, timeSpentMs: 12_000 + ((j * 7 + k * 5) % 30) * 1000 }] : [];
    });
    if (answers.length > 0) await db.insert(examAnswers).values(answers);
  }
  // Every sitting is finished at time-up and ranked once, as the results job does after the end.
  await computeResults(db, contest.id, now, 'wait');
  // docs/content.md#reports: a sitter reported the question everybody missed.
  const [reporter] = sitters;
  const [missed] = ids;
  if (reporter !== undefined && missed !== undefined) {
    await db.insert(questionReports).values({ userId: reporter, questionId: missed, reason: 'wrong_key', text: 'Everyone I asked chose B; is the key right?', createdAt: new Date(now.getTime() - DAY_MS) });
  }

}

/**
 * How the k-th of n sitters answered the j-th question: the first question everyone missed (too
 * hard, docs/content.md#flags), the second everyone got right (too easy); the rest by the sitter's
 * ability, with a few left blank, so the merit list has a spread.
 */
function sitterChoice(k: number, j: number, n: number): 'right' | 'wrong' | 'blank' {
  if (j === 0) return 'wrong';
  if (j === 1) return 'right';
  if ((j + k) % 9 === 4) return 'blank';
  const ability = 9 - Math.floor((k * 6) / Math.max(1, n - 1));
  return (j * 7 + k * 3) % 10 < ability ? 'right' : 'wrong';
}

async function demoSitters(db: Db): Promise<number[]> {
  const [role] = await db.select().from(roles).where(eq(roles.name, 'Default'));
  if (!role) return [];
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const made = await db
    .insert(users)
    .values(
      SITTERS.map((fullName, i) => ({
        fullName: fullName.normalize('NFC'),
        email: `sitter${i + 1}@example.com`,
        phoneNo: `+88017000001${String(i + 1).padStart(2, '0')}`,
        gender: i % 2 === 0 ? 'female' : 'male',
        country: 'Bangladesh',
        passwordHash,
        roleId: role.id,
        isVerified: true,
      })),
    )
    .returning({ id: users.id });
  return made.map((u) => u.id);
}
