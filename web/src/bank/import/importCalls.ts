// The import page's actors against the gateway (./operations.graphql): the catalogue's places, the
// import (the text goes up as a file, so a large one is not held to a GraphQL body's 64 KiB), and
// the export saved as the file the server names.
import type { BankExportRequest, BankImportReport, BankImportRequest, BankImportSubject } from '@proshno/engine';
import type { Client } from 'urql';
import { AdminBankExportDocument, BankImportPlacesDocument, ImportBankQuestionsDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

export async function loadPlaces(client: Client): Promise<readonly BankImportSubject[]> {
  const { bankImportPlaces } = await dataOf(client.query(BankImportPlacesDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  return bankImportPlaces;
}

export async function sendImport(client: Client, { fileName, text, format, place, dryRun }: BankImportRequest): Promise<BankImportReport> {
  const file = new File([text], fileName, { type: 'text/plain' });
  const { importBankQuestions } = await dataOf(client.mutation(ImportBankQuestionsDocument, { file, format, place, dry_run: dryRun }).toPromise());
  return importBankQuestions;
}

export async function downloadExport(client: Client, { format, subject }: BankExportRequest): Promise<void> {
  const { adminBankExport } = await dataOf(client.query(AdminBankExportDocument, { format, subject }, { requestPolicy: 'network-only' }).toPromise());
  const url = URL.createObjectURL(new Blob([adminBankExport.content], { type: `${adminBankExport.content_type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = adminBankExport.filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
