// Review cards, weak topics and the plan toward the exam over GraphQL (docs/learning.md#paths): each
// field is one REST call; a card's question names its subject as every Question does
// (../exam/resolvers.ts), and a topic's mastery its subject and topic as NamedRefs, in the page's
// language (../names/nameTwins.ts).
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../generated/graphql';
import { restData, restDone, withoutNulls } from '../rest';
import { BAD_USER_INPUT } from '../variableErrors';

/** The most cards one request sends (the REST contract's limit). */
const DECK_LIMIT = 100;

export const learningResolvers: Resolvers = {
  Query: {
    reviewDeck: (_, { limit, ahead }, { rest }) => {
      // A deck of no cards is the count alone, which reviewsDueToday asks for.
      if (limit != null && (limit < 1 || limit > DECK_LIMIT)) {
        throw createGraphQLError(`The limit is a whole number from 1 to ${DECK_LIMIT}.`, { extensions: { code: BAD_USER_INPUT } });
      }
      // The days ahead are the contract's to check: one out of range is its 400.
      const query = withoutNulls({ limit: limit == null ? null : String(limit), ahead: ahead == null ? null : String(ahead) });
      return restData(rest.GET('/api/learning/v1/reviews/', { params: { query } }));
    },
    reviewsDueToday: (_, __, { rest }) => restData(rest.GET('/api/learning/v1/reviews/', { params: { query: { limit: '0' } } })).then((deck) => deck.due_today),
    mastery: (_, __, { rest }) => restData(rest.GET('/api/learning/v1/mastery/')),
    plan: (_, __, { rest }) => restData(rest.GET('/api/learning/v1/plan/')),
  },

  Mutation: {
    reviewQuestion: (_, { key, question, option, reviewedAt }, { rest }) =>
      restData(rest.POST('/api/learning/v1/reviews/', { body: { key, question, option, ...withoutNulls({ reviewed_at: reviewedAt }) } })),
    gradeQuestion: (_, { key, question, grade, reviewedAt }, { rest }) =>
      restData(rest.POST('/api/learning/v1/reviews/graded/', { body: { key, question, grade, ...withoutNulls({ reviewed_at: reviewedAt }) } })),
    setPlan: (_, { name, examDate, dailyMinutes }, { rest }) =>
      restData(rest.PUT('/api/learning/v1/plan/', { body: { name, exam_date: examDate, daily_minutes: dailyMinutes } })),
    clearPlan: (_, __, { rest }) => restDone(rest.DELETE('/api/learning/v1/plan/')),
  },
};
