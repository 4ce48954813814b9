// The exam-template form's rules (docs/content.md#exam-templates): what the Admin types is kept as
// text, checked here the way the api will check it (so Save shows every problem at once), and turned
// into the api's input. The api decides in the end; its refusal is shown in its words.
import { fillIn } from '../../commerce/messages';
import { catalogueAdminMessages as m } from './messages';

export type TemplateStatus = 'active' | 'inactive';
export type TemplateType = 2 | 3;

/** A template as the Admin's list shows it (the gateway's AdminExamTemplate). */
export type AdminExamTemplate = {
  id: number;
  name: string;
  bengali: string | null;
  exam_type: number;
  status: TemplateStatus;
  time_per_question: number;
  total_questions: number;
  mark_per_qn: number;
  negative_mark_per_qn: number;
  subjects: ReadonlyArray<{ subject: number; name: string; no_of_questions: number; pass_mark: number | null }>;
  universities: ReadonlyArray<{ university: string; units: readonly string[]; pass_mark: number | null }>;
  exams: number;
};

/** The api's input (the gateway's AdminExamTemplateInput). */
export type AdminExamTemplateInput = {
  name: string;
  bengali: string;
  exam_type: TemplateType;
  status: TemplateStatus;
  time_per_question?: number;
  exam_minutes?: number;
  mark_per_qn: number;
  negative_mark_per_qn: number;
  subjects: Array<{ subject: number; no_of_questions: number; pass_mark: number | null }>;
  universities: Array<{ university: string; units: string[]; pass_mark: number | null }>;
};

export type SubjectRowDraft = { subject: number | null; questions: string; passMark: string };
export type UniversityRowDraft = { university: string; units: string; passMark: string };

/** The form as typed: numbers stay text until Save. */
export type TemplateDraft = {
  id: number | null;
  name: string;
  bengali: string;
  examType: TemplateType;
  status: TemplateStatus;
  timing: 'question' | 'exam';
  seconds: string;
  minutes: string;
  mark: string;
  negative: string;
  subjects: SubjectRowDraft[];
  universities: UniversityRowDraft[];
};

export type TemplateField = 'name' | 'bengali' | 'examType' | 'status' | 'timing' | 'seconds' | 'minutes' | 'mark' | 'negative';

/** A new model test: GST's marking (1 mark, −0.25) and one empty subject row. */
export function newTemplateDraft(): TemplateDraft {
  return {
    id: null,
    name: '',
    bengali: '',
    examType: 2,
    status: 'active',
    timing: 'exam',
    seconds: '36',
    minutes: '60',
    mark: '1',
    negative: '0.25',
    subjects: [{ subject: null, questions: '', passMark: '' }],
    universities: [],
  };
}

/** A stored template as the form edits it; its time per question is kept as given. */
export function draftOf(template: AdminExamTemplate): TemplateDraft {
  const seconds = template.time_per_question * template.total_questions;
  const wholeMinutes = seconds % 60 === 0;
  return {
    id: template.id,
    name: template.name,
    bengali: template.bengali ?? '',
    examType: template.exam_type === 3 ? 3 : 2,
    status: template.status,
    timing: wholeMinutes ? 'exam' : 'question',
    seconds: String(template.time_per_question),
    minutes: wholeMinutes ? String(seconds / 60) : '',
    mark: String(template.mark_per_qn),
    negative: String(template.negative_mark_per_qn),
    subjects: template.subjects.map((s) => ({ subject: s.subject, questions: String(s.no_of_questions), passMark: s.pass_mark === null ? '' : String(s.pass_mark) })),
    universities: template.universities.map((u) => ({ university: u.university, units: u.units.join(', '), passMark: u.pass_mark === null ? '' : String(u.pass_mark) })),
  };
}

const whole = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : null);
const decimal = (text: string): number | null => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text.trim()) : null);
const unitsOf = (text: string): string[] => text.split(',').map((u) => u.trim()).filter((u) => u !== '');

/** Every problem of the draft in the page's words, in the form's order; empty when Save may go. */
export function templateDraftProblems(draft: TemplateDraft, subjectName: (id: number) => string): string[] {
  const problems: string[] = [];
  if (draft.name.trim() === '') problems.push(m.problemName);
  const mark = decimal(draft.mark);
  if (mark === null || mark <= 0) problems.push(m.problemMark);
  if (decimal(draft.negative) === null) problems.push(m.problemNegative);
  if (draft.subjects.length === 0) problems.push(m.problemNoSubject);
  if (draft.subjects.some((s) => s.subject === null)) problems.push(m.problemSubjectMissing);
  const chosen = draft.subjects.flatMap((s) => (s.subject === null ? [] : [s.subject]));
  if (new Set(chosen).size !== chosen.length) problems.push(m.problemSubjectTwice);
  const counts = draft.subjects.map((s) => whole(s.questions));
  if (counts.some((n) => n === null || n < 1 || n > 200)) problems.push(m.problemQuestions);
  const passMarks = draft.subjects.map((s) => (s.passMark.trim() === '' ? null : whole(s.passMark)));
  if (draft.subjects.some((s, i) => s.passMark.trim() !== '' && (passMarks[i] === null || passMarks[i] === 0))) problems.push(m.problemPassMarkNumber);
  draft.subjects.forEach((s, i) => {
    const count = counts[i];
    const pass = passMarks[i];
    if (mark === null || count === null || count === undefined || pass === null || pass === undefined || s.subject === null) return;
    if (pass > count * mark) problems.push(fillIn(m.problemPassMark, { subject: subjectName(s.subject), full: count * mark }));
  });
  const total = counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const time = whole(draft.timing === 'question' ? draft.seconds : draft.minutes);
  if (time === null || time < 1) problems.push(m.problemTime);
  else if (draft.timing === 'exam' && total > 0 && (time * 60) % total !== 0) {
    problems.push(fillIn(m.problemWholeSeconds, { minutes: time, questions: total }));
  }
  if (draft.examType === 3 && (draft.universities.length === 0 || draft.universities.some((u) => u.university.trim() === '' || unitsOf(u.units).length === 0))) {
    problems.push(m.problemUniversity);
  }
  for (const u of draft.examType === 3 ? draft.universities : []) {
    const pass = u.passMark.trim() === '' ? null : whole(u.passMark);
    if (u.passMark.trim() !== '' && (pass === null || pass === 0)) problems.push(m.problemPassMarkNumber);
    else if (pass !== null && mark !== null && pass > total * mark) problems.push(fillIn(m.problemUniversityPassMark, { university: u.university, full: total * mark }));
  }
  return [...new Set(problems)];
}

/** The api's input of a draft without problems (templateDraftProblems is empty). */
export function templateInputOf(draft: TemplateDraft): AdminExamTemplateInput {
  const timing = draft.timing === 'question' ? { time_per_question: Number(draft.seconds.trim()) } : { exam_minutes: Number(draft.minutes.trim()) };
  return {
    name: draft.name.trim(),
    bengali: draft.bengali.trim(),
    exam_type: draft.examType,
    status: draft.status,
    ...timing,
    mark_per_qn: Number(draft.mark.trim()),
    negative_mark_per_qn: Number(draft.negative.trim()),
    subjects: draft.subjects.map((s) => ({ subject: s.subject ?? 0, no_of_questions: Number(s.questions.trim()), pass_mark: s.passMark.trim() === '' ? null : Number(s.passMark.trim()) })),
    universities:
      draft.examType === 3
        ? draft.universities.map((u) => ({ university: u.university.trim(), units: unitsOf(u.units), pass_mark: u.passMark.trim() === '' ? null : Number(u.passMark.trim()) }))
        : [],
  };
}
