// The admin contest form machine's actor and the export against the gateway (./operations.graphql).
import type { CreateContestPayload, EditContestPayload } from '@proshno/engine';
import type { Client } from 'urql';
import { AdminContestExportDocument, CreateContestDocument, EditContestDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/** createContest, or editContest when `id` is given; rejects with the server's refusal. */
export async function saveContest(client: Client, id: number | null, payload: CreateContestPayload | EditContestPayload): Promise<number> {
  if (id === null) {
    if (!('template' in payload)) throw new Error('a new contest needs its template');
    const { createContest } = await dataOf(client.mutation(CreateContestDocument, { input: payload }).toPromise());
    return createContest.id;
  }
  const { editContest } = await dataOf(client.mutation(EditContestDocument, { id, input: payload }).toPromise());
  return editContest.id;
}

/** The merit list's CSV as the server writes it (the header only before the results). */
export async function contestExport(client: Client, id: number): Promise<{ filename: string; csv: string }> {
  const { adminContestExport } = await dataOf(client.query(AdminContestExportDocument, { id }, { requestPolicy: 'network-only' }).toPromise());
  return adminContestExport;
}

/** Saves text as a file the browser downloads under `filename`. */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
