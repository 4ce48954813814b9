// The REST shapes behind the exam-practice GraphQL types (codegen `mappers`): resolvers receive
// these as parents and resolve the fields REST gives as bare ids.
import type { components } from '../generated/rest';

type Schemas = components['schemas'];

export type ExamModel = Schemas['Exam'];
export type ExamResultModel = Schemas['ExamResult'];
export type QuestionModel = Schemas['QuestionPlacement'] & {
  explanation_data?: Schemas['ContentParts'];
  options: Array<{ id: number; data: Schemas['ContentParts']; is_answer?: boolean }>;
};
export type QuestionSetEntryModel = { question: QuestionModel; choosed_options: number[] };
export type ExamSheetModel = { result: ExamResultModel; questions: QuestionSetEntryModel[] };
export type RevisionModel = { id: number; question: QuestionModel };
