// The audit log over GraphQL (docs/content.md#audit): one REST call; the Admin's role is enforced by
// the api (docs/access.md), whose 403 passes through. A record before and after travels as JSON text,
// which the engine's audit view reads into the fields that changed.
import type { Resolvers } from '../generated/graphql';
import { restData } from '../rest';

export const auditResolvers: Resolvers = {
  Query: {
    adminActions: async (_, { kind, target, actor, page }, { rest }) => {
      const query = {
        ...(kind == null ? {} : { kind }),
        ...(target == null ? {} : { target }),
        ...(actor == null ? {} : { actor }),
        ...(page == null ? {} : { page: String(page) }),
      };
      const data = await restData(rest.GET('/api/audit/v1/admin/actions/', { params: { query } }));
      return {
        ...data,
        results: data.results.map(({ before, after, ...entry }) => ({
          ...entry,
          beforeJson: before === null || before === undefined ? null : JSON.stringify(before),
          afterJson: after === null || after === undefined ? null : JSON.stringify(after),
        })),
      };
    },
  },
};
