// The Admin's learners over GraphQL (docs/access.md#admin-learners, docs/api.md#admin-learner-paths):
// each field is one REST call; the Admin's role is enforced by the api, whose 403 passes through.
import type { Resolvers } from '../generated/graphql';
import { restData } from '../rest';

const account = (id: number) => ({ params: { path: { id: String(id) } } });

export const adminLearnersResolvers: Resolvers = {
  Query: {
    adminLearners: (_, { q, role, disabled, page }, { rest }) => {
      const query = {
        ...(q == null ? {} : { q }),
        ...(role == null ? {} : { role }),
        ...(disabled == null ? {} : { disabled: disabled ? ('true' as const) : ('false' as const) }),
        ...(page == null ? {} : { page: String(page) }),
      };
      return restData(rest.GET('/auth/v1/admin/learners/', { params: { query } }));
    },
    adminLearner: (_, { id }, { rest }) => restData(rest.GET('/auth/v1/admin/learners/{id}/', account(id))),
  },

  Mutation: {
    adminDisableLearner: (_, { id }, { rest }) => restData(rest.POST('/auth/v1/admin/learners/{id}/disable/', account(id))),
    adminEnableLearner: (_, { id }, { rest }) => restData(rest.POST('/auth/v1/admin/learners/{id}/enable/', account(id))),
    adminSetLearnerRole: (_, { id, role }, { rest }) =>
      restData(rest.PUT('/auth/v1/admin/learners/{id}/role/', { ...account(id), body: { role } })),
  },
};
