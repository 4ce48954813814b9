// docs/content.md#exam-templates: what the Admin's exam-template page shows in any state of
// templateEditorMachine, every line in the page's words and every number through Intl
// (docs/i18n.md#numbers); the web, the gallery and the tests read the page through this alone.
import { fillIn } from '../../commerce/messages';
import { formatScore } from '../../exam/score';
import { formatNumber } from '../../i18n/format';
import { catalogueAdminMessages as m } from './messages';
import type { AdminExamTemplate, TemplateDraft } from './templateDraft';
import type { TemplateEditorSnapshot, TemplateSubjectChoice } from './templateEditorMachine';

export type TemplateCardView = {
  id: number;
  name: string;
  bengali: string | null;
  type: string;
  status: string;
  active: boolean;
  /** '100 questions · 75 min · 1 a question, −0.25 a wrong one' */
  summary: string;
  /** 'Pass marks: Physics 8, Chemistry 8' or 'No pass marks'. */
  passMarks: string;
  /** A university as the Admin wrote it, in English with its units (`record`), then the page's words. */
  universities: Array<{ record: string; rest: string }>;
  exams: string;
  deleting: boolean;
  /** The buttons' accessible names ('Edit GST Model Test'). */
  labels: { edit: string; delete: string };
};

export type TemplateFormView = {
  title: string;
  draft: TemplateDraft;
  types: Array<{ id: string; name: string }>;
  statuses: Array<{ id: string; name: string }>;
  timings: Array<{ id: string; name: string }>;
  subjects: readonly TemplateSubjectChoice[];
  /** Every problem Save found; empty while none is shown. */
  problems: string[];
  refusal: string | null;
  saving: boolean;
  previousYear: boolean;
};

export type TemplateEditorView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | { screen: 'list'; templates: TemplateCardView[]; empty: string | null; notice: string | null; refusal: string | null; busy: boolean }
  | { screen: 'form'; form: TemplateFormView };

export function templateEditorView(snapshot: TemplateEditorSnapshot): TemplateEditorView {
  const { data, loadError, draft, problems, refusal, done, deleting } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.templatesLoadFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.templatesLoading };
  const formShown = snapshot.matches({ ready: 'editing' }) || snapshot.matches({ ready: 'invalid' }) || snapshot.matches({ ready: 'saving' });
  if (formShown && draft !== null) {
    const named = data.templates.find((t) => t.id === draft.id);
    return {
      screen: 'form',
      form: {
        title: named === undefined ? m.createTemplate : fillIn(m.editTemplate, { name: named.name }),
        draft,
        types: [
          { id: '2', name: m.types['2'] },
          { id: '3', name: m.types['3'] },
        ],
        statuses: [
          { id: 'active', name: m.statuses.active },
          { id: 'inactive', name: m.statuses.inactive },
        ],
        timings: [
          { id: 'exam', name: m.timings.exam },
          { id: 'question', name: m.timings.question },
        ],
        subjects: data.subjects,
        problems,
        refusal,
        saving: snapshot.matches({ ready: 'saving' }),
        previousYear: draft.examType === 3,
      },
    };
  }
  return {
    screen: 'list',
    templates: data.templates.map((t) => templateCardOf(t, deleting === t.id)),
    empty: data.templates.length === 0 ? m.templatesEmpty : null,
    notice: snapshot.matches({ ready: 'saved' }) ? (done === 'deleted' ? m.deleted : m.saved) : null,
    refusal,
    busy: snapshot.matches({ ready: 'deleting' }),
  };
}

export function templateCardOf(template: AdminExamTemplate, deleting: boolean): TemplateCardView {
  const seconds = template.time_per_question * template.total_questions;
  const time = seconds % 60 === 0 ? fillIn(m.minutes, { minutes: seconds / 60 }) : fillIn(m.minutes, { minutes: formatNumber(seconds / 60, { maximumFractionDigits: 1 }) });
  const judged = template.subjects.filter((s) => s.pass_mark !== null);
  return {
    id: template.id,
    name: template.name,
    bengali: template.bengali,
    type: template.exam_type === 3 ? m.types['3'] : m.types['2'],
    status: template.status === 'active' ? m.statuses.active : m.statuses.inactive,
    active: template.status === 'active',
    summary: fillIn(m.summary, {
      questions: template.total_questions,
      time,
      marks: formatScore(template.mark_per_qn),
      negative: formatScore(template.negative_mark_per_qn),
    }),
    passMarks: judged.length === 0 ? m.noPassMarks : fillIn(m.passMarks, { marks: judged.map((s) => `${s.name} ${formatScore(s.pass_mark ?? 0)}`).join(', ') }),
    universities: template.universities.map((u) => ({
      record: fillIn(m.universityLine, { university: u.university, units: u.units.join(', ') }),
      rest: u.pass_mark === null ? '' : fillIn(m.universityPassMark, { pass: formatScore(u.pass_mark) }),
    })),
    exams: fillIn(m.examCount, { count: template.exams }),
    deleting,
    labels: { edit: fillIn(m.editNamed, { name: template.name }), delete: fillIn(m.deleteNamed, { name: template.name }) },
  };
}
