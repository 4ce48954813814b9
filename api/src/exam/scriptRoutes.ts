// Taking an exam (docs/exam.md#answering, docs/decisions.md#autosave): the
// question set, one idempotent answer per choice, the saved script, and the submit that finishes.
import { refusalCodes } from '@proshno/engine';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { questionsFor, withoutAnswer } from '../practice/questionView';
import type { Db } from '../db/connect';
import { examAnswers, examQuestions } from '../db/examSchema';
import type { ApiContext } from '../http/context';
import { fail, refuse } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { contestHolds, isBeforeStart, lockedOwnedExam, ownedExam, shuffled, type ExamRow } from './examRecords';
import { saveWhileRunning, writeScript, type SavedAnswer } from './answerWrites';
import { finishedResultJson, finishLockedExam, finishLockedExamWithResult } from './finish';
import { examAsOf, resultJson } from './examResult';
import { isPastGrace } from './examClock';
import { refusals } from './refusals';

type ScriptAnswer = JsonResponse<'saveAnswer', 200>;

export async function scriptRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation(
    'getQuestionSet',
    async (request): Promise<JsonResponse<'getQuestionSet', 200>> => {
      const { userId } = principalOf(request);
      const now = ctx.now();
      // An exam the clock has finished shows as finished (docs/exam.md#time-up-finish).
      const exam = examAsOf(await ownedExam(ctx.db, Number(request.query.exam), userId), now);
      if (exam.status === 'created' && exam.startTime !== null && isBeforeStart(exam, now)) throw refuse(403, refusalCodes.notStarted, refusals.notStarted);
      const ids = await questionIdsOf(ctx.db, exam.id);
      const [viewed, chosen, marked] = await Promise.all([questionsFor(ctx.db, { userId, now }, ids, exam.version), choicesOf(ctx.db, exam.id), bookmarksOf(ctx.db, exam.id)]);
      // Answers and explanations stay on the server until the exam is finished (docs/exam.md#held-answers), and
      // for a finished one, while another exam of the caller holding the question is running, or
      // while the contest it sits has not ended (docs/contest.md#held).
      const finished = exam.status === 'finished' && !contestHolds(exam, now);
      return viewed.map((v) => {
        const { options: opts, ...question } = finished ? v.question : withoutAnswer(v.question);
        // A contest sitting's options come in its own order (docs/contest.md#shuffling).
        const ordered = exam.optionSeed === null ? opts : shuffled(opts, exam.optionSeed);
        return { question, options: ordered, choosed_options: chosenOf(chosen.get(question.id)), bookmarked: marked.has(question.id) };
      });
    },
  );

  operation(
    'listExamScript',
    async (request): Promise<JsonResponse<'listExamScript', 200>> => {
      const { userId } = principalOf(request);
      const exam = await ownedExam(ctx.db, Number(request.query.exam), userId);
      const rows = await ctx.db
        .select({ answer: examAnswers })
        .from(examAnswers)
        .innerJoin(
          examQuestions,
          and(eq(examQuestions.examId, examAnswers.examId), eq(examQuestions.questionId, examAnswers.questionId)),
        )
        .where(eq(examAnswers.examId, exam.id))
        .orderBy(asc(examQuestions.position));
      return rows.map(({ answer: a }) => answerJson(a));
    },
  );

  operation(
    'saveAnswer',
    async (request): Promise<ScriptAnswer> => {
      const { userId } = principalOf(request);
      const body = request.body;
      const now = ctx.now();
      // The choice the row holds: this one, or a newer one it kept (docs/exam.md#latest-choice).
      const answer = ({ id, optionId }: SavedAnswer) => ({ id, exam: body.exam, question: body.question, user: userId, choosed_options: chosenOf(optionId) });
      // One statement locks the caller's exam and writes while it takes answers: that is also the
      // ownership check. When it did not write, the exam is read once more, locked, to say why.
      const written = await saveWhileRunning(ctx.db, body.exam, userId, body, now);
      if (written !== null) return answer(written);
      const saved = await ctx.db.transaction(async (tx) => {
        const exam = await lockedOwnedExam(tx, body.exam, userId);
        if (isPastGrace(exam.endTime, now)) {
          // A write that finds the clock has finished the exam writes the finish (as at its close,
          // docs/exam.md#time-up-finish), and the refusal follows once that is committed.
          if (exam.status === 'created') await finishLockedExam(tx, exam, now);
          return null;
        }
        openExam(exam, now);
        const row = await saveWhileRunning(tx, exam.id, userId, body, now);
        if (row === null) throw new Error('a running exam did not take the answer');
        return answer(row);
      });
      if (saved === null) throw refuse(403, refusalCodes.timeUp, refusals.timeUp);
      return saved;
    },
  );

  operation(
    'setBookmark',
    async (request): Promise<JsonResponse<'setBookmark', 200>> => {
      const { userId } = principalOf(request);
      const { exam, question, bookmarked } = request.body;
      // docs/exam.md#bookmarks-on-server: taken while the caller's exam exists, finished or not; the
      // exam's own question row holds it, so only a question of the exam is bookmarked.
      const owned = await ownedExam(ctx.db, exam, userId);
      const written = await ctx.db
        .update(examQuestions)
        .set({ bookmarked })
        .where(and(eq(examQuestions.examId, owned.id), eq(examQuestions.questionId, question)))
        .returning({ question: examQuestions.questionId });
      if (written.length === 0) throw fail(400, refusals.questionNotInExam);
      return { exam: owned.id, question, bookmarked };
    },
  );

  operation(
    'submitExamScript',
    async (request): Promise<JsonResponse<'submitExamScript', 200>> => {
      const { userId } = principalOf(request);
      const examIds = new Set(request.body.map((a) => a.exam));
      const [examId] = examIds;
      if (examIds.size !== 1 || examId === undefined) throw fail(400, refusals.oneExamPerScript);
      const now = ctx.now();
      // One read of the exam, locked, for ownership, status and time alike. Submitting again returns
      // the first result; after time-up only what was saved counts.
      const outcome = await ctx.db.transaction(async (tx) => {
        const locked = await lockedOwnedExam(tx, examId, userId);
        if (locked.status !== 'created') return locked;
        if (!isPastGrace(locked.endTime, now)) await writeScript(tx, openExam(locked, now), userId, request.body, now);
        return finishLockedExamWithResult(tx, locked, now);
      });
      // The exam this request finished answers from what finishing wrote; an earlier finish is read.
      return 'subjectResults' in outcome ? finishedResultJson(outcome, now) : resultJson(ctx.db, outcome, now);
    },
  );
}

