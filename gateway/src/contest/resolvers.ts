// Contests for learners over GraphQL (docs/api.md#contest-paths, docs/contest.md): each field is one
// REST call; a sitting and a practice attempt are exams the existing exam screen opens.
import type { Resolvers } from '../generated/graphql';
import { restData } from '../rest';

const id = (value: number) => String(value);
const path = (contestId: number) => ({ params: { path: { id: id(contestId) } } });

export const contestResolvers: Resolvers = {
  Query: {
    contests: (_, { status }, { rest }) =>
      restData(
        rest.GET('/api/contest/v1/contest/', {
          // A cancelled contest is never listed to learners (docs/contest.md#status).
          params: { query: status == null || status === 'cancelled' ? {} : { status } },
        }),
      ).then((rows) => (status === 'cancelled' ? [] : rows)),
    contest: (_, { id: contestId }, { rest }) => restData(rest.GET('/api/contest/v1/contest/{id}/', path(contestId))),
    serverTime: (_, __, { rest }) => restData(rest.GET('/api/contest/v1/clock/', {})).then(({ now }) => now),
    contestResult: (_, { id: contestId }, { rest }) => restData(rest.GET('/api/contest/v1/contest/{id}/result/', path(contestId))),
    contestMeritList: (_, { id: contestId, page }, { rest }) =>
      restData(
        rest.GET('/api/contest/v1/contest/{id}/merit-list/', {
          params: { path: { id: id(contestId) }, query: page == null ? {} : { page: id(page) } },
        }),
      ),
    contestReview: (_, { id: contestId }, { rest }) => restData(rest.GET('/api/contest/v1/contest/{id}/review/', path(contestId))),
  },
  Mutation: {
    registerForContest: (_, { id: contestId }, { rest }) => restData(rest.POST('/api/contest/v1/contest/{id}/register/', path(contestId))),
    joinContest: (_, { id: contestId }, { rest }) => restData(rest.POST('/api/contest/v1/contest/{id}/join/', path(contestId))),
    practiseContest: (_, { id: contestId }, { rest }) => restData(rest.POST('/api/contest/v1/contest/{id}/practice/', path(contestId))),
  },
};
