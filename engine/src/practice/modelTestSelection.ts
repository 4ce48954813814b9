// The model test selection (docs/practice.md#model-test): a template's subject table, its duration,
// and Start disabled while the table is empty.
import type { Duration } from '../exam/timer';
import { examDuration } from './randomTestBuilder';

/** A subject row of a model-test template (docs/api.md#shape-template). */
export type TemplateSubject = { id: number; subject: { name: string }; no_of_questions: number; count_for_pass: number };

export type ModelTestTemplate = { id: number; name: string; exam_time_per_question: number; subjects: TemplateSubject[] };

/** Start is disabled while the subject table is empty (no template chosen, or one without subjects). */
export function canStartModelTest(template: ModelTestTemplate | null): boolean {
  return template !== null && template.subjects.length > 0;
}

/** Exam duration is time per question times the template's total questions. */
export function modelTestDuration(template: ModelTestTemplate): Duration {
  const total = template.subjects.reduce((sum, row) => sum + row.no_of_questions, 0);
  return examDuration(template.exam_time_per_question, total);
}

/** A subject's Count for Pass as the table writes it: '—' for none (0, docs/content.md#pass-rule). */
export function countForPassText(row: Pick<TemplateSubject, 'count_for_pass'>): string {
  return row.count_for_pass > 0 ? String(row.count_for_pass) : '—';
}