/** An exam row already locked by this transaction, refused unless it is running. */
function openExam(locked: ExamRow, now: Date): ExamRow {
  if (locked.status === 'finished') throw refuse(409, refusalCodes.finished, refusals.finished);
  if (locked.startTime === null) throw fail(400, refusals.questionNotInExam);
  if (isBeforeStart(locked, now)) throw refuse(403, refusalCodes.notStarted, refusals.notStarted);
  return locked;
}

async function questionIdsOf(db: Db, examId: number): Promise<number[]> {
  const rows = await db
    .select({ id: examQuestions.questionId })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  return rows.map((r) => r.id);
}

async function bookmarksOf(db: Db, examId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: examQuestions.questionId })
    .from(examQuestions)
    .where(and(eq(examQuestions.examId, examId), eq(examQuestions.bookmarked, true)));
  return new Set(rows.map((r) => r.id));
}

async function choicesOf(db: Db, examId: number): Promise<Map<number, number | null>> {
  const rows = await db.select().from(examAnswers).where(eq(examAnswers.examId, examId));
  return new Map(rows.map((r) => [r.questionId, r.optionId]));
}

function chosenOf(optionId: number | null | undefined): number[] {
  return optionId === null || optionId === undefined ? [] : [optionId];
}

function answerJson(a: typeof examAnswers.$inferSelect): ScriptAnswer {
  return { id: a.id, exam: a.examId, question: a.questionId, user: a.userId, choosed_options: chosenOf(a.optionId) };
}
