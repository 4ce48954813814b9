// The Admin's learner machines' actors against the gateway (./operations.graphql,
// docs/access.md#admin-learners).
import type { AccountChange, AdminLearnerDetailData, AdminLearnerEntry, AdminLearnersData, AdminLearnersQuery } from '@proshno/engine';
import type { Client } from 'urql';
import { AdminDisableLearnerDocument, AdminEnableLearnerDocument, AdminLearnerDocument, AdminLearnersDocument, AdminSetLearnerRoleDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

/** A page of accounts: 'all' filters nothing; an empty search is no search. */
export async function loadLearners(client: Client, { text, role, status, page }: AdminLearnersQuery): Promise<AdminLearnersData> {
  const variables = {
    page,
    ...(text === '' ? {} : { q: text }),
    ...(role === 'all' ? {} : { role }),
    ...(status === 'all' ? {} : { disabled: status === 'disabled' }),
  };
  return (await dataOf(client.query(AdminLearnersDocument, variables, { requestPolicy: 'network-only' }).toPromise())).adminLearners;
}

export async function loadLearner(client: Client, id: number): Promise<AdminLearnerDetailData> {
  return (await dataOf(client.query(AdminLearnerDocument, { id }, { requestPolicy: 'network-only' }).toPromise())).adminLearner;
}

/** The confirmed change; none at all is refused without asking the server. */
export async function saveChange(client: Client, id: number, change: AccountChange | null): Promise<AdminLearnerEntry> {
  if (change === null) throw new Error('no change was confirmed');
  if (change.kind === 'disable') return (await dataOf(client.mutation(AdminDisableLearnerDocument, { id }).toPromise())).adminDisableLearner;
  if (change.kind === 'enable') return (await dataOf(client.mutation(AdminEnableLearnerDocument, { id }).toPromise())).adminEnableLearner;
  return (await dataOf(client.mutation(AdminSetLearnerRoleDocument, { id, role: change.role }).toPromise())).adminSetLearnerRole;
}
