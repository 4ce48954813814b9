// The one-URL product (docs/architecture.md#one-url): api on an internal port, the gateway on PORT
// serving the SPA, /graphql, /media and the REST paths. Configured by environment only.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  createApi,
  demoLogins,
  sslcommerzStoreFromEnv,
  storedSecret,
  type SslcommerzStore,
} from '@proshno/api';
import { createGateway } from '@proshno/gateway';
import { drainMsFromEnv, newLifecycle, shutdownGracefully } from '@proshno/server-kit';
import { buildWebIfStale, webDist } from './webBuild';

export type ProductOptions = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** REDIS_URL: rate-limit counts shared with other replicas. */
  redisUrl?: string;
  smtpUrl?: string;
  jwtSecret?: string;
  publicUrl?: string;
  /** SSLCOMMERZ_STORE_ID / _PASSWORD / _LIVE; without them payments go to the api's simulator. */
  sslcommerz?: SslcommerzStore;
  /** GRAPHQL_PERSISTED_ONLY (default 1): only the web's persisted operations run on /graphql. */
  persistedOperationsOnly: boolean;
  /** TRUST_PROXY: the load balancers in front of the gateway (the api behind it trusts only loopback). */
  trustProxy?: string;
  /**
   * The built web app it serves (web/dist unless told); never from the environment: a test that
   * deploys a new service worker serves a copy of its own, for every other product of the run
   * serves web/dist (tests/e2e/pwa.test.ts).
   */
  webDist?: string;
  /** The api's clock; never from the environment: a test started in-process moves it (a contest's end, tests/e2e/contestJourney.test.ts). */
  now?: () => Date;
};

export type Product = { url: string; close(): Promise<void> };

export function productOptionsFromEnv(env: NodeJS.ProcessEnv): ProductOptions {
  return {
    port: env.PORT === undefined ? 3000 : Number(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    sslcommerz: sslcommerzStoreFromEnv(env),
    persistedOperationsOnly: env.GRAPHQL_PERSISTED_ONLY !== '0',
    trustProxy: env.TRUST_PROXY || undefined,
  };
}

export async function startProduct(options: ProductOptions): Promise<Product> {
  mkdirSync(options.dataDir, { recursive: true });
  await buildWebIfStale();
  const jwtSecret = options.jwtSecret ?? storedSecret(options.dataDir);

  // The public URL is only known once the port is bound, so bind the gateway first.
  // JSON request logs with one request id across both processes; files, so the terminal keeps
  // just the URL, the demo logins and the mailed links.
  const logs = join(options.dataDir, 'logs');
  const lifecycle = newLifecycle();
  mkdirSync(logs, { recursive: true });
  const api = await createApi({
    logger: { file: join(logs, 'api.log') },
    lifecycle,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    smtpUrl: options.smtpUrl,
    jwtSecret,
    publicUrl: options.publicUrl ?? `http://localhost:${options.port}`,
    ...(options.sslcommerz ? { sslcommerz: options.sslcommerz } : {}),
    ...(options.now ? { now: options.now } : {}),
    // `npm start` is the one-machine demo: its accounts are printed (docs/access.md#first-admin).
    demoData: true,
    // docs/decisions.md#demo-data: a finished, a starting-soon and an upcoming contest.
    demoContests: true,
  });
  const restAddress = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await createGateway({
    restUrl: restAddress,
    // Both in this process: GraphQL's REST calls go to the api without a socket (the same
    // requests, routes and checks, answered by Fastify's inject); deployed apart, over HTTP.
    restInProcess: async ({ method, path, headers, body }) => {
      const answer = await api.app.inject({ method, url: path, headers, ...(body === null ? {} : { payload: body }) });
      return { status: answer.statusCode, headers: answer.headers, text: answer.body };
    },
    webDist: options.webDist ?? webDist,
    logger: { file: join(logs, 'gateway.log') },
    lifecycle,
    persistedOperationsOnly: options.persistedOperationsOnly,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
  });
  await gateway.listen({ host: options.host, port: options.port });
  const address = gateway.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const url = options.publicUrl ?? `http://localhost:${port}`;

  return {
    url,
    /** Drains (readiness 503, requests already sent still served), then closes gateway and api. */
    async close() {
      await shutdownGracefully(lifecycle, drainMsFromEnv(process.env, 1000), async () => {
        await gateway.close();
        await api.close();
      });
    },
  };
}

export function loginsText(): string {
  return demoLogins.map((l) => `  ${l.email.padEnd(22)} ${l.password.padEnd(14)} ${l.note}`).join('\n');
}
