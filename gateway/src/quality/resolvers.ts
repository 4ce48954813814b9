// Question quality over GraphQL (docs/content.md, docs/api.md#quality-paths): each field is one REST
// call; the Admin's role is enforced by the api (docs/access.md), whose 403 passes through.
import type { Resolvers } from '../generated/graphql';
import { restData } from '../rest';

export const qualityResolvers: Resolvers = {
  Query: {
    adminQuestionAnalysis: (_, { subject, flag, page }, { rest }) => {
      const query = {
        ...(subject == null ? {} : { subject: String(subject) }),
        ...(flag == null ? {} : { flag }),
        ...(page == null ? {} : { page: String(page) }),
      };
      return restData(rest.GET('/api/quality/v1/admin/questions/', { params: { query } }));
    },
    adminQuestionReports: (_, { page }, { rest }) =>
      restData(rest.GET('/api/quality/v1/admin/reports/', { params: { query: page == null ? {} : { page: String(page) } } })),
  },

  Mutation: {
    reportQuestion: (_, { question, reason, text }, { rest }) =>
      restData(rest.POST('/api/quality/v1/reports/', { body: { question, reason, ...(text == null ? {} : { text }) } })),
    resolveQuestionReport: (_, { id }, { rest }) =>
      restData(rest.POST('/api/quality/v1/admin/reports/{id}/resolve/', { params: { path: { id: String(id) } } })),
  },
};
