// The question bank and the exam catalogue (docs/api.md#shapes-exam: grade, subject, topic, subtopic, question,
// option, exam type, exam template). Content parts are stored as JSON without ids; the wire
// numbers them (see practice/questionView.ts).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type PartType = 'text' | 'image' | 'latex' | 'math';
/**
 * One content part as stored: `data` is the text, the LaTeX source or the media path; an image's
 * width and height when the bank gave or its file declared them (docs/exam.md#image-size).
 */
export type StoredPart = { type: PartType; data: string; width?: number; height?: number };

export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
  },
  (t) => [unique('subjects_grade_name').on(t.gradeId, t.name)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    name: text('name').notNull(),
  },
  (t) => [unique('topics_subject_name').on(t.subjectId, t.name)],
);

export const subtopics = pgTable(
  'subtopics',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    name: text('name').notNull(),
  },
  (t) => [unique('subtopics_topic_name').on(t.topicId, t.name)],
);

/**
 * The Bengali twin of a name the catalogue shows: a grade, subject, topic, subtopic, exam template,
 * university, package or package line, by its English name (docs/i18n.md#names). The gateway shows
 * the twin on a Bengali page; the REST contract keeps the English name, which is also what any
 * input names.
 */
export const nameTwins = pgTable('name_twins', {
  name: text('name').primaryKey(),
  bengali: text('bengali').notNull(),
});

export const questions = pgTable(
  'questions',
  {
  id: serial('id').primaryKey(),
  /**
   * The bank's stable key: importing the same key again updates the question. Unique among current
   * rows only: a question's superseded versions keep its key (docs/content.md#versions).
   */
  key: text('key').notNull(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => subjects.id),
  topicId: integer('topic_id')
    .notNull()
    .references(() => topics.id),
  subtopicId: integer('subtopic_id')
    .notNull()
    .references(() => subtopics.id),
  /** The language of question_data, explanation_data and the options' data (docs/i18n.md#questions). */
  language: text('language').$type<'en' | 'bn'>().notNull().default('en'),
  questionData: jsonb('question_data').$type<StoredPart[]>().notNull(),
  explanationData: jsonb('explanation_data').$type<StoredPart[]>().notNull(),
  /** The twin in the other language: its body and explanation (its options are on each option); null without a twin. */
  twinQuestionData: jsonb('twin_question_data').$type<StoredPart[]>(),
  twinExplanationData: jsonb('twin_explanation_data').$type<StoredPart[]>(),
  /** Only a published, current question reaches a learner (docs/content.md#versions). */
  status: text('status').$type<'draft' | 'published' | 'retired'>().notNull().default('published'),
  /** 1 for a question's first version; each new version of the same key counts on. */
  version: integer('version').notNull().default(1),
  /** The version this one replaced; null for a first version. */
  replacesId: integer('replaces_id').references((): AnyPgColumn => questions.id, { onDelete: 'set null' }),
  /** When a newer version replaced this one; null while it is the current version. */
  supersededAt: timestamp('superseded_at', { withTimezone: true, mode: 'date' }),
  /** When this version was written. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Both languages' text, LaTeX and option text normalised for search (docs/content.md#bank-search). */
  searchText: text('search_text').notNull().default(''),
},
  (t) => [
    uniqueIndex('questions_key_current_idx').on(t.key).where(sql`${t.supersededAt} IS NULL`),
    index('questions_subject_idx').on(t.subjectId),
    index('questions_topic_idx').on(t.topicId),
    index('questions_subtopic_idx').on(t.subtopicId),
  ],
);

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** 0 for A, 1 for B, ... (docs/constants.md#practice-limits: letters A to D). */
    position: integer('position').notNull(),
    data: jsonb('data').$type<StoredPart[]>().notNull(),
    /** This option in the question's twin; null when the question has no twin. */
    twinData: jsonb('twin_data').$type<StoredPart[]>(),
    isAnswer: boolean('is_answer').notNull(),
  },
  (t) => [unique('options_question_position').on(t.questionId, t.position)],
);

export const examTypes = pgTable('exam_types', {
  /** Fixed ids: the web knows model test as 2 and previous year as 3 (docs/constants.md#exam-type-ids). */
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Seconds. */
  timePerQuestion: integer('time_per_question').notNull(),
  markPerQn: doublePrecision('mark_per_qn').notNull(),
  negativeMarkPerQn: doublePrecision('negative_mark_per_qn'),
});

export const examTemplates = pgTable('exam_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  examTypeId: integer('exam_type_id')
    .notNull()
    .references(() => examTypes.id),
  timePerQuestion: integer('time_per_question').notNull(),
  markPerQn: doublePrecision('mark_per_qn').notNull(),
  negativeMarkPerQn: doublePrecision('negative_mark_per_qn'),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
});

export const examTemplateSubjects = pgTable(
  'exam_template_subjects',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    noOfQuestions: integer('no_of_questions').notNull(),
    countForPass: integer('count_for_pass').notNull(),
  },
  (t) => [unique('exam_template_subjects_template_subject').on(t.templateId, t.subjectId)],
);

export const examTemplateUniversities = pgTable(
  'exam_template_universities',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => examTemplates.id, { onDelete: 'cascade' }),
    university: text('university').notNull(),
    units: jsonb('units').$type<string[]>().notNull(),
    countForPass: integer('count_for_pass').notNull(),
  },
  (t) => [unique('exam_template_universities_template_university').on(t.templateId, t.university)],
);
