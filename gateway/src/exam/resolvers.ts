// Exam practice over GraphQL (docs/api.md#exam-paths): each field is one REST call, or a few
// for the exam screen's single load; ids REST gives bare are named from lists fetched once per
// request (the batching a screen of N questions would otherwise pay N times), subjects from the
// names the gateway keeps (docs/api.md#caching).
import { universityUnitLabel } from '@proshno/engine';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/graphql';
import type { components } from '@proshno/api/rest';
import { restData, restDone } from '../rest';
import { choosedOptions, optionOf } from './choice';
import type { ExamResultModel, ExamSheetModel } from './models';
import { subjectName } from './subjectNames';

type ExamType = components['schemas']['ExamType'];
type Subject = components['schemas']['Subject'];

const id = (value: number) => String(value);

function examTypes({ rest, once }: GatewayContext): Promise<ExamType[]> {
  return once('examTypes', () => restData(rest.GET('/api/exam/v1/exam-type/')));
}

function subjects({ rest, once }: GatewayContext): Promise<Subject[]> {
  return once('subjects', () => restData(rest.GET('/api/exam/v1/subject/')));
}


function examResult(ctx: GatewayContext, examId: number): Promise<ExamResultModel> {
  return restData(ctx.rest.GET('/api/exam/v1/exam/{id}/', { params: { path: { id: id(examId) } } }));
}

/** The exam's frozen question set (GET question-set), its result fetched only when asked for. */
async function examSheet(ctx: GatewayContext, examId: number): Promise<ExamSheetModel> {
  const entries = await restData(ctx.rest.GET('/api/exam/v1/question-set/', { params: { query: { exam: id(examId) } } }));
  return {
    examId,
    questions: entries.map(({ question, options, choosed_options, bookmarked }) => ({ question: { ...question, options }, option: optionOf(choosed_options), bookmarked })),
  };
}

