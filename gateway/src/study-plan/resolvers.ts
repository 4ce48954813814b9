// Study plan over GraphQL; for now only what the shell's 'Subscription Required' dialog reads.
import type { Resolvers } from '../generated/graphql';
import { restData } from '../rest';

export const studyPlanResolvers: Resolvers = {
  Query: {
    subscribedPackages: (_, __, { rest }) =>
      restData(rest.GET('/api/study-plan/v1/subscribed-packages/')),
  },
};
