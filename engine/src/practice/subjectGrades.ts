// The grade select of the practice setups (docs/practice.md#cascading-selects): the api lists
// subjects with their grade, so grades are the distinct grades of the subjects, each offering
// the questions of its subjects.

/** A subject as GET /api/exam/v1/subject/ lists it (docs/api.md#shape-subject). */
export type GradedSubject = { id: number; name: string; grade: string; grade_id: number; questions_available: number };

/** An entry of the grade select. */
export type SubjectGrade = { id: number; name: string; questions_available: number };

/** The distinct grades in the order they first appear, each with its subjects' questions summed. */
export function gradesOfSubjects(subjects: readonly GradedSubject[]): SubjectGrade[] {
  const grades = new Map<number, SubjectGrade>();
  for (const subject of subjects) {
    const grade = grades.get(subject.grade_id) ?? { id: subject.grade_id, name: subject.grade, questions_available: 0 };
    grades.set(subject.grade_id, { ...grade, questions_available: grade.questions_available + subject.questions_available });
  }
  return [...grades.values()];
}

/** The subjects of one grade, in the api's order. */
export function subjectsOfGrade<S extends GradedSubject>(subjects: readonly S[], gradeId: number): S[] {
  return subjects.filter((subject) => subject.grade_id === gradeId);
}
