// The admin's contest paths (docs/contest.md#admin, docs/api.md#contest-paths): Admin role only,
// enforced here. Create from an active template, edit or cancel before the start (registered
// learners are mailed through the outbox, docs/contest.md#mails), registrations, the CSV export.
import { refusalCodes } from '@proshno/engine';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../audit/adminActions';
import { principalOf } from '../access/bearer';
import { examTemplates, questions } from '../db/practiceSchema';
import { mailOutbox } from '../db/commerceSchema';
import type { Db } from '../db/connect';
import { contestQuestions, contestRegistrations, contestResults, contests } from '../db/contestSchema';
import { exams } from '../db/examSchema';
import { users } from '../db/schema';
import { drawQuestions } from '../exam/draw';
import { openSinceOf } from '../exam/examClock';
import { heldForEveryone } from '../exam/heldAnswers';
import { refusals } from '../exam/refusals';
import type { ApiContext } from '../http/context';
import { fail, refuse } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { MODEL_TEST, PREVIOUS_YEAR } from '../practice/examTypes';
import { templatesWhere } from '../practice/templates';
import { contestById, contestJson, contestsJson, isOver, statusOf, type ContestRow } from './contestRecords';
import { cancelledMail, changedMail, contestRefusals, type ContestMail } from './refusals';
import { languageOf } from '../access/userView';
import { escapeHtml } from '@proshno/server-kit';
import { withResults } from './results';

/** docs/contest.md#admin: the export's header. */
export const MERIT_CSV_HEADER = 'rank,full_name,email,score,percentile,time_used_seconds,right,wrong,not_answered';

export async function adminContestRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminListContests', async (request): Promise<JsonResponse<'adminListContests', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const now = ctx.now();
    const rows = await ctx.db.select().from(contests).orderBy(desc(contests.startsAt), desc(contests.id));
    // docs/contest.md#admin-screen: the list only reports; it never computes results (the job
    // does, and the merit list's read joins it). results_ready follows the clock.
    return contestsJson(ctx.db, rows, userId, now);
  });

  operation('createContest', async (request, reply): Promise<JsonResponse<'createContest', 201>> => {
    const { userId } = principalOf(request, ['Admin']);
    const body = request.body;
    const now = ctx.now();
    const startsAt = futureStart(body.start_time, now);
    const [template] = await templatesWhere(ctx.db, eq(examTemplates.id, body.template));
    if (!template) throw fail(404, refusals.notFound);
    if (template.status !== 'active') throw fail(400, refusals.templateInactive);
    let paper: { university: string | null; unit: string | null; year: number | null } = { university: null, unit: null, year: null };
    if (template.exam_Type === PREVIOUS_YEAR) {
      if (body.university_id === undefined || body.unit === undefined || body.year === undefined) throw fail(400, contestRefusals.paperRequired);
      const university = template.universities.find((u) => u.id === body.university_id);
      if (!university) throw fail(400, refusals.universityNotOfTemplate);
      if (!university.units.includes(body.unit)) throw fail(400, refusals.unitNotOfUniversity);
      const year = Number(body.year);
      if (!template.years.includes(year)) throw fail(400, refusals.yearNotOffered);
      // docs/contest.md#private-paper: the contest names the paper, but its questions are its own
      // private draw, never the public paper's seeded one (which anyone may have sat and reviewed).
      paper = { university: university.university, unit: body.unit, year };
    } else if (template.exam_Type !== MODEL_TEST) {
      throw fail(400, refusals.templateNotOfType);
    }
    const rows = template.subjects.map((s) => ({ subject: s.subject.id, topic: null, subtopic: null, count: s.no_of_questions }));
    const created = await ctx.db.transaction(async (tx) => {
      // docs/contest.md#private-paper: drawn once, at random, leaving out every question another
      // contest still holds (exam/heldAnswers.ts), so no two contests held at once share one. The
      // lock makes two creations draw one after the other (only creations write contest papers;
      // reads of them are not blocked).
      await tx.execute(sql`LOCK TABLE contest_questions IN EXCLUSIVE MODE`);
      const openSince = openSinceOf(now);
      const ids = await drawQuestions(tx, rows, { kind: 'random' }, heldForEveryone(questions.id, sql`${openSince.toISOString()}::timestamptz`));
      const [contest] = await tx
        .insert(contests)
        .values({
          title: body.title,
          templateId: template.id,
          examTypeId: template.exam_Type,
          university: paper.university,
          unit: paper.unit,
          year: paper.year,
          startsAt,
          durationSeconds: template.exam_time_per_question * ids.length,
          timePerQuestion: template.exam_time_per_question,
          markPerQn: template.exam_mark_per_qn,
          negativeMarkPerQn: template.exam_negative_mark_per_qn,
          timeBreaksTies: body.time_breaks_ties ?? false,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!contest) throw new Error('contest insert returned nothing');
      await tx.insert(contestQuestions).values(ids.map((questionId, position) => ({ contestId: contest.id, questionId, position })));
      await recordAdminAction(tx, { actor: userId, action: 'contest.create', target: { kind: 'contest', id: contest.id }, before: null, after: { ...contest, questions: ids }, at: now });
      return contest;
    });
    reply.code(201);
    return contestJson(ctx.db, created, userId, now);
  });

  operation('editContest', async (request): Promise<JsonResponse<'editContest', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const body = request.body;
    const now = ctx.now();
    const startsAt = body.start_time === undefined ? undefined : futureStart(body.start_time, now);
    const edited = await ctx.db.transaction(async (tx) => {
      const contest = await lockedBeforeStart(tx, Number(request.params.id), now);
      const [row] = await tx
        .update(contests)
        .set({
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(startsAt === undefined ? {} : { startsAt }),
          ...(body.time_breaks_ties === undefined ? {} : { timeBreaksTies: body.time_breaks_ties }),
          updatedAt: now,
        })
        .where(eq(contests.id, contest.id))
        .returning();
      if (!row) throw new Error('contest vanished');
      const changed =
        row.title !== contest.title || row.startsAt.getTime() !== contest.startsAt.getTime() || row.timeBreaksTies !== contest.timeBreaksTies;
      if (changed) {
        await mailRegistered(tx, row, changedMail(row.title, row.startsAt, row.timeBreaksTies), now);
        await recordAdminAction(tx, { actor: userId, action: 'contest.update', target: { kind: 'contest', id: row.id }, before: contest, after: row, at: now });
      }
      return row;
    });
    ctx.outbox.kick();
    return contestJson(ctx.db, edited, userId, now);
  });

  operation('cancelContest', async (request): Promise<JsonResponse<'cancelContest', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const now = ctx.now();
    const cancelled = await ctx.db.transaction(async (tx) => {
      const contest = await lockedBeforeStart(tx, Number(request.params.id), now);
      const [row] = await tx.update(contests).set({ cancelledAt: now, updatedAt: now }).where(eq(contests.id, contest.id)).returning();
      if (!row) throw new Error('contest vanished');
      await mailRegistered(tx, row, cancelledMail(row.title, row.startsAt), now);
      await recordAdminAction(tx, { actor: userId, action: 'contest.cancel', target: { kind: 'contest', id: row.id }, before: contest, after: row, at: now });
      return row;
    });
    ctx.outbox.kick();
    return contestJson(ctx.db, cancelled, userId, now);
  });

  operation('listContestRegistrations', async (request): Promise<JsonResponse<'listContestRegistrations', 200>> => {
    principalOf(request, ['Admin']);
    const contest = await contestById(ctx.db, Number(request.params.id), { cancelled: true });
    const rows = await ctx.db
      .select({ registration: contestRegistrations, fullName: users.fullName, email: users.email, sitting: exams.id })
      .from(contestRegistrations)
      .innerJoin(users, eq(users.id, contestRegistrations.userId))
      .leftJoin(
        exams,
        and(eq(exams.contestId, contestRegistrations.contestId), eq(exams.userId, contestRegistrations.userId), eq(exams.contestRole, 'sitting')),
      )
      .where(eq(contestRegistrations.contestId, contest.id))
      .orderBy(asc(contestRegistrations.registeredAt), asc(contestRegistrations.userId));
    return rows.map((r) => ({
      user: r.registration.userId,
      full_name: r.fullName,
      email: r.email,
      registered_at: r.registration.registeredAt.toISOString(),
      joined: r.sitting !== null,
    }));
  });

  operation('exportContestMeritList', async (request): Promise<JsonResponse<'exportContestMeritList', 200>> => {
    principalOf(request, ['Admin']);
    const now = ctx.now();
    const found = await contestById(ctx.db, Number(request.params.id), { cancelled: true });
    // docs/contest.md#admin: before the results (and for a cancelled contest) only the header.
    const contest = isOver(found, now) ? await withResults(ctx.db, found, now) : found;
    const rows = await ctx.db
      .select({ r: contestResults, fullName: users.fullName, email: users.email })
      .from(contestResults)
      .innerJoin(users, eq(users.id, contestResults.userId))
      .where(eq(contestResults.contestId, contest.id))
      .orderBy(asc(contestResults.position));
    const lines = rows.map(({ r, fullName, email }) =>
      [r.rank, fullName, email, r.score, r.percentile, r.timeUsed, r.right, r.wrong, r.notAnswered].map(csvField).join(','),
    );
    return { filename: `contest-${contest.id}-merit-list.csv`, csv: [MERIT_CSV_HEADER, ...lines].join('\r\n') + '\r\n' };
  });
}

