// The exam types and templates the product offers (docs/api.md#shape-exam-type, docs/api.md#shape-template;
// docs/decisions.md#demo-data). The types are ensured on every start, the templates while there are none; template
// rows name subjects of the bank, and a subject the bank lacks is left out (a template with none left is not offered).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { examTemplateSubjects, examTemplateUniversities, examTemplates, examTypes, subjects } from '../db/practiceSchema';

export const RANDOM_TEST = 1;
export const MODEL_TEST = 2;
export const PREVIOUS_YEAR = 3;

/** Marks of every seeded type: 1 per right answer, 0.25 off per wrong one. */
const marking = { markPerQn: 1, negativeMarkPerQn: 0.25 };

export const examTypeRows = [
  { id: RANDOM_TEST, name: 'Random Test', timePerQuestion: 60, ...marking },
  // Admission papers give about 36 s a question (100 questions in an hour).
  { id: MODEL_TEST, name: 'Model Test', timePerQuestion: 36, ...marking },
  { id: PREVIOUS_YEAR, name: 'Previous Year', timePerQuestion: 36, ...marking },
];

type TemplateSeed = {
  name: string;
  type: typeof MODEL_TEST | typeof PREVIOUS_YEAR;
  subjects: { name: string; count: number; pass: number }[];
  universities?: { name: string; units: string[]; pass: number }[];
};

const templateSeeds: TemplateSeed[] = [
  {
    name: 'Engineering Admission Model Test',
    type: MODEL_TEST,
    subjects: [
      { name: 'Physics', count: 15, pass: 6 },
      { name: 'Chemistry', count: 15, pass: 6 },
      { name: 'Higher Mathematics', count: 15, pass: 6 },
    ],
  },
  {
    name: 'Medical Admission Model Test',
    type: MODEL_TEST,
    subjects: [
      { name: 'Biology', count: 15, pass: 6 },
      { name: 'Chemistry', count: 10, pass: 4 },
      { name: 'Physics', count: 10, pass: 4 },
      { name: 'English', count: 5, pass: 2 },
      { name: 'General Knowledge', count: 5, pass: 2 },
    ],
  },
  {
    name: 'HSC Science Model Test',
    type: MODEL_TEST,
    subjects: [
      { name: 'Physics', count: 10, pass: 4 },
      { name: 'Chemistry', count: 10, pass: 4 },
      { name: 'Biology', count: 10, pass: 4 },
      { name: 'Higher Mathematics', count: 10, pass: 4 },
    ],
  },
  {
    name: 'University Admission Test (Science)',
    type: PREVIOUS_YEAR,
    subjects: [
      { name: 'Physics', count: 10, pass: 4 },
      { name: 'Chemistry', count: 10, pass: 4 },
      { name: 'Higher Mathematics', count: 10, pass: 4 },
      { name: 'Biology', count: 10, pass: 4 },
    ],
    universities: [
      { name: 'University of Dhaka', units: ['A', 'B', 'C'], pass: 16 },
      { name: 'Bangladesh University of Engineering and Technology (BUET)', units: ['Engineering'], pass: 20 },
      { name: 'University of Rajshahi', units: ['A', 'B', 'C'], pass: 16 },
      { name: 'University of Chittagong', units: ['A', 'B', 'C', 'D'], pass: 16 },
      { name: 'Jahangirnagar University', units: ['A', 'B', 'C', 'D', 'E'], pass: 16 },
    ],
  },
  {
    name: 'Medical College Admission Test',
    type: PREVIOUS_YEAR,
    subjects: [
      { name: 'Biology', count: 15, pass: 6 },
      { name: 'Chemistry', count: 10, pass: 4 },
      { name: 'Physics', count: 10, pass: 4 },
      { name: 'English', count: 5, pass: 2 },
      { name: 'General Knowledge', count: 5, pass: 2 },
    ],
    universities: [{ name: 'Directorate General of Health Services', units: ['MBBS', 'BDS'], pass: 18 }],
  },
];

/**
 * Earlier releases named a university after one of its units, so Select University read
 * 'Directorate General of Health Services (MBBS) (BDS unit)'; seeding renames it in place.
 */
const renamedUniversities: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'Directorate General of Health Services (MBBS)', to: 'Directorate General of Health Services' },
];

export async function seedExamTypes(db: Db): Promise<void> {
  for (const { from, to } of renamedUniversities) {
    await db.update(examTemplateUniversities).set({ university: to }).where(eq(examTemplateUniversities.university, from));
  }
  await db.insert(examTypes).values(examTypeRows).onConflictDoNothing();
  // The starting templates are seeded once: from then on they are the Admin's (docs/content.md#exam-templates),
  // and a renamed or changed one is not put back on the next start.
  const [anyTemplate] = await db.select({ id: examTemplates.id }).from(examTemplates).limit(1);
  if (anyTemplate) return;
  const names = [...new Set(templateSeeds.flatMap((t) => t.subjects.map((s) => s.name)))];
  const subjectRows = await db.select().from(subjects).where(inArray(subjects.name, names)).orderBy(asc(subjects.id));
  const subjectIdOf = new Map<string, number>();
  for (const row of subjectRows) if (!subjectIdOf.has(row.name)) subjectIdOf.set(row.name, row.id);
  for (const seed of templateSeeds) {
    const rows = seed.subjects.flatMap((s) => {
      const subjectId = subjectIdOf.get(s.name);
      return subjectId === undefined ? [] : [{ subjectId, noOfQuestions: s.count, countForPass: s.pass }];
    });
    if (rows.length === 0) continue;
    const type = examTypeRows.find((t) => t.id === seed.type);
    if (!type) continue;
    await db
      .insert(examTemplates)
      .values({ name: seed.name, examTypeId: seed.type, timePerQuestion: type.timePerQuestion, ...marking })
      .onConflictDoNothing();
    const [template] = await db.select().from(examTemplates).where(eq(examTemplates.name, seed.name));
    if (!template) continue;
    await db
      .insert(examTemplateSubjects)
      .values(rows.map((r) => ({ ...r, templateId: template.id })))
      .onConflictDoNothing();
    if (seed.universities) {
      await db
        .insert(examTemplateUniversities)
        .values(
          seed.universities.map((u) => ({ templateId: template.id, university: u.name, units: u.units, countForPass: u.pass })),
        )
        .onConflictDoNothing();
    }
  }
}
