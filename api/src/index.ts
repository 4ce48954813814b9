// The REST service of the specification (docs/architecture.md#api). createApi migrates (or checks,
// docs/architecture.md#migrations) and seeds the database, then returns an app that is ready but not
// yet listening.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { directoryRoutes } from './access/directory';
import { withImageSizes } from './bank/imageSize';
import { bankRoutes } from './practice/bankRoutes';
import { demoBank } from './practice/demoBank';
import { flashcardRoutes } from './practice/flashcardRoutes';
import { copyMediaSeed } from './practice/mediaSeed';
import { revisionRoutes } from './progress/revisionRoutes';
import { masteryRoutes } from './learning/masteryRoutes';
import { planRoutes } from './learning/planRoutes';
import { reviewRoutes } from './learning/reviewRoutes';
import { templateRoutes } from './practice/templates';
import { administratorCount } from './access/administrators';
import { loginRoutes } from './access/login';
import { passwordResetRoutes } from './access/passwordReset';
import { registrationRoutes } from './access/registration';
import { tokenRoutes } from './access/tokenRoutes';
import { createTokens } from './access/tokens';
import { withAccountStanding } from './access/adminLearnersStatus';
import { emailChangeRoutes } from './access/emailChange';
import { verifyEmailRoutes } from './access/verifyEmail';
import { DEFAULT_MAIL_RETRY, type ApiConfig } from './config';
import { openDatabase, type Database } from './db/connect';
import { seed } from './db/seed';
import { examRoutes } from './exam/examRoutes';
import { examSubjectRoutes } from './exam/examSubjectRoutes';
import { scriptRoutes } from './exam/scriptRoutes';
import { templateExamRoutes } from './exam/templateExamRoutes';
import { adminContestRoutes } from './contest/adminContestRoutes';
import { qualityRoutes } from './quality/qualityRoutes';
import { bankImportRoutes } from './bank/bankImportRoutes';
import { bankEditorRoutes } from './bank/editorRoutes';
import { bankImageRoutes } from './bank/imageUpload';
import { adminLearnersRoutes } from './access/adminLearnersRoutes';
import { adminCatalogueRoutes } from './practice/adminCatalogueRoutes';
import { adminTemplateRoutes } from './practice/adminTemplateRoutes';
import { auditRoutes } from './audit/auditRoutes';
import { contestRoutes } from './contest/contestRoutes';
import { RESULTS_POLL_MS, startResultsJob } from './contest/resultsJob';
import { FINISH_POLL_MS, startFinishJob } from './exam/finishJob';
import { every } from './ops/job';
import type { ApiContext } from './http/context';
import { mediaRoutes } from './http/media';
import { createServer } from './http/server';
import { createMailer } from './mail/mailer';
import { startOutboxSender } from './mail/outboxSender';
import { clientErrorRoutes } from './ops/clientErrors';
import { healthRoutes } from './ops/health';
import { countInFlight } from '@proshno/server-kit';
import { commerceRoutes } from './commerce/commerceRoutes';
import { subscriptionRoutes } from './commerce/subscriptions';
import { dashboardRoutes } from './progress/dashboardRoutes';
import { historyRoutes } from './progress/historyRoutes';
import { leaderboardRoutes } from './progress/leaderboardRoutes';
import { passwordChangeRoutes } from './progress/passwordChange';
import { profileImageRoutes } from './progress/profileImage';
import { profileRoutes } from './progress/profileRoutes';

export { MIGRATE_COMMAND, MigrationsBehind } from './db/migrations';
export { apiConfigFromEnv, sellerFromEnv, sslcommerzStoreFromEnv, storedSecret, type ApiConfig, type Seller, type SslcommerzStore } from './config';
export { demoLogins, type DemoLogin } from './db/seed';
export { CREATE_ADMIN_COMMAND } from './access/administrators';
// For other packages' tests: a migrated PGlite cluster to start from instead of running initdb.
export { copyPgliteTemplate } from './test/pgliteTemplate';
export { readDatabaseState, type DatabaseState } from './security/databaseState';
export { latestMailTo, outboxMails, waitForMailTo, type OutboxMail } from './mail/outbox';
// The refusals the screens show as they come (the e2e suite looks for them).
export { COMMON_PASSWORD } from './access/passwordRules';
export { RESET_LOCKED } from './access/passwordReset';
export { EMAIL_TAKEN } from './access/registration';
export { DEMO_TARGET } from './learning/demoPlan';
export { DEMO_CONTEST_TITLES } from './contest/demoContests';

export type Api = {
  app: FastifyInstance;
  /** No administrator at start: main.ts says how to create one (docs/access.md#first-admin). */
  needsFirstAdmin: boolean;
  close(): Promise<void>;
};