/** docs/contest.md#admin: a start must be in the future. */
function futureStart(startTime: string, now: Date): Date {
  const start = new Date(startTime);
  if (start.getTime() <= now.getTime()) throw fail(400, contestRefusals.startInPast);
  return start;
}

/** The contest locked for a change, refused unless it has neither started nor been cancelled. */
async function lockedBeforeStart(tx: Db, id: number, now: Date): Promise<ContestRow> {
  const [contest] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
  if (!contest) throw fail(404, refusals.notFound);
  if (statusOf(contest, now) !== 'upcoming') throw refuse(409, refusalCodes.contestStarted, contestRefusals.startedAlready);
  return contest;
}

/** One outbox mail per registered learner, in the transaction of the change (docs/contest.md#mails). */
/** Each registered learner's mail, in their language (docs/i18n.md#mails). */
async function mailRegistered(tx: Db, contest: ContestRow, mailIn: ContestMail, now: Date): Promise<void> {
  const registered = await tx
    .select({ email: users.email, language: users.language })
    .from(contestRegistrations)
    .innerJoin(users, eq(users.id, contestRegistrations.userId))
    .where(eq(contestRegistrations.contestId, contest.id));
  if (registered.length === 0) return;
  await tx.insert(mailOutbox).values(
    registered.map((learner) => {
      const mail = mailIn(languageOf(learner));
      return { kind: 'contest', toAddress: learner.email, subject: mail.subject, text: mail.text, html: `<p>${escapeHtml(mail.text)}</p>`, nextAttemptAt: now, createdAt: now };
    }),
  );
}

/**
 * RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. A name that
 * starts like a formula is prefixed with ' so a spreadsheet shows it as text.
 */
function csvField(value: string | number): string {
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
