// The demo learner's finished exams (docs/decisions.md#demo-data: 'with some finished exams'), made
// with the same drawing and finishing code as real ones, a few days before the first start.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { isDrawable } from '../bank/versions';
import { RANDOM_TEST, examTypeRows } from '../practice/examTypes';
import type { Db } from '../db/connect';
import { options, questions, subjects } from '../db/practiceSchema';
import { examAnswers, examSubjects, exams } from '../db/examSchema';
import { drawQuestions } from './draw';
import { finishExam } from './finish';
import { freezeQuestions } from './freeze';

const DEMO_EXAMS = 3;
const QUESTIONS_PER_EXAM = 10;
const DAY_MS = 86_400_000;

export async function seedDemoExams(db: Db, userId: number, now: Date): Promise<void> {
  const type = examTypeRows.find((t) => t.id === RANDOM_TEST);
  if (!type) return;
  const stocked = await db
    .select({ id: subjects.id, name: subjects.name, n: count(questions.id) })
    .from(subjects)
    .innerJoin(questions, and(eq(questions.subjectId, subjects.id), isDrawable))
    .groupBy(subjects.id, subjects.name)
    .orderBy(asc(subjects.id));
  const usable = stocked.filter((s) => s.n >= QUESTIONS_PER_EXAM).slice(0, DEMO_EXAMS);
  for (const [i, subject] of usable.entries()) {
    // Ending two days before the start: the day before it holds the demo's reviews (learning/demoPlan.ts).
    const start = new Date(now.getTime() - (usable.length - i + 1) * DAY_MS);
    const [exam] = await db
      .insert(exams)
      .values({
        userId,
        title: type.name,
        typeId: type.id,
        timePerQuestion: type.timePerQuestion,
        markPerQn: type.markPerQn,
        negativeMarkPerQn: type.negativeMarkPerQn,
        createdAt: start,
        updatedAt: start,
      })
      .returning();
    if (!exam) continue;
    const row = { subject: subject.id, topic: null, subtopic: null, count: QUESTIONS_PER_EXAM };
    const ids = await drawQuestions(db, [row], { kind: 'seeded', seed: `demo/${i}` });
    await db.insert(examSubjects).values({ examId: exam.id, subjectId: subject.id, noOfQuestions: QUESTIONS_PER_EXAM });
    await freezeQuestions(db, exam, ids, { at: start, scheduled: false, now: start });
    await db.insert(examAnswers).values(await demoAnswers(db, exam.id, userId, ids, start, type.timePerQuestion));
    await finishExam(db, exam.id, new Date(start.getTime() + 7 * 60_000));
  }
}

// A plausible learner: most right, some wrong, a few left blank; most answered in 15 to 44 s, and
// every seventh slower than the exam's pace (docs/exam.md#question-time), so the review's Slow filter has some.
async function demoAnswers(db: Db, examId: number, userId: number, questionIds: number[], at: Date, paceSeconds: number) {
  const rows = await db.select().from(options).where(inArray(options.questionId, questionIds)).orderBy(asc(options.position));
  return questionIds.flatMap((questionId, j) => {
    if (j % 5 === 4) return [];
    const own = rows.filter((o) => o.questionId === questionId);
    const pick = j % 4 === 2 ? own.find((o) => !o.isAnswer) : own.find((o) => o.isAnswer);
    const timeSpentMs = j % 7 === 3 ? paceSeconds * 1500 : (15 + ((j * 13) % 30)) * 1000;
    return pick ? [{ examId, questionId, userId, optionId: pick.id, updatedAt: at, chosenAt: at, timeSpentMs }] : [];
  });
}
