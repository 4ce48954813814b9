// Progress, profile and revision over GraphQL (docs/api.md#progress-paths; revision's REST paths are among
// docs/api.md#exam-paths): each field is one REST call; the history review names its questions' subjects from
// the names the gateway keeps, like the exam sheet (docs/api.md#caching).
import type { Resolvers } from '../generated/graphql';
import { optionOf } from '../exam/choice';
import { subjectName } from '../exam/subjectNames';
import { restData, restDone, withoutNulls } from '../rest';

const id = (value: number) => String(value);

export const progressResolvers: Resolvers = {
  Query: {
    examHistory: (_, __, { rest }) => restData(rest.GET('/api/exam/v1/exam-history/')),
    examHistoryDetail: async (_, { id: examId }, ctx) => {
      const { exam, questions } = await restData(ctx.rest.GET('/api/exam/v1/exam-history/{id}/', { params: { path: { id: id(examId) } } }));
      const subjectIds = [...new Set(questions.map((entry) => entry.question.subject))];
      return {
        result: exam,
        subjects: await Promise.all(subjectIds.map((subjectId) => subjectName(ctx, subjectId))),
        questions: questions.map(({ choosed_options, ...entry }) => ({ ...entry, option: optionOf(choosed_options) })),
      };
    },
    examTiles: (_, __, { rest }) => restData(rest.GET('/api/exam/v1/exam-tiles/')),
    performanceGraph: (_, { from_date, to_date }, { rest }) =>
      restData(rest.GET('/api/exam/v1/performance-graph/', { params: { query: { from_date, to_date } } })),
    leaderboard: (_, { start_date, end_date }, { rest }) =>
      restData(rest.GET('/api/exam/v1/leaderboard/', { params: { query: { start_date, end_date } } })),
    userDetail: (_, __, { rest }) => restData(rest.GET('/auth/v1/user-detail/')),
    // Revision (docs/progress.md#revision).
    revisions: (_, { filter }, { rest }) =>
      restData(
        rest.GET('/api/exam/v1/revision/', {
          params: {
            query: {
              ...(filter?.subject == null ? {} : { question__subject: id(filter.subject) }),
              ...(filter?.topic == null ? {} : { question__topic: id(filter.topic) }),
              ...(filter?.subtopic == null ? {} : { question__subtopic: id(filter.subtopic) }),
            },
          },
        }),
      ).then((items) => items.map(({ id: revisionId, question, options }) => ({ id: revisionId, question: { ...question, options } }))),
  },

  Mutation: {
    updateProfile: (_, { id: userId, input }, { rest }) =>
      restData(rest.PATCH('/auth/v1/user-detail/{id}/', { params: { path: { id: id(userId) } }, body: { id: userId, ...withoutNulls(input) } })),
    updatePreferences: (_, { language, question_version }, { rest }) =>
      restData(rest.PATCH('/auth/v1/preferences/', { body: withoutNulls({ language, question_version }) })),
    uploadProfileImage: async (_, { image }, { rest }) => {
      // Yoga's File is its own implementation; fetch's FormData takes only the platform's Blob.
      const form = new FormData();
      form.append('image', new Blob([await image.arrayBuffer()], { type: image.type }), image.name);
      return restData(
        rest.POST('/auth/v1/user-image/', {
          // The contract types the binary field as a string; the real body is the multipart form.
          body: { image: image.name },
          bodySerializer: () => form,
        }),
      );
    },
    changePassword: (_, { input }, { rest }) => restData(rest.POST('/auth/password/change/', { body: input })),
    confirmEmailChange: (_, { token }, { rest }) => restData(rest.POST('/auth/v1/email-change/confirm/', { body: { token } })),
    cancelEmailChange: (_, { token }, { rest }) => restData(rest.POST('/auth/v1/email-change/cancel/', { body: { token } })),
    saveRevision: (_, { question }, { rest }) => restData(rest.POST('/api/exam/v1/revision/', { body: { question } })),
    removeRevision: (_, { id: revisionId }, { rest }) =>
      restDone(rest.DELETE('/api/exam/v1/revision/{id}/', { params: { path: { id: id(revisionId) } } })),
  },
};
