// The Admin's exam templates (docs/content.md#exam-templates): model tests and previous-year papers
// with their marking schemes. Time is kept per question; a whole-paper time (100 questions in 75
// minutes) is accepted when it is whole seconds a question. Pass marks are count_for_pass (0: none,
// docs/content.md#pass-rule). Exams already started keep the scheme they started with.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { recordAdminAction } from '../audit/adminActions';
import type { Db } from '../db/connect';
import { contests } from '../db/contestSchema';
import { exams } from '../db/examSchema';
import { examTemplateSubjects, examTemplateUniversities, examTemplates, subjects } from '../db/practiceSchema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonBody, type JsonResponse } from '../http/route';
import { nameTwinsOf, setNameTwin } from './nameTwins';

export type AdminTemplateJson = JsonResponse<'createAdminExamTemplate', 201>;
type TemplateInput = JsonBody<'createAdminExamTemplate'>;

export async function adminTemplateRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation('adminExamTemplates', async (request): Promise<JsonResponse<'adminExamTemplates', 200>> => {
    principalOf(request, ['Admin']);
    return adminTemplates(ctx.db, null);
  });

  operation('createAdminExamTemplate', async (request, reply): Promise<AdminTemplateJson> => {
    const { userId } = principalOf(request, ['Admin']);
    const created = await ctx.db.transaction(async (tx) => {
      const scheme = await schemeOf(tx, request.body, null);
      const [row] = await tx.insert(examTemplates).values(scheme.template).returning({ id: examTemplates.id });
      if (!row) throw new Error('template insert returned nothing');
      await writeParts(tx, row.id, scheme);
      const after = await oneTemplate(tx, row.id);
      await recordAdminAction(tx, { actor: userId, action: 'exam_template.create', target: { kind: 'exam_template', id: row.id }, before: null, after, at: ctx.now() });
      return after;
    });
    reply.code(201);
    return created;
  });

  operation('updateAdminExamTemplate', async (request): Promise<JsonResponse<'updateAdminExamTemplate', 200>> => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    return ctx.db.transaction(async (tx) => {
      const before = await oneTemplate(tx, id);
      const scheme = await schemeOf(tx, request.body, id);
      await tx.update(examTemplates).set(scheme.template).where(eq(examTemplates.id, id));
      await tx.delete(examTemplateSubjects).where(eq(examTemplateSubjects.templateId, id));
      await tx.delete(examTemplateUniversities).where(eq(examTemplateUniversities.templateId, id));
      await writeParts(tx, id, scheme);
      const after = await oneTemplate(tx, id);
      const verb = before.status === 'active' && after.status === 'inactive' ? 'retire' : 'update';
      await recordAdminAction(tx, { actor: userId, action: `exam_template.${verb}`, target: { kind: 'exam_template', id }, before, after, at: ctx.now() });
      return after;
    });
  });

  operation('deleteAdminExamTemplate', async (request, reply) => {
    const { userId } = principalOf(request, ['Admin']);
    const id = Number(request.params.id);
    await ctx.db.transaction(async (tx) => {
      const before = await oneTemplate(tx, id);
      const [contestUse] = await tx.select({ n: count() }).from(contests).where(eq(contests.templateId, id));
      const uses = [
        before.exams > 0 ? `${before.exams} exams` : null,
        Number(contestUse?.n ?? 0) > 0 ? `${Number(contestUse?.n)} contests` : null,
      ].filter((u): u is string => u !== null);
      if (uses.length > 0) throw fail(409, `${before.name} cannot be deleted: ${uses.join(', ')} were made from it. Make it inactive instead.`);
      await tx.delete(examTemplates).where(eq(examTemplates.id, id));
      await recordAdminAction(tx, { actor: userId, action: 'exam_template.delete', target: { kind: 'exam_template', id }, before, after: null, at: ctx.now() });
    });
    return reply.code(204).send();
  });
}

type Scheme = {
  template: typeof examTemplates.$inferInsert;
  bengali: string;
  subjects: TemplateInput['subjects'];
  universities: TemplateInput['universities'];
};

