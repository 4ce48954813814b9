// The web app's reports of its own failures (docs/shell.md#error-boundary): one REST call.
import type { Resolvers } from '../generated/graphql';
import { restDone, withoutNulls } from '../rest';

export const opsResolvers: Resolvers = {
  Mutation: {
    reportClientError: (_, { input }, { rest }) => restDone(rest.POST('/api/v1/client-errors/', { body: withoutNulls(input) })),
  },
};
