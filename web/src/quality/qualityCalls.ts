// The question-quality machines' actors against the gateway (./operations.graphql): the Admin's
// page loads a page of statistics with the report queue; the review sends a learner's report.
import type { QuestionQualityData, QuestionQualityQuery, QuestionReportPayload } from '@proshno/engine';
import type { Client } from 'urql';
import { AdminQuestionAnalysisDocument, AdminQuestionReportsDocument, ReportQuestionDocument, ResolveQuestionReportDocument } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';

/** A page of the questions' statistics under the filter, and the open report queue (docs/content.md#admin-page). */
export async function loadQuality(client: Client, { filter, page }: QuestionQualityQuery): Promise<QuestionQualityData> {
  const [analysis, queue] = await Promise.all([
    dataOf(client.query(AdminQuestionAnalysisDocument, { page, ...(filter === 'all' ? {} : { flag: filter }) }, { requestPolicy: 'network-only' }).toPromise()),
    dataOf(client.query(AdminQuestionReportsDocument, {}, { requestPolicy: 'network-only' }).toPromise()),
  ]);
  return { questions: analysis.adminQuestionAnalysis, reports: queue.adminQuestionReports };
}

export async function resolveReport(client: Client, id: number): Promise<void> {
  await dataOf(client.mutation(ResolveQuestionReportDocument, { id }).toPromise());
}

/** docs/content.md#reports: the words are sent only when there are some. */
export async function sendReport(client: Client, { question, reason, text }: QuestionReportPayload): Promise<void> {
  await dataOf(client.mutation(ReportQuestionDocument, { question, reason, ...(text === '' ? {} : { text }) }).toPromise());
}