/** The input checked against the catalogue and itself; a scheme that cannot hold is 400 with the reason. */
async function schemeOf(db: Db, input: TemplateInput, self: number | null): Promise<Scheme> {
  const name = input.name.trim();
  const [taken] = await db.select({ id: examTemplates.id }).from(examTemplates).where(eq(examTemplates.name, name));
  if (taken && taken.id !== self) throw fail(409, `Another exam template is named ${name}.`);
  const ids = input.subjects.map((s) => s.subject);
  if (new Set(ids).size !== ids.length) throw fail(400, 'A subject is listed twice.');
  const known = await db.select({ id: subjects.id, name: subjects.name }).from(subjects).where(inArray(subjects.id, ids));
  const nameOf = new Map(known.map((s) => [s.id, s.name]));
  const missing = ids.find((id) => !nameOf.has(id));
  if (missing !== undefined) throw fail(400, `No subject ${missing}.`);
  const total = input.subjects.reduce((n, s) => n + s.no_of_questions, 0);
  for (const s of input.subjects) {
    const full = s.no_of_questions * input.mark_per_qn;
    if (s.pass_mark !== null && s.pass_mark > full) {
      throw fail(400, `${nameOf.get(s.subject) ?? ''}'s pass mark ${s.pass_mark} is above its full marks ${full}.`);
    }
  }
  if (input.exam_type === 2 && input.universities.length > 0) throw fail(400, 'A model test names no university.');
  if (input.exam_type === 3 && input.universities.length === 0) throw fail(400, 'A previous-year paper names at least one university.');
  const universityNames = input.universities.map((u) => u.university.trim());
  if (new Set(universityNames).size !== universityNames.length) throw fail(400, 'A university is listed twice.');
  for (const u of input.universities) {
    if (u.pass_mark !== null && u.pass_mark > total * input.mark_per_qn) {
      throw fail(400, `${u.university}'s pass mark ${u.pass_mark} is above the paper's full marks ${total * input.mark_per_qn}.`);
    }
  }
  return {
    template: {
      name,
      examTypeId: input.exam_type,
      timePerQuestion: timePerQuestionOf(input, total),
      markPerQn: input.mark_per_qn,
      negativeMarkPerQn: input.negative_mark_per_qn,
      status: input.status,
    },
    bengali: input.bengali?.trim() ?? '',
    subjects: input.subjects,
    universities: input.universities.map((u) => ({ ...u, university: u.university.trim(), units: u.units.map((unit) => unit.trim()) })),
  };
}

/** Seconds a question: given, or the whole paper's minutes shared out in whole seconds. */
function timePerQuestionOf(input: TemplateInput, total: number): number {
  const perQuestion = input.time_per_question;
  const minutes = input.exam_minutes;
  if ((perQuestion === undefined) === (minutes === undefined)) throw fail(400, 'Give either time_per_question or exam_minutes, not both.');
  if (perQuestion !== undefined) return perQuestion;
  const seconds = (minutes ?? 0) * 60;
  if (seconds % total !== 0) {
    throw fail(400, `${minutes} minutes for ${total} questions is not a whole number of seconds a question; give time_per_question instead.`);
  }
  return seconds / total;
}

async function writeParts(db: Db, id: number, scheme: Scheme): Promise<void> {
  await db.insert(examTemplateSubjects).values(
    scheme.subjects.map((s) => ({ templateId: id, subjectId: s.subject, noOfQuestions: s.no_of_questions, countForPass: s.pass_mark ?? 0 })),
  );
  if (scheme.universities.length > 0) {
    await db
      .insert(examTemplateUniversities)
      .values(scheme.universities.map((u) => ({ templateId: id, university: u.university, units: u.units, countForPass: u.pass_mark ?? 0 })));
  }
  const name = scheme.template.name;
  await setNameTwin(db, name, scheme.bengali);
}

async function oneTemplate(db: Db, id: number): Promise<AdminTemplateJson> {
  const [template] = await adminTemplates(db, id);
  if (!template) throw fail(404, 'Not found.');
  return template;
}

/** Every template (or the one of `only`) as the Admin edits it. */
export async function adminTemplates(db: Db, only: number | null): Promise<AdminTemplateJson[]> {
  const rows = await db
    .select()
    .from(examTemplates)
    .where(only === null ? inArray(examTemplates.examTypeId, [2, 3]) : eq(examTemplates.id, only))
    .orderBy(asc(examTemplates.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [subjectRows, universityRows, examCounts, twins] = await Promise.all([
    db
      .select({ row: examTemplateSubjects, name: subjects.name })
      .from(examTemplateSubjects)
      .innerJoin(subjects, eq(subjects.id, examTemplateSubjects.subjectId))
      .where(inArray(examTemplateSubjects.templateId, ids))
      .orderBy(asc(examTemplateSubjects.id)),
    db.select().from(examTemplateUniversities).where(inArray(examTemplateUniversities.templateId, ids)).orderBy(asc(examTemplateUniversities.id)),
    db.select({ id: exams.templateId, n: count() }).from(exams).where(inArray(exams.templateId, ids)).groupBy(exams.templateId),
    nameTwinsOf(db, rows.map((r) => r.name)),
  ]);
  const examsOf = new Map(examCounts.map((c) => [c.id, c.n]));
  const passMark = (mark: number) => (mark > 0 ? mark : null);
  return rows.map((t) => {
    const own = subjectRows.filter(({ row }) => row.templateId === t.id);
    return {
      id: t.id,
      name: t.name,
      bengali: twins.get(t.name) ?? null,
      exam_type: t.examTypeId === 3 ? 3 : 2,
      status: t.status,
      time_per_question: t.timePerQuestion,
      total_questions: own.reduce((n, { row }) => n + row.noOfQuestions, 0),
      mark_per_qn: t.markPerQn,
      negative_mark_per_qn: t.negativeMarkPerQn ?? 0,
      subjects: own.map(({ row, name }) => ({ subject: row.subjectId, name, no_of_questions: row.noOfQuestions, pass_mark: passMark(row.countForPass) })),
      universities: universityRows
        .filter((u) => u.templateId === t.id)
        .map((u) => ({ university: u.university, units: u.units, pass_mark: passMark(u.countForPass) })),
      exams: examsOf.get(t.id) ?? 0,
    };
  });
}
