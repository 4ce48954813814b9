// The model test selection's calls against the gateway (./operations.graphql).
import { MODEL_TEST_TYPE_ID, type ModelTestTemplate } from '@proshno/engine';
import type { Client } from 'urql';
import { CreateModelExamDocument, type ModelTestTemplatesQuery } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/** The created exam and the seconds its clock starts from (the server's, for ?remaining=). */
export type CreatedExam = { id: number; time_remaining: number };

/** The active model-test templates (exam_Type 2) with their subject tables. */
export function modelTestTemplatesOf({ examTemplates }: ModelTestTemplatesQuery): ModelTestTemplate[] {
  return examTemplates
    .filter((template) => template.exam_Type === MODEL_TEST_TYPE_ID)
    .map(({ id, name, exam_time_per_question, subjects }) => ({ id, name, exam_time_per_question, subjects }));
}

export async function createModelExam(client: Client, template: number): Promise<CreatedExam> {
  const { createModelExam: exam } = await dataOf(client.mutation(CreateModelExamDocument, { template }).toPromise());
  return exam;
}
