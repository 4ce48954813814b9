// Auth over GraphQL: each field is one REST call of api/openapi.yaml (docs/api.md#auth-paths).
import type { Resolvers } from '../generated/graphql';
import { restData, withoutNulls } from '../rest';

export const accessResolvers: Resolvers = {
  // REST spells the fourth gender 'not to specify', which is no valid GraphQL enum name; the
  // schema keeps REST's spelling as the enum's internal value so users pass through unchanged.
  Gender: { not_to_specify: 'not to specify' },

  Query: {
    roles: (_, __, { rest }) => restData(rest.GET('/auth/v1/group/')),
    users: async (_, __, { rest }) => {
      const items = await restData(rest.GET('/auth/v1/user/'));
      return items.map(({ role, is_verified, ...user }) => ({ user, role, is_verified }));
    },
  },

  Mutation: {
    login: (_, { email, password }, { rest }) =>
      restData(rest.POST('/auth/login/', { body: { email, password } })),
    register: (_, { input }, { rest }) => restData(rest.POST('/auth/registration/', { body: withoutNulls(input) })),
    verifyEmail: (_, { token }, { rest }) =>
      restData(rest.GET('/auth/verify-email/', { params: { query: { token } } })),
    resendVerificationEmail: (_, { email }, { rest }) =>
      restData(rest.POST('/auth/verify-email/resend/', { body: { email } })),
    requestPasswordReset: (_, { email }, { rest }) =>
      restData(rest.POST('/auth/password/forget/', { body: { email } })),
    confirmPasswordReset: (_, { input }, { rest }) =>
      restData(rest.POST('/auth/password/forget-confirm/', { body: input })),
    logout: (_, { refresh }, { rest }) =>
      restData(rest.POST('/auth/logout/', { body: { refresh } })),
    refreshToken: (_, { refresh }, { rest }) =>
      restData(rest.POST('/auth/token/refresh/', { body: { refresh } })),
  },
};