export async function createApi(config: ApiConfig): Promise<Api> {
  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({ ...config, migrations: config.migrateOnStart === false ? 'check' : 'run' });
  try {
    return await assemble(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(config: ApiConfig, database: Database): Promise<Api> {
  const now = config.now ?? (() => new Date());
  // The bank's images are in place before it is seeded, which reads their sizes (docs/exam.md#image-size).
  await copyMediaSeed(config.dataDir);
  const bank = config.bank ?? demoBank;
  // Under the setup lock: replicas starting together on a new database seed it once.
  const demoData = { demoData: config.demoData === true, demoContests: config.demoContests === true };
  await database.setUp(() => seed(database.db, now, async () => withImageSizes(await bank(), join(config.dataDir, 'media')), demoData));
  const needsFirstAdmin = (await administratorCount(database.db)) === 0;
  const app = await createServer({
    publicUrl: config.publicUrl,
    logger: config.logger ?? false,
    ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    ...(config.responseCheck ? { responseCheck: config.responseCheck } : {}),
  });
  const mailer = createMailer({
    ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    dataDir: config.dataDir,
    from: `Proshno <no-reply@${new URL(config.publicUrl).hostname}>`,
    // The link or code is printed for a developer, but never written into the JSON log (README
    // "Security"); that log only says where the mail's file is.
    log: ({ to, subject, note, file }) => {
      if (config.logger === true) app.log.info(`mail to ${to} (${subject}) [${file}]`);
      else console.log(`mail to ${to} (${subject}): ${note} [${file}]`);
    },
  });
  if (config.lifecycle) countInFlight(app, config.lifecycle);
  const outbox = startOutboxSender({
    db: database.db,
    mailer,
    now,
    retry: config.mailRetry ?? DEFAULT_MAIL_RETRY,
    log: (message) => app.log.warn(message),
  });
  const ctx: ApiContext = { db: database.db, mailer, outbox, tokens: withAccountStanding(createTokens(config.jwtSecret, now), database.db, now), config, now };
  for (const group of routeGroups) await app.register(async (scope) => group(scope, ctx));
  await app.register(async (scope) => mediaRoutes(scope, config.dataDir, database.db));
  // docs/contest.md#results-job and docs/exam.md#finish-job: results are computed, and exams the
  // clock has finished written, soon after their end plus the grace, never in a read; started
  // last, so nothing else can fail once they run.
  const log = (message: string) => app.log.error(message);
  const finishJob =
    config.finishTimer === false ? null : startFinishJob({ db: database.db, now, timer: config.finishTimer ?? every(FINISH_POLL_MS), log });
  const resultsJob =
    config.resultsTimer === false
      ? null
      : startResultsJob({
          db: database.db,
          now,
          timer: config.resultsTimer ?? every(RESULTS_POLL_MS),
          log,
        });
  app.addHook('onClose', async () => {
    await outbox.stop();
    await resultsJob?.stop();
    await finishJob?.stop();
    mailer.close();
    await database.close();
  });
  return { app, needsFirstAdmin, close: () => app.close() };
}

// One group per specification section (STYLE.md: a route group file per section).
const routeGroups = [
  healthRoutes,
  clientErrorRoutes,
  registrationRoutes,
  verifyEmailRoutes,
  loginRoutes,
  tokenRoutes,
  passwordResetRoutes,
  directoryRoutes,
  subscriptionRoutes,
  bankRoutes,
  flashcardRoutes,
  templateRoutes,
  revisionRoutes,
  // docs/learning.md: review cards, weak topics and the plan toward the exam
  reviewRoutes,
  masteryRoutes,
  planRoutes,
  examRoutes,
  examSubjectRoutes,
  scriptRoutes,
  templateExamRoutes,
  // docs/contest.md: contests
  contestRoutes,
  adminContestRoutes,
  // docs/content.md: question quality
  qualityRoutes,
  // docs/content.md#import: question import and export
  bankImportRoutes,
  // docs/content.md#versions: the question bank's list and editor
  bankEditorRoutes,
  // docs/access.md#admin-learners: the Admin's learners
  adminLearnersRoutes,
  // docs/content.md#catalogue: the catalogue and exam templates
  adminCatalogueRoutes,
  adminTemplateRoutes,
  // docs/content.md#audit: the audit log of staff actions
  auditRoutes,
  commerceRoutes,
  // docs/progress.md: progress and profile
  historyRoutes,
  dashboardRoutes,
  leaderboardRoutes,
  profileRoutes,
  emailChangeRoutes,
  profileImageRoutes,
  // docs/content.md#editor: the question editor's images
  bankImageRoutes,
  passwordChangeRoutes,
];
