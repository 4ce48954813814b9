// A contest as the server sees it (docs/contest.md#what): its status on the server's clock, its
// end, and its JSON with subjects, counts and the caller's registration (docs/contest.md#listing).
import { and, asc, count, eq, inArray, min, not, type SQL } from 'drizzle-orm';
import { examTemplates, questions, subjects } from '../db/practiceSchema';
import type { Db } from '../db/connect';
import { contestQuestions, contestRegistrations, contests } from '../db/contestSchema';
import { exams } from '../db/examSchema';
import { isPastGrace } from '../exam/examClock';
import { refusals } from '../exam/refusals';
import { fail } from '../http/errors';
import type { JsonResponse } from '../http/route';

export type ContestRow = typeof contests.$inferSelect;
export type ContestJson = JsonResponse<'getContest', 200>;
export type ContestStatus = ContestJson['status'];

export function endOf(contest: ContestRow): Date {
  return new Date(contest.startsAt.getTime() + contest.durationSeconds * 1000);
}

/** docs/contest.md#status */
export function statusOf(contest: ContestRow, now: Date): ContestStatus {
  if (contest.cancelledAt !== null) return 'cancelled';
  if (now.getTime() < contest.startsAt.getTime()) return 'upcoming';
  if (now.getTime() < endOf(contest).getTime()) return 'live';
  return 'finished';
}

/** True once the contest has ended plus the answer grace: review and results open (docs/contest.md#held). */
export function isOver(contest: ContestRow, now: Date): boolean {
  return contest.cancelledAt === null && isPastGrace(endOf(contest), now);
}

/** The contest with this id; a cancelled one only for admins. */
export async function contestById(db: Db, id: number, opts: { cancelled: boolean } = { cancelled: false }): Promise<ContestRow> {
  const [contest] = await db.select().from(contests).where(eq(contests.id, id));
  if (!contest || (contest.cancelledAt !== null && !opts.cancelled)) throw fail(404, refusals.notFound);
  return contest;
}

/** The paper's question ids in order, less those `leaveOut` (a condition on contest_questions) matches. */
export async function paperOf(db: Db, contestId: number, leaveOut?: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: contestQuestions.questionId })
    .from(contestQuestions)
    .where(and(eq(contestQuestions.contestId, contestId), leaveOut && not(leaveOut)))
    .orderBy(asc(contestQuestions.position));
  return rows.map((r) => r.id);
}

/** The subjects of the paper, for the subscription check (docs/contest.md#subscription). */
export async function subjectIdsOf(db: Db, contestId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: questions.subjectId })
    .from(contestQuestions)
    .innerJoin(questions, eq(questions.id, contestQuestions.questionId))
    .where(eq(contestQuestions.contestId, contestId));
  return rows.map((r) => r.id);
}

/** The contests as JSON for `userId`, with a fixed number of statements whatever their count. */
export async function contestsJson(db: Db, rows: ContestRow[], userId: number, now: Date): Promise<ContestJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [templates, subjectRows, registered, mine, sittings] = await Promise.all([
    db.select({ id: examTemplates.id, name: examTemplates.name }).from(examTemplates).where(inArray(examTemplates.id, [...new Set(rows.map((r) => r.templateId))])),
    db
      .select({ contestId: contestQuestions.contestId, id: subjects.id, name: subjects.name, n: count(), first: min(contestQuestions.position) })
      .from(contestQuestions)
      .innerJoin(questions, eq(questions.id, contestQuestions.questionId))
      .innerJoin(subjects, eq(subjects.id, questions.subjectId))
      .where(inArray(contestQuestions.contestId, ids))
      .groupBy(contestQuestions.contestId, subjects.id, subjects.name),
    db
      .select({ contestId: contestRegistrations.contestId, n: count() })
      .from(contestRegistrations)
      .where(inArray(contestRegistrations.contestId, ids))
      .groupBy(contestRegistrations.contestId),
    db
      .select({ contestId: contestRegistrations.contestId })
      .from(contestRegistrations)
      .where(and(inArray(contestRegistrations.contestId, ids), eq(contestRegistrations.userId, userId))),
    // The caller's own sitting of each (docs/contest.md#sitting-on-card): the card, the review and the dashboard read it.
    db
      .select({ contestId: exams.contestId, id: exams.id, status: exams.status })
      .from(exams)
      .where(and(inArray(exams.contestId, ids), eq(exams.userId, userId), eq(exams.contestRole, 'sitting'))),
  ]);
  const sittingOf = new Map(sittings.map((s) => [s.contestId, { id: s.id, status: s.status }]));
  const templateName = new Map(templates.map((t) => [t.id, t.name]));
  const registeredCount = new Map(registered.map((r) => [r.contestId, r.n]));
  const isMine = new Set(mine.map((r) => r.contestId));
  return rows.map((c) => {
    const paper = subjectRows.filter((s) => s.contestId === c.id).sort((a, b) => (a.first ?? 0) - (b.first ?? 0));
    const total = paper.reduce((sum, s) => sum + s.n, 0);
    return {
      id: c.id,
      title: c.title,
      template: c.templateId,
      template_name: templateName.get(c.templateId) ?? '',
      exam_type: c.examTypeId,
      university: c.university,
      unit: c.unit,
      year: c.year,
      subjects: paper.map((s) => ({ subject: { id: s.id, name: s.name }, no_of_questions: s.n })),
      start_time: c.startsAt.toISOString(),
      end_time: endOf(c).toISOString(),
      duration: c.durationSeconds,
      total_question: total,
      mark_per_qn: c.markPerQn,
      negative_mark_per_qn: c.negativeMarkPerQn,
      time_breaks_ties: c.timeBreaksTies,
      status: statusOf(c, now),
      registered_count: registeredCount.get(c.id) ?? 0,
      is_registered: isMine.has(c.id),
      // docs/contest.md#results: ready to read from the end plus the grace on (the card offers
      // Result and Merit list, docs/contest.md#card-action): the job computes them then, and a read
      // that comes before it has finished joins the computation.
      results_ready: c.resultsAt !== null || isOver(c, now),
      sitting: sittingOf.get(c.id) ?? null,
    };
  });
}

export async function contestJson(db: Db, row: ContestRow, userId: number, now: Date): Promise<ContestJson> {
  const [json] = await contestsJson(db, [row], userId, now);
  if (!json) throw new Error(`contest ${row.id} has no JSON`);
  return json;
}
