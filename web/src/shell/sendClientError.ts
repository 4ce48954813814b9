// The report of a failed screen (docs/shell.md#error-boundary), fetched only when a screen fails, so
// the first page's download does not carry it. A report that cannot be sent is let go: the page
// already says what happened.
import { clientErrorReport } from '@proshno/engine';
import type { Client } from 'urql';
import { ReportClientErrorDocument } from '../generated/graphql';

export async function sendClientError(client: Client, error: unknown): Promise<void> {
  const input = clientErrorReport(error, window.location.href);
  await client.mutation(ReportClientErrorDocument, { input }).toPromise();
}
