// Exams from templates (docs/api.md#exam-paths: exam-template/create-exam/ and
// exam-template-previous-year/create-exam/): created and started at once with the template's
// subjects, counts, time and marks; the client's start_time is not trusted.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/bearer';
import { MODEL_TEST, PREVIOUS_YEAR } from '../practice/examTypes';
import { templatesWhere, type TemplateJson } from '../practice/templates';
import type { Db } from '../db/connect';
import { examTemplates } from '../db/practiceSchema';
import { exams, type ExamPassMarks } from '../db/examSchema';
import type { ApiContext } from '../http/context';
import { fail } from '../http/errors';
import { operationRoutes, type JsonResponse } from '../http/route';
import { requireCoverage } from '../access/coverage';
import { drawQuestions, type DrawOrder } from './draw';
import { examJson } from './examRecords';
import { freezeQuestions } from './freeze';
import { answerHeld } from './heldAnswers';
import { refusals } from './refusals';

/** `version`: the one the learner chose for this exam at its start, else theirs (docs/i18n.md#questions). */
type Paper = { title: string; university?: string; unit?: string; year?: number; order: DrawOrder; version: 'en' | 'bn' | undefined };

export async function templateExamRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const operation = operationRoutes(app, ctx.tokens);

  operation(
    'createModelExam',
    async (request, reply): Promise<JsonResponse<'createModelExam', 201>> => {
      const { userId } = principalOf(request);
      const template = await activeTemplate(ctx.db, request.body.template, MODEL_TEST);
      reply.code(201);
      return startFromTemplate(ctx, userId, template, { title: template.name, order: { kind: 'random' }, version: request.body.version });
    },
  );

  operation(
    'createPreviousYearExam',
    async (request, reply): Promise<JsonResponse<'createPreviousYearExam', 201>> => {
      const { userId } = principalOf(request);
      const body = request.body;
      const template = await activeTemplate(ctx.db, body.template, PREVIOUS_YEAR);
      const university = template.universities.find((u) => u.id === body.university_id);
      if (!university) throw fail(400, refusals.universityNotOfTemplate);
      if (!university.units.includes(body.unit)) throw fail(400, refusals.unitNotOfUniversity);
      const year = Number(body.year);
      if (!template.years.includes(year)) throw fail(400, refusals.yearNotOffered);
      reply.code(201);
      return startFromTemplate(ctx, userId, template, {
        title: `${university.university} (${body.unit} unit) ${year}`,
        university: university.university,
        unit: body.unit,
        year,
        // No real past papers exist in the demo bank, so a paper is a deterministic draw seeded by
        // (template, university, unit, year): the same paper gives everyone the same questions.
        order: { kind: 'seeded', seed: `${template.id}/${university.id}/${body.unit}/${year}` },
        version: body.version,
      });
    },
  );
}

async function activeTemplate(db: Db, id: number, type: number): Promise<TemplateJson> {
  const [template] = await templatesWhere(db, eq(examTemplates.id, id));
  if (!template) throw fail(404, refusals.notFound);
  if (template.exam_Type !== type) throw fail(400, refusals.templateNotOfType);
  if (template.status !== 'active') throw fail(400, refusals.templateInactive);
  return template;
}

async function startFromTemplate(ctx: ApiContext, userId: number, template: TemplateJson, paper: Paper) {
  const now = ctx.now();
  const rows = template.subjects.map((s) => ({ subject: s.subject.id, topic: null, subtopic: null, count: s.no_of_questions }));
  await requireCoverage(ctx.db, userId, rows.map((r) => r.subject), now);
  const { exam, total } = await ctx.db.transaction(async (tx) => {
    // Never a question of another exam the learner can still answer: submitting this one would
    // tell its answers (exam/heldAnswers.ts). A paper taken again meanwhile is drawn from the rest.
    const ids = await drawQuestions(tx, rows, paper.order, answerHeld(tx, { userId, now }));
    const [created] = await tx
      .insert(exams)
      .values({
        userId,
        title: paper.title,
        typeId: template.exam_Type,
        timePerQuestion: template.exam_time_per_question,
        markPerQn: template.exam_mark_per_qn,
        negativeMarkPerQn: template.exam_negative_mark_per_qn,
        templateId: template.id,
        university: paper.university ?? null,
        unit: paper.unit ?? null,
        year: paper.year ?? null,
        version: paper.version ?? null,
        passMarks: passMarksOf(template, paper.university),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('exam insert returned nothing');
    return { exam: await freezeQuestions(tx, created, ids, { at: now, scheduled: false, now }), total: ids.length };
  });
  return examJson(exam, total, now);
}

/**
 * The template's pass marks as the exam keeps them (docs/content.md#pass-rule): each subject's
 * count_for_pass above 0, and a previous-year university's as the whole paper's; null for none.
 */
function passMarksOf(template: TemplateJson, university: string | undefined): ExamPassMarks | null {
  const subjects = template.subjects.filter((s) => s.count_for_pass > 0).map((s) => ({ subject: s.subject.id, mark: s.count_for_pass }));
  const whole = template.universities.find((u) => u.university === university)?.count_for_pass ?? 0;
  const total = whole > 0 ? whole : null;
  return subjects.length === 0 && total === null ? null : { subjects, total };
}
