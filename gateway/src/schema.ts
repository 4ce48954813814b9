// The executable schema: the SDL file as written, with each domain's resolvers.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accessResolvers } from './access/resolvers';
import { examResolvers } from './exam/resolvers';
import { progressResolvers } from './progress/resolvers';
import { commerceResolvers } from './commerce/resolvers';
import { contestResolvers } from './contest/resolvers';
import { contestAdminResolvers } from './contest/adminResolvers';

export function gatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'),
    resolvers: [accessResolvers, commerceResolvers, examResolvers, progressResolvers, contestResolvers, contestAdminResolvers],
  });
}
