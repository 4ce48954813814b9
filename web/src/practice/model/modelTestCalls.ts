// The model test selection's calls against the gateway (./operations.graphql).
import { MODEL_TEST_TYPE_ID, type CreatedModelExam, type Language, type ModelTestTemplate } from '@proshno/engine';
import type { Client } from 'urql';
import { CreateModelExamDocument, ModelTestTemplatesDocument, type ModelTestTemplatesQuery } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/** The active model-test templates (exam_Type 2) with their subject tables. */
export function modelTestTemplatesOf({ examTemplates }: ModelTestTemplatesQuery): ModelTestTemplate[] {
  return examTemplates
    .filter((template) => template.exam_Type === MODEL_TEST_TYPE_ID)
    .map(({ id, name, exam_time_per_question, subjects }) => ({ id, name, exam_time_per_question, subjects }));
}

/** The machine's loadTemplates: a fresh list on every visit and every Reload. */
export async function loadModelTestTemplates(client: Client): Promise<ModelTestTemplate[]> {
  return modelTestTemplatesOf(await dataOf(client.query(ModelTestTemplatesDocument, {}, { requestPolicy: 'network-only' }).toPromise()));
}

export async function createModelExam(client: Client, template: number, version: Language): Promise<CreatedModelExam> {
  const { createModelExam: exam } = await dataOf(client.mutation(CreateModelExamDocument, { template, version }).toPromise());
  return exam;
}
