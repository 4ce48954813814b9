// Exam templates (docs/api.md#shape-template): model tests with subject counts and count_for_pass,
// previous-year templates with universities, units and the years 1997-2025 (docs/constants.md#previous-years).
import { previousYears } from '@proshno/engine';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import type { Db } from '../db/connect';
import { examTemplateSubjects, examTemplateUniversities, examTemplates, subjects } from '../db/practiceSchema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { PREVIOUS_YEAR } from './examTypes';

export type TemplateJson = JsonResponse<'getExamTemplate', 200>;

export async function templateRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation(
    'listExamTemplates',
    async (request): Promise<JsonResponse<'listExamTemplates', 200>> => {
      principalOf(request);
      const { status } = request.query;
      return templatesWhere(ctx.db, status === undefined ? undefined : eq(examTemplates.status, status));
    },
  );

  operation(
    'getExamTemplate',
    async (request): Promise<TemplateJson> => {
      principalOf(request);
      const [template] = await templatesWhere(ctx.db, eq(examTemplates.id, Number(request.params.id)));
      if (!template) throw fail(404, 'Not found.');
      return template;
    },
  );
}

export async function templatesWhere(db: Db, where: SQL | undefined): Promise<TemplateJson[]> {
  const rows = await db.select().from(examTemplates).where(where).orderBy(asc(examTemplates.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [subjectRows, universityRows] = await Promise.all([
    db
      .select({ row: examTemplateSubjects, name: subjects.name })
      .from(examTemplateSubjects)
      .innerJoin(subjects, eq(subjects.id, examTemplateSubjects.subjectId))
      .where(inArray(examTemplateSubjects.templateId, ids))
      .orderBy(asc(examTemplateSubjects.id)),
    db
      .select()
      .from(examTemplateUniversities)
      .where(and(inArray(examTemplateUniversities.templateId, ids)))
      .orderBy(asc(examTemplateUniversities.id)),
  ]);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    exam_Type: t.examTypeId,
    exam_time_per_question: t.timePerQuestion,
    exam_mark_per_qn: t.markPerQn,
    exam_negative_mark_per_qn: t.negativeMarkPerQn,
    status: t.status,
    subjects: subjectRows
      .filter(({ row }) => row.templateId === t.id)
      .map(({ row, name }) => ({
        id: row.id,
        subject: { id: row.subjectId, name },
        no_of_questions: row.noOfQuestions,
        count_for_pass: row.countForPass,
      })),
    universities: universityRows
      .filter((u) => u.templateId === t.id)
      .map((u) => ({ id: u.id, university: u.university, units: u.units, count_for_pass: u.countForPass })),
    years: t.examTypeId === PREVIOUS_YEAR ? previousYears() : [],
  }));
}
