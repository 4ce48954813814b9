// The Admin's sales over GraphQL (docs/content.md#sales): packages, subject prices, transactions and
// refunds. Each field is one REST call; the Admin's role is enforced by the api, whose 403 passes through.
import { createGraphQLError } from 'graphql-yoga';
import type { components } from '@proshno/api/rest';
import type { AdminPackageInput, Resolvers } from '../generated/graphql';
import { codeOf, restData } from '../rest';

type PackageType = components['schemas']['AdminPackageType'];
type TransactionStatus = components['schemas']['AdminTransactionStatus'];

const packageTypes: readonly PackageType[] = ['monthly', 'quarterly', '7 days', '3 days', 'offer'];
const transactionStatuses: readonly TransactionStatus[] = ['pending', 'paid', 'failed', 'cancelled', 'refunded'];

/** A value the contract lists, else refused here as REST would (400). */
function listed<T extends string>(value: string, allowed: readonly T[], field: string): T {
  const found = allowed.find((a) => a === value);
  if (found !== undefined) return found;
  const detail = `${field} must be one of: ${allowed.join(', ')}.`;
  throw createGraphQLError(detail, { extensions: { code: codeOf(400), status: 400, body: { detail } } });
}

/** The input as REST takes it: a twin left out (null in GraphQL) is left as it was. */
function packageBody(input: AdminPackageInput): components['schemas']['AdminPackageInput'] {
  const { bengali, bengali_descriptions: bengaliLines, ...fields } = input;
  return {
    ...fields,
    type: listed(input.type, packageTypes, 'type'),
    ...(bengali === null || bengali === undefined ? {} : { bengali }),
    ...(bengaliLines === null || bengaliLines === undefined ? {} : { bengali_descriptions: bengaliLines }),
  };
}

const path = (id: number) => ({ path: { id: String(id) } });

export const salesAdminResolvers: Resolvers = {
  Query: {
    adminPackages: (_, __, { rest }) => restData(rest.GET('/api/sales/v1/admin/packages/')),
    adminSubjectPrices: (_, __, { rest }) => restData(rest.GET('/api/sales/v1/admin/subject-prices/')),
    adminTransactions: (_, { q, status, from, to, page }, { rest }) => {
      const query = {
        ...(q == null || q.trim() === '' ? {} : { q: q.trim() }),
        ...(status == null ? {} : { status: listed(status, transactionStatuses, 'status') }),
        ...(from == null ? {} : { from }),
        ...(to == null ? {} : { to }),
        ...(page == null ? {} : { page: String(page) }),
      };
      return restData(rest.GET('/api/sales/v1/admin/transactions/', { params: { query } }));
    },
    adminTransaction: (_, { id }, { rest }) => restData(rest.GET('/api/sales/v1/admin/transactions/{id}/', { params: path(id) })),
  },

  Mutation: {
    // A package's name and lines may get Bengali twins: this gateway loads the twins again after.
    adminCreatePackage: (_, { input }, { rest, nameTwins }) => nameTwins.afterWrite(restData(rest.POST('/api/sales/v1/admin/packages/', { body: packageBody(input) }))),
    adminUpdatePackage: (_, { id, input }, { rest, nameTwins }) =>
      nameTwins.afterWrite(restData(rest.PUT('/api/sales/v1/admin/packages/{id}/', { params: path(id), body: packageBody(input) }))),
    adminSetPackageActive: (_, { id, active }, { rest }) =>
      restData(rest.PUT('/api/sales/v1/admin/packages/{id}/active/', { params: path(id), body: { active } })),
    adminUpdateSubjectPrice: (_, { subject, price_poisha, status }, { rest }) =>
      restData(rest.PUT('/api/sales/v1/admin/subject-prices/{id}/', { params: path(subject), body: { price_poisha, status } })),
    refundTransaction: (_, { id, amount_poisha, remarks }, { rest }) =>
      restData(rest.POST('/api/sales/v1/admin/transactions/{id}/refund/', { params: path(id), body: { amount_poisha, remarks } })),
  },
};
