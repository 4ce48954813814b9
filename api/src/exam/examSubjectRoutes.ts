// POST /api/exam/v1/exam-subject/ (docs/exam.md#lifecycle): the chosen subjects start or
// schedule the exam; the server draws and freezes its questions. PATCH moves a scheduled start.
import { refusalCodes } from '@proshno/engine';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { examSubjects, exams } from '../db/examSchema';
import type { ApiContext } from '../http/context';
import { fail, refuse } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { requireCoverage } from '../access/coverage';
import { nearLevelAbilitiesOf } from '../learning/nearLevel';
import { checkPlacements, drawQuestions, type DrawOrder, type DrawRow } from './draw';
import { examJson, isBeforeStart, lockedOwnedExam, ownedExam, questionCounts, type ExamRow } from './examRecords';
import { finishLockedExam } from './finish';
import { examAsOf } from './examResult';
import { freezeQuestions } from './freeze';
import { answerHeld } from './heldAnswers';
import { isPastGrace } from './examClock';
import { refusals } from './refusals';

type Selection = JsonResponse<'chooseExamSubjects', 201>;

export async function examSubjectRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation(
    'chooseExamSubjects',
    async (request, reply): Promise<Selection> => {
      const { userId } = principalOf(request);
      const body = request.body;
      const now = ctx.now();
      const scheduled = body.is_scheduled === true;
      const rows: DrawRow[] = body.subjects.map((s) => ({
        subject: s.subject,
        topic: s.topic ?? null,
        subtopic: s.subtopic ?? null,
        count: s.no_of_questions,
      }));
      // The exam is read once, locked, for ownership and status alike (issue 18), and the lock makes
      // a second, concurrent selection wait and then find the questions chosen.
      const started = await ctx.db.transaction(async (tx) => {
        const exam = await lockedOwnedExam(tx, body.exam, userId);
        // An exam whose time ran out is finished here (as at its close, docs/exam.md#time-up-finish);
        // the refusal follows once that is committed.
        if (exam.status === 'created' && isPastGrace(exam.endTime, now)) {
          await finishLockedExam(tx, exam, now);
          return null;
        }
        if (exam.status === 'finished') throw refuse(409, refusalCodes.finished, refusals.finished);
        if (exam.startTime !== null) throw refuse(409, refusalCodes.questionsChosen, refusals.questionsChosen);
        const start = scheduled ? scheduledStart(body.start_time, now) : now;
        await checkPlacements(tx, rows);
        await requireCoverage(tx, userId, rows.map((r) => r.subject), now);
        // Near the learner's level when asked (Practise these), from their own answers read here
        // (docs/learning.md#near-level); else at random.
        const order: DrawOrder = body.near_level === true ? { kind: 'near', abilities: await nearLevelAbilitiesOf(tx, { userId, now }) } : { kind: 'random' };
        // Never a question of another exam the learner can still answer: submitting this one would
        // tell its answers (exam/heldAnswers.ts).
        const ids = await drawQuestions(tx, rows, order, answerHeld(tx, { userId, now }));
        await tx.insert(examSubjects).values(
          rows.map((r) => ({
            examId: exam.id,
            subjectId: r.subject,
            topicId: r.topic,
            subtopicId: r.subtopic,
            noOfQuestions: r.count,
          })),
        );
        return { exam: await freezeQuestions(tx, exam, ids, { at: start, scheduled, now, version: body.version }), total: ids.length };
      });
      if (started === null) throw refuse(409, refusalCodes.finished, refusals.finished);
      reply.code(201);
      // Answered from what was written, in the order it was written (issue 18: no read back).
      return selectionOf(started.exam, rows, started.total, now);
    },
  );

  operation(
    'rescheduleExam',
    async (request): Promise<JsonResponse<'rescheduleExam', 200>> => {
      const { userId } = principalOf(request);
      const now = ctx.now();
      // An exam the clock has finished is finished; the finish job writes it (docs/exam.md#time-up-finish).
      const exam = examAsOf(await ownedExam(ctx.db, Number(request.params.id), userId), now);
      if (exam.status === 'finished') throw refuse(409, refusalCodes.finished, refusals.finished);
      if (!exam.isScheduled || !isBeforeStart(exam, now) || exam.startTime === null) throw refuse(409, refusalCodes.notReschedulable, refusals.notReschedulable);
      const start = scheduledStart(request.body.start_time, now);
      const total = (await questionCounts(ctx.db, [exam.id])).get(exam.id) ?? 0;
      const [moved] = await ctx.db
        .update(exams)
        .set({ startTime: start, endTime: new Date(start.getTime() + exam.timePerQuestion * total * 1000), updatedAt: now })
        .where(eq(exams.id, exam.id))
        .returning();
      return selectionJson(ctx, moved ?? exam, now);
    },
  );
}

/** A scheduled start must be a future instant (docs/practice.md#schedule-dialog: past dates are disabled). */
function scheduledStart(startTime: string | undefined, now: Date): Date {
  if (startTime === undefined) throw fail(400, refusals.startRequired);
  const start = new Date(startTime);
  if (start.getTime() <= now.getTime()) throw fail(400, refusals.startInPast);
  return start;
}

async function selectionJson(ctx: ApiContext, exam: ExamRow, now: Date): Promise<Selection> {
  const [rows, counts] = await Promise.all([
    ctx.db.select().from(examSubjects).where(eq(examSubjects.examId, exam.id)).orderBy(asc(examSubjects.id)),
    questionCounts(ctx.db, [exam.id]),
  ]);
  const chosen = rows.map((r) => ({ subject: r.subjectId, topic: r.topicId, subtopic: r.subtopicId, count: r.noOfQuestions }));
  return selectionOf(exam, chosen, counts.get(exam.id) ?? 0, now);
}

/** The selection with the exam itself (docs/api.md#shape-exam-subject), from rows already in hand. */
function selectionOf(exam: ExamRow, rows: DrawRow[], total: number, now: Date): Selection {
  if (!exam.startTime || !exam.endTime) throw new Error(`exam ${exam.id} has no questions yet`);
  return {
    id: exam.id,
    exam: exam.id,
    subjects: rows.map((r) => ({
      subject: r.subject,
      topic: r.topic,
      subtopic: r.subtopic,
      no_of_questions: r.count,
    })),
    is_scheduled: exam.isScheduled,
    start_time: exam.startTime.toISOString(),
    end_time: exam.endTime.toISOString(),
    timelimit: exam.timePerQuestion * total,
    total_question: total,
    exam_detail: examJson(exam, total, now),
  };
}
