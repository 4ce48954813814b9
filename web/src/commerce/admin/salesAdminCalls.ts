// The sales machines' actors against the gateway (./operations.graphql, docs/content.md#sales).
import type {
  AdminPackageEntry,
  AdminPackageInput,
  AdminSubjectPriceEntry,
  AdminTransactionEntry,
  AdminTransactionPage,
  PackagesAdminData,
  RefundOrder,
  SubjectPriceOrder,
  TransactionQuery,
} from '@proshno/engine';
import type { Client } from 'urql';
import {
  AdminCreatePackageDocument,
  AdminPackagesDocument,
  AdminSetPackageActiveDocument,
  AdminTransactionsDocument,
  AdminUpdatePackageDocument,
  AdminUpdateSubjectPriceDocument,
  RefundTransactionDocument,
} from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

export async function loadPackages(client: Client): Promise<PackagesAdminData> {
  const data = await dataOf(client.query(AdminPackagesDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  return { packages: data.adminPackages, subjectPrices: data.adminSubjectPrices };
}

export async function savePackage(client: Client, { id, input }: { id: number | null; input: AdminPackageInput }): Promise<AdminPackageEntry> {
  if (id === null) return (await dataOf(client.mutation(AdminCreatePackageDocument, { input }).toPromise())).adminCreatePackage;
  return (await dataOf(client.mutation(AdminUpdatePackageDocument, { id, input }).toPromise())).adminUpdatePackage;
}

export async function setPackageActive(client: Client, { id, active }: { id: number; active: boolean }): Promise<AdminPackageEntry> {
  return (await dataOf(client.mutation(AdminSetPackageActiveDocument, { id, active }).toPromise())).adminSetPackageActive;
}

export async function saveSubjectPrice(client: Client, order: SubjectPriceOrder): Promise<AdminSubjectPriceEntry> {
  return (await dataOf(client.mutation(AdminUpdateSubjectPriceDocument, order).toPromise())).adminUpdateSubjectPrice;
}

/** docs/content.md#transactions-admin: empty fields search nothing. */
export async function loadTransactions(client: Client, { q, status, from, to, page }: TransactionQuery): Promise<AdminTransactionPage> {
  const variables = { page, ...(q === '' ? {} : { q }), ...(status === 'all' ? {} : { status }), ...(from === '' ? {} : { from }), ...(to === '' ? {} : { to }) };
  return (await dataOf(client.query(AdminTransactionsDocument, variables, { requestPolicy: 'network-only' }).toPromise())).adminTransactions;
}

export async function refundTransaction(client: Client, order: RefundOrder): Promise<AdminTransactionEntry> {
  return (await dataOf(client.mutation(RefundTransactionDocument, order).toPromise())).refundTransaction;
}
