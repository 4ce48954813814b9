// Contests for admins over GraphQL (docs/contest.md#admin, docs/api.md#contest-paths): each field
// is one REST call; the role is enforced by the api (docs/access.md), whose 403 passes through.
import type { Resolvers } from '../generated/graphql';
import { restData } from '../rest';

const path = (id: number) => ({ params: { path: { id: String(id) } } });

export const contestAdminResolvers: Resolvers = {
  Query: {
    adminContests: (_, __, { rest }) => restData(rest.GET('/api/contest/v1/admin/contest/')),
    adminContestRegistrations: (_, { id }, { rest }) =>
      restData(rest.GET('/api/contest/v1/admin/contest/{id}/registrations/', path(id))),
    adminContestExport: (_, { id }, { rest }) =>
      restData(rest.GET('/api/contest/v1/admin/contest/{id}/merit-list/export/', path(id))),
  },

  Mutation: {
    createContest: (_, { input }, { rest }) => {
      const { template, title, start_time, time_breaks_ties, university_id, unit, year } = input;
      const body = {
        template,
        title,
        start_time,
        ...(time_breaks_ties == null ? {} : { time_breaks_ties }),
        ...(university_id == null ? {} : { university_id }),
        ...(unit == null ? {} : { unit }),
        ...(year == null ? {} : { year }),
      };
      return restData(rest.POST('/api/contest/v1/admin/contest/', { body }));
    },
    editContest: (_, { id, input }, { rest }) => {
      const { title, start_time, time_breaks_ties } = input;
      const body = {
        ...(title == null ? {} : { title }),
        ...(start_time == null ? {} : { start_time }),
        ...(time_breaks_ties == null ? {} : { time_breaks_ties }),
      };
      return restData(rest.PATCH('/api/contest/v1/admin/contest/{id}/', { ...path(id), body }));
    },
    cancelContest: (_, { id }, { rest }) => restData(rest.POST('/api/contest/v1/admin/contest/{id}/cancel/', path(id))),
  },
};
