import { describe, expect, it } from 'vitest';
import { gradesOfSubjects, subjectsOfGrade, type GradedSubject } from './subjectGrades';

const subjects: GradedSubject[] = [
  { id: 1, name: 'Physics', grade: 'HSC', grade_id: 2, questions_available: 40 },
  { id: 2, name: 'Bangla', grade: 'SSC', grade_id: 1, questions_available: 0 },
  { id: 3, name: 'Chemistry', grade: 'HSC', grade_id: 2, questions_available: 25 },
];

describe('grades of the practice setups', () => {
  it('lists each grade once, in the order it first appears, with its subjects’ questions summed', () => {
    expect(gradesOfSubjects(subjects)).toEqual([
      { id: 2, name: 'HSC', questions_available: 65 },
      { id: 1, name: 'SSC', questions_available: 0 },
    ]);
  });

  it('offers the subjects of the chosen grade only', () => {
    expect(subjectsOfGrade(subjects, 2).map((s) => s.name)).toEqual(['Physics', 'Chemistry']);
    expect(subjectsOfGrade(subjects, 9)).toEqual([]);
  });
});
