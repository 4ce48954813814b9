// Study plan over GraphQL (docs/api.md#study-plan-paths): subscriptions, packages, the custom plan's prices,
// purchases and transactions. Each field is one REST call; the api prices every purchase.
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../generated/graphql';
import type { components } from '@proshno/api/rest';
import { codeOf, restData } from '../rest';

type CustomDuration = components['schemas']['CustomPurchase']['duration'];

const id = (value: number) => String(value);
const customDurations: readonly CustomDuration[] = [30, 60, 90, 180, 365];

/** The contract lists the durations; anything else is refused here as REST would (400). */
function customDuration(days: number): CustomDuration {
  const found = customDurations.find((d) => d === days);
  if (found !== undefined) return found;
  // Worded as the api words its contract's rules (api/src/http/errors.ts), for a person to read.
  const detail = `Duration must be one of: ${customDurations.join(', ')}.`;
  throw createGraphQLError(detail, { extensions: { code: codeOf(400), status: 400, body: { detail } } });
}

export const commerceResolvers: Resolvers = {
  Query: {
    subscribedPackages: (_, __, { rest }) =>
      restData(rest.GET('/api/study-plan/v1/subscribed-packages/')),
    packages: (_, { active, type, types }, { rest }) =>
      restData(
        rest.GET('/api/study-plan/v1/package/', {
          params: {
            query: {
              ...(active == null ? {} : { active: active ? 'true' : 'false' }),
              ...(type == null ? {} : { type }),
              ...(types == null ? {} : { type__in: types.join(',') }),
            },
          },
        }),
      ),
    package: (_, { id: packageId }, { rest }) =>
      restData(rest.GET('/api/study-plan/v1/package/{id}/', { params: { path: { id: id(packageId) } } })),
    planGrades: (_, __, { rest }) => restData(rest.GET('/api/exam/v1/grade/')),
    subscribedSubjects: (_, __, { rest }) => restData(rest.GET('/api/study-plan/v1/subscribed-subjects/')),
    defaultDiscount: async (_, __, { rest }) => (await restData(rest.GET('/api/study-plan/v1/default-discount/'))).discount,
    myTransactions: (_, __, { rest }) => restData(rest.GET('/api/study-plan/v1/my-transaction/')),
    purchasePreview: (_, { package: packageId }, { rest }) =>
      restData(rest.GET('/api/study-plan/v1/purchase-preview/', { params: { query: { package: id(packageId) } } })),
  },
  Mutation: {
    purchase: (_, { package: packageId, duration }, { rest }) =>
      restData(
        rest.POST('/api/study-plan/v1/purchase/', {
          body: { package: packageId, ...(duration == null ? {} : { duration }) },
        }),
      ),
    customPurchase: (_, { duration, details }, { rest }) =>
      restData(rest.POST('/api/study-plan/v1/custom-purchase/', { body: { type: 'custom', duration: customDuration(duration), details } })),
  },
};
