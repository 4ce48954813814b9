// Freezing an exam's question set and starting its clock (docs/decisions.md#server-time: end_time = start_time
// + time_per_question × count; the start is the server's now unless the exam is scheduled).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exams } from '../db/examSchema';
import type { ExamRow } from './examRecords';

export async function freezeQuestions(
  db: Db,
  exam: ExamRow,
  questionIds: number[],
  start: { at: Date; scheduled: boolean; now: Date; version?: 'en' | 'bn' | undefined },
): Promise<ExamRow> {
  // The drawn ids go as one array parameter (unnest), not three parameters a question (issue 18).
  await db.execute(sql`
    INSERT INTO exam_questions (exam_id, question_id, position)
    SELECT ${exam.id}, id, (n - 1)::int FROM unnest(${sql.param(questionIds)}::int[]) WITH ORDINALITY AS q(id, n)`);
  const endTime = new Date(start.at.getTime() + exam.timePerQuestion * questionIds.length * 1000);
  const [updated] = await db
    .update(exams)
    // The version chosen at the start, when one was (docs/i18n.md#questions).
    .set({ startTime: start.at, endTime, isScheduled: start.scheduled, updatedAt: start.now, ...(start.version === undefined ? {} : { version: start.version }) })
    .where(eq(exams.id, exam.id))
    .returning();
  if (!updated) throw new Error(`exam ${exam.id} vanished while its questions were drawn`);
  return updated;
}
