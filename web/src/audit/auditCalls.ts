// The audit log machine's actor against the gateway (./operations.graphql).
import type { AuditPage, AuditQuery } from '@proshno/engine';
import type { Client } from 'urql';
import { AdminActionsDocument } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';

/** A page of the log under the filter (docs/content.md#audit-page); an empty e-mail part filters nothing. */
export async function loadActions(client: Client, { kind, actor, page }: AuditQuery): Promise<AuditPage> {
  const variables = { page, ...(kind === null ? {} : { kind }), ...(actor === '' ? {} : { actor }) };
  const data = await dataOf(client.query(AdminActionsDocument, variables, { requestPolicy: 'network-only' }).toPromise());
  return data.adminActions;
}
