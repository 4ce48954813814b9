// A fixed catalogue and exam templates for the catalogue and template tests and the gallery
// (docs/content.md#catalogue, docs/content.md#exam-templates).
import type { AdminCatalogue, CatalogueEntry } from '../practice/admin/catalogueEditorMachine';
import type { AdminExamTemplate } from '../practice/admin/templateDraft';
import type { TemplateEditorData } from '../practice/admin/templateEditorMachine';

const entry = (over: Partial<CatalogueEntry> & Pick<CatalogueEntry, 'kind' | 'id' | 'name'>): CatalogueEntry => ({
  bengali: null,
  parent: null,
  questions: 0,
  templates: 0,
  offered: null,
  price_poisha: null,
  ...over,
});

export const catalogueFixture: AdminCatalogue = {
  grades: [entry({ kind: 'grade', id: 1, name: 'HSC', bengali: 'এইচএসসি', questions: 160 })],
  subjects: [
    entry({ kind: 'subject', id: 11, name: 'Physics', bengali: 'পদার্থবিজ্ঞান', parent: 1, questions: 80, templates: 4, offered: true, price_poisha: 5000 }),
    entry({ kind: 'subject', id: 12, name: 'Chemistry', bengali: 'রসায়ন', parent: 1, questions: 80, templates: 4, offered: false, price_poisha: 0 }),
  ],
  topics: [entry({ kind: 'topic', id: 21, name: 'Kinematics', bengali: 'গতিবিদ্যা', parent: 11, questions: 40 })],
  subtopics: [entry({ kind: 'subtopic', id: 31, name: 'Free fall', parent: 21, questions: 20 })],
};

export const emptyCatalogue: AdminCatalogue = { grades: [], subjects: [], topics: [], subtopics: [] };

export const gstModelTest: AdminExamTemplate = {
  id: 7,
  name: 'GST Model Test',
  bengali: 'জিএসটি মডেল টেস্ট',
  exam_type: 2,
  status: 'active',
  time_per_question: 36,
  total_questions: 100,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subjects: [
    { subject: 11, name: 'Physics', no_of_questions: 50, pass_mark: 20 },
    { subject: 12, name: 'Chemistry', no_of_questions: 50, pass_mark: 20 },
  ],
  universities: [],
  exams: 12,
};

export const medicalPaper: AdminExamTemplate = {
  id: 8,
  name: 'Medical College Admission Test',
  bengali: null,
  exam_type: 3,
  status: 'inactive',
  time_per_question: 45,
  total_questions: 100,
  mark_per_qn: 1,
  negative_mark_per_qn: 0.25,
  subjects: [{ subject: 12, name: 'Chemistry', no_of_questions: 100, pass_mark: null }],
  universities: [{ university: 'Directorate General of Health Services', units: ['MBBS', 'BDS'], pass_mark: 40 }],
  exams: 0,
};

export const templateData: TemplateEditorData = {
  templates: [gstModelTest, medicalPaper],
  subjects: [
    { id: 11, name: 'Physics (HSC)' },
    { id: 12, name: 'Chemistry (HSC)' },
  ],
};

export const emptyTemplateData: TemplateEditorData = { templates: [], subjects: templateData.subjects };
