// The REST shapes behind the exam-practice GraphQL types (codegen `mappers`): resolvers receive
// these as parents and resolve the fields REST gives as bare ids.
import type { components } from '@proshno/api/rest';

type Schemas = components['schemas'];

export type ExamModel = Schemas['Exam'];
export type ExamResultModel = Schemas['ExamResult'];
/** A template's university as REST gives it; its unit_labels are the gateway's. */
export type ExamTemplateUniversityModel = Schemas['ExamTemplate']['universities'][number];
export type QuestionModel = Schemas['QuestionPlacement'] & {
  explanation_data?: Schemas['ContentParts'];
  options: Array<{ id: number; data: Schemas['ContentParts']; is_answer?: boolean }>;
};
/** A question-set entry with the learner's choice as the one option it is (REST's `choosed_options[0]`). */
export type QuestionSetEntryModel = { question: QuestionModel; option: number | null; bookmarked: boolean };
/** The exam's question set; its result is fetched only when a query asks for it (ExamSheet.result). */
export type ExamSheetModel = { examId: number; questions: QuestionSetEntryModel[] };
export type RevisionModel = { id: number; question: QuestionModel };
