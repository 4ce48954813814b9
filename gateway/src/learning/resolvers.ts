// Review cards and weak topics over GraphQL (docs/learning.md#paths): each field is one REST call; a
// card's question names its subject as every Question does (../exam/resolvers.ts), and a topic's
// mastery its subject and topic as NamedRefs, in the page's language (../names/nameTwins.ts).
import type { Resolvers } from '../generated/graphql';
import { restData, withoutNulls } from '../rest';

export const learningResolvers: Resolvers = {
  Query: {
    reviewDeck: (_, { limit }, { rest }) =>
      restData(rest.GET('/api/learning/v1/reviews/', { params: { query: limit == null ? {} : { limit: String(limit) } } })),
    mastery: (_, __, { rest }) => restData(rest.GET('/api/learning/v1/mastery/')),
  },

  Mutation: {
    reviewQuestion: (_, { key, question, option, reviewedAt }, { rest }) =>
      restData(rest.POST('/api/learning/v1/reviews/', { body: { key, question, option, ...withoutNulls({ reviewed_at: reviewedAt }) } })),
  },
};
