// The gateway on one port: /graphql, the REST paths passed through, and the built web app.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { formLogin } from './access/formLogin';
import { graphqlRoute } from './graphql';
import { healthRoutes } from './health';
import { countInFlight, discardUnreadBodies, echoRequestId, oneLogLinePerRequest, requestIds, type Lifecycle } from '@proshno/server-kit';
import { limitRestBodies } from './bodyLimit';
import { isProxied, restProxy } from './proxy';
import type { LocalRest } from './restTransport';
import { httpSecurity } from './security';
import { notFound, webApp } from './spa';

export type { LocalRest, RestCall, RestReply } from './restTransport';

export type GatewayConfig = {
  /** Where the api answers, e.g. http://127.0.0.1:4000 (no trailing slash needed). */
  restUrl: string;
  /** The web build (web/dist); without it only /graphql and the REST paths are served. */
  webDist?: string;
  /** JSON request logs (pino): off, to standard output, or to a file. */
  logger?: boolean | { file: string };
  /** PUBLIC_URL: the one origin CORS allows besides our own. */
  publicUrl?: string;
  /** Set `draining` on shutdown: readiness then answers 503 while requests still finish. */
  lifecycle?: Lifecycle;
  /** GRAPHQL_PERSISTED_ONLY: only the web's persisted operations run (production). */
  persistedOperationsOnly?: boolean;
  /**
   * TRUST_PROXY: the load balancers whose X-Forwarded-For names the client, which the gateway
   * passes on to the api (a comma-separated list of addresses, CIDRs or proxy-addr's names);
   * default `loopback`.
   */
  trustProxy?: string;
  /**
   * When the api runs in this same process (`npm start`): how GraphQL's REST calls reach it
   * without a socket. The REST paths passed through and readiness still go to `restUrl`.
   */
  restInProcess?: LocalRest;
};

/** A Fastify app that is not yet listening; the caller does `app.listen(...)`. */
export async function createGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const restUrl = config.restUrl.replace(/\/+$/, '');
  const logger = config.logger ?? false;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: process.env.LOG_LEVEL ?? 'info',
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            // Written asynchronously: lines that come while a write is under way go out together
            // with the next one, instead of one blocking write per line (two lines a request, a
            // twentieth of the CPU of a save). pino writes what is left when the process exits.
            // One line per request, at its answer (oneLogLinePerRequest, docs/architecture.md#hot-path).
            stream: pino.destination({ dest: logger === true ? 1 : logger.file, sync: false }),
          },
    // The id travels to the api on every REST call and proxied request (X-Request-Id), so one
    // learner request reads as one id in both logs.
    ...requestIds,
    ...oneLogLinePerRequest(),
    trustProxy: config.trustProxy ?? 'loopback',
  });
  echoRequestId(app);
  if (config.lifecycle) countInFlight(app, config.lifecycle);
  // Not a child plugin: its headers and hooks cover every route of the gateway.
  await httpSecurity(app, config.publicUrl ? { publicUrl: config.publicUrl } : {});
  limitRestBodies(app, (request) => isProxied(request.url));
  discardUnreadBodies(app, DISCARD_BYTES);
  // Answers over 1 KiB go compressed to a browser that takes it (a 100-question exam sheet is
  // ~100 KB of JSON, ~15 KB in brotli): brotli at level 4, quick enough per request; the built web
  // files are compressed ahead (spa.ts) and pass through untouched.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(healthRoutes, { restUrl, ...(config.lifecycle ? { lifecycle: config.lifecycle } : {}) });
  await app.register(graphqlRoute, {
    restUrl,
    persistedOperationsOnly: config.persistedOperationsOnly === true,
    ...(config.restInProcess ? { restInProcess: config.restInProcess } : {}),
  });
  await app.register(restProxy, { restUrl });
  if (config.webDist) {
    await app.register(formLogin, { restUrl, webDist: config.webDist, ...(config.restInProcess ? { restInProcess: config.restInProcess } : {}) });
    await app.register(webApp, { webDist: config.webDist });
  }
  else app.setNotFoundHandler(notFound);
  return app;
}

/** Secrets that must never reach the log, wherever a line holds them (README "Security"). */
const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.otp', '*.token', '*.access', '*.refresh'];

/** How much of a refused body is read and thrown away so its client sees the answer (discardUnreadBodies). */
const DISCARD_BYTES = 16 * 1024 * 1024;
