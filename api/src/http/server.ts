// The Fastify instance with the cross-cutting plugins; route groups are added by createApi.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { rateLimitCounts, type LimitSharing } from '../access/rateLimitCounts';
import { discardUnreadBodies, echoRequestId, oneLogLinePerRequest, requestIds } from '@proshno/server-kit';
import { BODY_LIMIT_BYTES, frameworkError, installErrorHandling } from './errors';
import { boundLearnerRequests } from './learnerSlots';
import { safeLogging } from './logSafety';
import { checkResponses } from './responseContract';

export { BODY_LIMIT_BYTES };
/** How much of a refused body is read and thrown away so its client sees the answer (discardUnreadBodies). */
const DISCARD_BYTES = 16 * 1024 * 1024;

/** Where the JSON request log goes: nowhere, standard output, or a file. */
export type LogTarget = boolean | { file: string };

export async function createServer(opts: {
  publicUrl: string;
  logger: LogTarget;
  redisUrl?: string;
  trustProxy?: string;
  /** Checks every answer against openapi.yaml and reports each breach (tests; ApiConfig.responseCheck). */
  responseCheck?: (problem: string) => void;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: process.env.LOG_LEVEL ?? 'info', ...safeLogging, stream: logStream(opts.logger) },
    // The gateway's X-Request-Id is kept, so its log lines and ours can be joined.
    ...requestIds,
    // One line per request, at its answer (docs/architecture.md#hot-path).
    ...oneLogLinePerRequest(),
    // The gateway (on the same machine by default, else the TRUST_PROXY addresses) sends the
    // learner's address in X-Forwarded-For; rate limits must key on it, not on the proxy's.
    // Fastify reads a comma-separated string as proxy-addr's list of addresses, CIDRs and names.
    trustProxy: opts.trustProxy ?? 'loopback',
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkError,
    ajv: {
      // The contract is the law: no silent coercion ("123" for 123) and no silent stripping.
      customOptions: { coerceTypes: false, removeAdditional: false, allowUnionTypes: true },
    },
  });
  echoRequestId(app);
  app.decorateRequest('principal', null);
  boundLearnerRequests(app);
  recordRoutes(app);
  installErrorHandling(app);
  if (opts.responseCheck) checkResponses(app, opts.responseCheck);
  discardUnreadBodies(app, DISCARD_BYTES);
  await app.register(helmet);
  await app.register(cors, { origin: opts.publicUrl });
  // Limits are opted into per route (see access/rateLimits.ts); with Redis every replica shares the
  // counts, and while Redis is away each counts on its own (docs/access.md#redis-down).
  const counts = rateLimitCounts({ ...(opts.redisUrl ? { redisUrl: opts.redisUrl } : {}), log: app.log });
  await counts.connected();
  app.decorate('rateLimitSharing', counts.sharing);
  app.addHook('onClose', async () => counts.close());
  await app.register(rateLimit, { global: false, store: counts.Store });
  return app;
}

/** One route as it was registered: which contract operation it serves, if any. */
export type DeclaredRoute = { method: string; url: string; operationId?: string; outsideContract: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered, so a test can hold them against openapi.yaml. */
    declaredRoutes: readonly DeclaredRoute[];
    /** Where the rate-limit counts are kept right now; readiness reports it (ops/health.ts). */
    rateLimitSharing(): LimitSharing;
  }
}

function recordRoutes(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        ...(config.operationId ? { operationId: config.operationId } : {}),
        outsideContract: config.outsideContract === true,
      });
    }
  });
}

/**
 * The log written asynchronously, in blocks of about 4 KB and at least every half second: one
 * synchronous write a line was 7% of the api's CPU under an exam's load (issue 18). pino writes
 * out what is left when the process exits.
 */
function logStream(target: true | { file: string }) {
  return pino.destination({ dest: target === true ? 1 : target.file, sync: false, minLength: 4096, periodicFlush: 500 });
}