export const examResolvers: Resolvers = {
  Query: {
    examTypes: (_, __, ctx) => examTypes(ctx),
    subjects: (_, __, ctx) => subjects(ctx),
    topics: (_, { subject }, { rest }) =>
      restData(rest.GET('/api/exam/v1/topic/', { params: { query: { subject: id(subject) } } })),
    subtopics: (_, { topic }, { rest }) =>
      restData(rest.GET('/api/exam/v1/sub-topic/', { params: { query: { topic: id(topic) } } })),
    flashcardQuestions: (_, { subject, topic, subtopic, limit }, { rest }) =>
      restData(
        rest.GET('/api/exam/v1/question/', {
          params: {
            query: {
              subject: id(subject),
              limit: id(limit),
              ...(topic == null ? {} : { topic: id(topic) }),
              ...(subtopic == null ? {} : { subtopic: id(subtopic) }),
            },
          },
        }),
      ),
    examResult: (_, { id: examId }, ctx) => examResult(ctx, examId),
    examSheet: (_, { id: examId }, ctx) => examSheet(ctx, examId),
    myExams: (_, __, { rest }) => restData(rest.GET('/api/exam/v1/exam/')),
    // Scheduled exams and, since issue 28, every other exam still running: the dashboard lists each
    // with its way back (docs/progress.md#in-progress).
    scheduledExams: (_, { from }, { rest }) =>
      restData(rest.GET('/api/exam/v1/exam/', { params: { query: { end_time__gte: from, status: 'created' } } })),
    examTemplates: (_, __, { rest }) =>
      restData(rest.GET('/api/exam/v1/exam-templates/', { params: { query: { status: 'active' } } })),
    examTemplate: (_, { id: templateId }, { rest }) =>
      restData(rest.GET('/api/exam/v1/exam-template/{id}/', { params: { path: { id: id(templateId) } } })),
  },

  Mutation: {
    createExam: (_, { type, title, version }, { rest }) => restData(rest.POST('/api/exam/v1/exam/', { body: { type, title, ...versionOf(version) } })),
    // The selection's answer carries the exam (docs/api.md#shape-exam-subject): one REST call.
    startExam: async (_, { exam, subjects: rows, version, nearLevel }, ctx) =>
      (
        await restData(
          ctx.rest.POST('/api/exam/v1/exam-subject/', { body: { exam, subjects: rows.map(subjectRow), ...versionOf(version), ...nearLevelOf(nearLevel) } }),
        )
      ).exam_detail,
    scheduleExam: async (_, { exam, subjects: rows, start_time, version, nearLevel }, ctx) =>
      (
        await restData(
          ctx.rest.POST('/api/exam/v1/exam-subject/', {
            body: { exam, subjects: rows.map(subjectRow), start_time, is_scheduled: true, ...versionOf(version), ...nearLevelOf(nearLevel) },
          }),
        )
      ).exam_detail,
    saveAnswer: async (_, { exam, question, option, chosenAt, timeSpentMs }, { rest }) => {
      await restData(
        rest.PUT('/api/exam/v1/exam-script/answer/', {
          body: {
            exam,
            question,
            choosed_options: choosedOptions(option),
            ...(chosenAt == null ? {} : { chosen_at: chosenAt }),
            ...(timeSpentMs == null ? {} : { time_spent_ms: timeSpentMs }),
          },
        }),
      );
      return true;
    },
    setBookmark: async (_, { exam, question, bookmarked }, { rest }) => {
      await restData(rest.PUT('/api/exam/v1/exam-script/bookmark/', { body: { exam, question, bookmarked } }));
      return true;
    },
    submitExam: (_, { exam, answers }, ctx) => {
      // REST wants at least one row; an exam without questions has nothing to send but can finish.
      const rows = answers.map((answer) => ({
        exam,
        question: answer.question,
        choosed_options: choosedOptions(answer.option ?? answer.choosed_options?.[0]),
        ...(answer.chosen_at == null ? {} : { chosen_at: answer.chosen_at }),
        ...(answer.time_spent_ms == null ? {} : { time_spent_ms: answer.time_spent_ms }),
      }));
      return restData(ctx.rest.POST('/api/exam/v1/exam-script/', { body: rows }));
    },
    cancelExam: (_, { id: examId }, { rest }) =>
      restDone(rest.DELETE('/api/exam/v1/exam/{id}/', { params: { path: { id: id(examId) } } })),
    createModelExam: (_, { template, version }, { rest }) =>
      restData(rest.POST('/api/exam/v1/exam-template/create-exam/', { body: { template, ...versionOf(version) } })),
    createPreviousYearExam: (_, { template, university, year, unit, version }, { rest }) =>
      restData(
        rest.POST('/api/exam/v1/exam-template-previous-year/create-exam/', {
          body: { template, university_id: university, year, unit, is_schedule: false, ...versionOf(version) },
        }),
      ),
  },

  // Each unit named with its university (docs/i18n.md#names): worded in the page's language by the
  // name twins (gateway/src/names/nameTwins.ts).
  ExamTemplateUniversity: {
    unit_labels: (university) => university.units.map((unit) => universityUnitLabel(university.university, unit)),
  },

  Exam: {
    sheet: (exam, _, ctx) => examSheet(ctx, exam.id),
    type: async (exam, _, ctx) => {
      const found = (await examTypes(ctx)).find((type) => type.id === exam.type);
      return found ?? { id: exam.type, name: `Exam type ${exam.type}`, time_per_question: exam.time_per_question, mark_per_qn: exam.mark_per_qn, negative_mark_per_qn: exam.negative_mark_per_qn };
    },
  },

  ExamResult: {
    exam: (result) => result,
    score: (result) => result.score,
    subject_result: (result) => result.subject_result,
    prev_subject_result: (result) => result.prev_subject_result,
    pass: (result) => result.pass ?? null,
  },

  ExamSheet: {
    // After the question set (a field resolves once its parent has): reading the set finishes an
    // exam whose time ran out, so the result is current. A query without it costs one REST call.
    result: (sheet, _, ctx) => examResult(ctx, sheet.examId),
    questions: (sheet) => sheet.questions,
    subjects: async (sheet, _, ctx) => {
      const ids = [...new Set(sheet.questions.map((entry) => entry.question.subject))];
      return Promise.all(ids.map((subjectId) => subjectName(ctx, subjectId)));
    },
  },

  Question: {
    subject: async (question, _, ctx) => ({ id: question.subject, name: await subjectName(ctx, question.subject) }),
    topic_ref: async (question, _, ctx) => {
      const topics = await ctx.once(`topics:${question.subject}`, () =>
        restData(ctx.rest.GET('/api/exam/v1/topic/', { params: { query: { subject: id(question.subject) } } })),
      );
      return { id: question.topic, name: topics.find((topic) => topic.id === question.topic)?.name ?? `Topic ${question.topic}` };
    },
  },
};

function subjectRow(row: { subject: number; topic?: number | null; subtopic?: number | null; no_of_questions: number }) {
  return { subject: row.subject, topic: row.topic ?? null, subtopic: row.subtopic ?? null, no_of_questions: row.no_of_questions };
}

/** An exam's version when the learner chose one at its start; left out, the api uses theirs. */
function versionOf(version: 'en' | 'bn' | null | undefined): { version?: 'en' | 'bn' } {
  return version === null || version === undefined ? {} : { version };
}

/** near_level only when asked for: left out, the api draws at random (docs/learning.md#near-level). */
function nearLevelOf(nearLevel: boolean | null | undefined): { near_level?: true } {
  return nearLevel === true ? { near_level: true } : {};
}
