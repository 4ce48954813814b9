// `npm run db:generate -w api` writes a new SQL migration into api/drizzle/ from the schema.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/practiceSchema.ts',
    './src/db/examSchema.ts',
    './src/db/commerceSchema.ts',
    './src/db/progressSchema.ts',
    './src/db/contestSchema.ts',
    './src/db/learningSchema.ts',
    './src/db/qualitySchema.ts',
    './src/db/auditSchema.ts',
  ],
  out: './drizzle',
});
