// The question bank's levels (docs/api.md#exam-paths: exam-type, subject, topic, sub-topic,
// grade), each with questions_available so the builders list only levels that have questions;
// a grade's subjects also carry their custom-plan price and status (docs/api.md#shape-grade).
import { and, asc, count, eq, not, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import type { Db } from '../db/connect';
import { isDrawable } from '../bank/versions';
import { answerHeld } from '../exam/heldAnswers';
import { examTypes, grades, nameTwins, questions, subjects, subtopics, topics } from '../db/practiceSchema';
import type { ApiContext } from '../http/context';
import { operationRoutes, type JsonResponse } from '../http/route';
import { subjectPricing } from '../commerce/subjectPricing';

export async function bankRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);
  operation('listExamTypes', async (request): Promise<JsonResponse<'listExamTypes', 200>> => {
    principalOf(request);
    const rows = await ctx.db.select().from(examTypes).orderBy(asc(examTypes.id));
    return rows.map((t) => ({
      id: t.id,
      name: t.name,
      time_per_question: t.timePerQuestion,
      mark_per_qn: t.markPerQn,
      negative_mark_per_qn: t.negativeMarkPerQn,
    }));
  });

  operation('listNameTwins', async (request): Promise<JsonResponse<'listNameTwins', 200>> => {
    principalOf(request);
    return ctx.db.select({ name: nameTwins.name, bengali: nameTwins.bengali }).from(nameTwins).orderBy(asc(nameTwins.name));
  });

  operation('listGrades', async (request): Promise<JsonResponse<'listGrades', 200>> => {
    const { userId } = principalOf(request);
    const [gradeRows, subjectRows, perSubject, pricing] = await Promise.all([
      ctx.db.select().from(grades).orderBy(asc(grades.id)),
      ctx.db.select().from(subjects).orderBy(asc(subjects.id)),
      countsBy(ctx.db, questions.subjectId, answerHeld(ctx.db, { userId, now: ctx.now() })),
      subjectPricing(ctx.db),
    ]);
    return gradeRows.map((g) => {
      const own = subjectRows
        .filter((s) => s.gradeId === g.id)
        .map((s) => ({ id: s.id, name: s.name, questions_available: perSubject.get(s.id) ?? 0, ...pricing(s.id) }));
      return { id: g.id, name: g.name, questions_available: own.reduce((n, s) => n + s.questions_available, 0), subjects: own };
    });
  });

  operation(
    'listSubjects',
    async (request): Promise<JsonResponse<'listSubjects', 200>> => {
      const { userId } = principalOf(request);
      const { grade } = request.query;
      const [rows, available] = await Promise.all([
        ctx.db
          .select({ subject: subjects, grade: grades.name })
          .from(subjects)
          .innerJoin(grades, eq(grades.id, subjects.gradeId))
          .where(grade === undefined ? undefined : eq(subjects.gradeId, Number(grade)))
          .orderBy(asc(subjects.id)),
        countsBy(ctx.db, questions.subjectId, answerHeld(ctx.db, { userId, now: ctx.now() })),
      ]);
      return rows.map(({ subject, grade: gradeName }) => ({
        id: subject.id,
        name: subject.name,
        grade: gradeName,
        grade_id: subject.gradeId,
        questions_available: available.get(subject.id) ?? 0,
      }));
    },
  );

  operation(
    'listTopics',
    async (request): Promise<JsonResponse<'listTopics', 200>> => {
      const { userId } = principalOf(request);
      const { subject } = request.query;
      const [rows, available] = await Promise.all([
        ctx.db
          .select()
          .from(topics)
          .where(subject === undefined ? undefined : eq(topics.subjectId, Number(subject)))
          .orderBy(asc(topics.id)),
        countsBy(ctx.db, questions.topicId, answerHeld(ctx.db, { userId, now: ctx.now() })),
      ]);
      return rows.map((t) => ({ id: t.id, name: t.name, subject: t.subjectId, questions_available: available.get(t.id) ?? 0 }));
    },
  );

  operation(
    'listSubtopics',
    async (request): Promise<JsonResponse<'listSubtopics', 200>> => {
      const { userId } = principalOf(request);
      const { topic } = request.query;
      const [rows, available] = await Promise.all([
        ctx.db
          .select()
          .from(subtopics)
          .where(topic === undefined ? undefined : eq(subtopics.topicId, Number(topic)))
          .orderBy(asc(subtopics.id)),
        countsBy(ctx.db, questions.subtopicId, answerHeld(ctx.db, { userId, now: ctx.now() })),
      ]);
      return rows.map((s) => ({ id: s.id, name: s.name, topic: s.topicId, questions_available: available.get(s.id) ?? 0 }));
    },
  );
}

/**
 * questions_available per value of `column` (subject, topic or subtopic id): what the caller can
 * draw now, so a count asked for is never refused. Every learner draw leaves out the questions
 * `answerHeld` holds back (a contest paper still held, the caller's open exams:
 * docs/contest.md#private-paper); so do the counts.
 */
type Level = typeof questions.subjectId | typeof questions.topicId | typeof questions.subtopicId;

async function countsBy(db: Db, column: Level, held: SQL): Promise<Map<number, number>> {
  const rows = await db.select({ id: column, n: count() }).from(questions).where(and(isDrawable, not(held))).groupBy(column);
  return new Map(rows.map((r) => [r.id, r.n]));
}
