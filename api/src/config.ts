// Configuration comes from the environment only (DESIGN.md "Running").
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BankQuestion } from './bank/types';
import type { LogTarget } from './http/server';
import type { Lifecycle } from './ops/lifecycle';

/** Where the first start's question bank comes from (default: the generated demo bank). */
export type BankSource = () => readonly BankQuestion[] | Promise<readonly BankQuestion[]>;

export type ApiConfig = {
  dataDir: string;
  databaseUrl?: string;
  /** Rate-limit counts shared by every api replica (REDIS_URL); in memory when unset. */
  redisUrl?: string;
  smtpUrl?: string;
  jwtSecret: string;
  publicUrl: string;
  /** JSON request logs (pino): off, to standard output, or to a file. */
  logger?: LogTarget;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client (rate limits key on it): a
   * comma-separated list of addresses, CIDR ranges or `loopback`, `linklocal`, `uniquelocal`.
   * Default `loopback` (the gateway on the same machine).
   */
  trustProxy?: string;
  /** Set `draining` on shutdown: readiness then answers 503 while requests still finish. */
  lifecycle?: Lifecycle;
  /** The api's only source of time (token and link expiry, today's date); tests move it. */
  now?: () => Date;
  /** The bank seeded into an empty database; tests pass a small fixture bank. */
  bank?: BankSource;
  /** SSLCommerz store credentials; without them the api serves its own simulator (DESIGN.md "Payment"). */
  sslcommerz?: SslcommerzStore;
  /** Sees every SQL statement with its parameters; tests count queries per request and EXPLAIN them. */
  onQuery?: (sql: string, params: unknown[]) => void;
};

/** SSLCOMMERZ_STORE_ID / SSLCOMMERZ_STORE_PASSWORD; `live` (SSLCOMMERZ_LIVE) picks securepay over sandbox. */
export type SslcommerzStore = { storeId: string; storePassword: string; live: boolean };

/** The store from the environment, or undefined (the simulator) unless both credentials are set. */
export function sslcommerzStoreFromEnv(env: NodeJS.ProcessEnv): SslcommerzStore | undefined {
  const storeId = env.SSLCOMMERZ_STORE_ID;
  const storePassword = env.SSLCOMMERZ_STORE_PASSWORD;
  if (!storeId || !storePassword) return undefined;
  return { storeId, storePassword, live: env.SSLCOMMERZ_LIVE === 'true' || env.SSLCOMMERZ_LIVE === '1' };
}

/** Reads DATA_DIR, DATABASE_URL, REDIS_URL, SMTP_URL, JWT_SECRET, PUBLIC_URL, TRUST_PROXY and SSLCOMMERZ_* with development defaults. */
export function apiConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfig {
  const dataDir = resolve(env.DATA_DIR || '.data');
  const sslcommerz = sslcommerzStoreFromEnv(env);
  return {
    ...(sslcommerz ? { sslcommerz } : {}),
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    jwtSecret: env.JWT_SECRET || storedSecret(dataDir),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
    logger: env.LOG !== '0',
    ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY } : {}),
  };
}

/**
 * The token-signing secret kept in the data folder when JWT_SECRET is unset: made once at random,
 * so sessions survive restarts and no constant in the code ever signs a token (issue 8).
 */
export function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
