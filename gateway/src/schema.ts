// The executable schema: the SDL file as written, with each domain's resolvers, its catalogue names
// in the page's language (./names/nameTwins.ts).
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { accessResolvers } from './access/resolvers';
import { examResolvers } from './exam/resolvers';
import { progressResolvers } from './progress/resolvers';
import { learningResolvers } from './learning/resolvers';
import { commerceResolvers } from './commerce/resolvers';
import { contestResolvers } from './contest/resolvers';
import { contestAdminResolvers } from './contest/adminResolvers';
import { qualityResolvers } from './quality/resolvers';
import { salesAdminResolvers } from './commerce/adminResolvers';
import { bankImportResolvers } from './bank/importResolvers';
import { bankEditorResolvers } from './bank/editorResolvers';
import { catalogueAdminResolvers } from './practice/adminResolvers';
import { auditResolvers } from './audit/resolvers';
import { adminLearnersResolvers } from './access/adminLearnersResolvers';
import { opsResolvers } from './ops/resolvers';
import { withNameTwins } from './names/nameTwins';
import { packageFolder } from '@proshno/server-kit';

export function gatewaySchema(): GraphQLSchema {
  return withNameTwins(
    makeExecutableSchema({
      typeDefs: readFileSync(join(packageFolder(import.meta.url), 'src', 'schema.graphql'), 'utf8'),
      resolvers: [accessResolvers, commerceResolvers, examResolvers, progressResolvers, learningResolvers, contestResolvers, contestAdminResolvers, qualityResolvers, salesAdminResolvers, bankImportResolvers, bankEditorResolvers, catalogueAdminResolvers, auditResolvers, adminLearnersResolvers, opsResolvers],
    }),
  );
}
