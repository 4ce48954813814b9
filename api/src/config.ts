// Configuration comes from the environment only (docs/decisions.md#configuration).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BankQuestion } from './bank/types';
import type { JobTimer } from './ops/job';
import type { LogTarget } from './http/server';
import type { Lifecycle } from '@proshno/server-kit';

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
  /**
   * false (MIGRATE_ON_START=0): start without migrating, refusing a database that lacks a migration
   * of this release; `npm run migrate -w api` runs them once before a rollout (docs/architecture.md#migrations).
   */
  migrateOnStart?: boolean;
  /**
   * DEMO_DATA=1 (and always under `npm start`): an empty database gets the demo accounts and their
   * exams; otherwise a start creates no account (docs/access.md#first-admin).
   */
  demoData?: boolean;
  /**
   * With demo data: also the demo's contests, sat by demo sitters (api/src/contest/demoContests.ts).
   * Only `npm start` asks for them; the api tests' small bank would be held by their papers.
   */
  demoContests?: boolean;
  /** SSLCommerz store credentials; without them the api serves its own simulator (docs/decisions.md#payment). */
  sslcommerz?: SslcommerzStore;
  /** Who sells: named on every invoice and receipt (SELLER_*); demo values when unset. */
  seller?: Seller;
  /**
   * When the contest results job looks for contests to compute (docs/contest.md#results): every
   * 5 s unless set; tests pass a timer they tick by hand, or false for no job at all.
   */
  resultsTimer?: JobTimer | false;
  /**
   * When the exam finish job looks for exams past their end plus the grace (docs/exam.md#finish-job):
   * every 5 s unless set; tests pass a timer they tick by hand, or false for no job at all.
   */
  finishTimer?: JobTimer | false;
  /** How the mail outbox retries: first delay, doubling up to the longest, polled every `pollMs`. */
  mailRetry?: MailRetry;
  /** Sees every SQL statement with its parameters; tests count queries per request and EXPLAIN them. */
  onQuery?: (sql: string, params: unknown[]) => void;
  /**
   * Tests only: every JSON answer is checked against openapi.yaml and each breach reported here.
   * Production skips the check, which parsed and validated every answer a second time;
   * API_CHECK_RESPONSES=1 turns it on for a product run (breaches go to standard error).
   */
  responseCheck?: (problem: string) => void;
};

/** The seller's identity an accountant needs on an invoice. */
export type Seller = { legalName: string; address: string; tradeLicence: string; bin: string; supportPhone: string };

/** Demo values, printed until SELLER_* name the real company. */
export const DEMO_SELLER: Seller = {
  legalName: 'Proshno Education Ltd.',
  address: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
  tradeLicence: 'TRAD/DNCC/012345/2026',
  bin: '000123456-0101',
  supportPhone: '+880 9612-345678',
};

/** SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_TRADE_LICENCE, SELLER_BIN, SELLER_SUPPORT_PHONE; each unset one keeps its demo value. */
export function sellerFromEnv(env: NodeJS.ProcessEnv): Seller {
  return {
    legalName: env.SELLER_LEGAL_NAME || DEMO_SELLER.legalName,
    address: env.SELLER_ADDRESS || DEMO_SELLER.address,
    tradeLicence: env.SELLER_TRADE_LICENCE || DEMO_SELLER.tradeLicence,
    bin: env.SELLER_BIN || DEMO_SELLER.bin,
    supportPhone: env.SELLER_SUPPORT_PHONE || DEMO_SELLER.supportPhone,
  };
}

export type MailRetry = { firstDelayMs: number; maxDelayMs: number; pollMs: number };

/**
 * A failed send is tried again after 30 s, then 1, 2, 4… minutes, at most an hour apart; mail
 * another api process left behind is looked for every 5 minutes.
 */
export const DEFAULT_MAIL_RETRY: MailRetry = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, pollMs: 300_000 };

/** SSLCOMMERZ_STORE_ID / SSLCOMMERZ_STORE_PASSWORD; `live` (SSLCOMMERZ_LIVE) picks securepay over sandbox. */
export type SslcommerzStore = { storeId: string; storePassword: string; live: boolean };

/** The store from the environment, or undefined (the simulator) unless both credentials are set. */
export function sslcommerzStoreFromEnv(env: NodeJS.ProcessEnv): SslcommerzStore | undefined {
  const storeId = env.SSLCOMMERZ_STORE_ID;
  const storePassword = env.SSLCOMMERZ_STORE_PASSWORD;
  if (!storeId || !storePassword) return undefined;
  return { storeId, storePassword, live: env.SSLCOMMERZ_LIVE === 'true' || env.SSLCOMMERZ_LIVE === '1' };
}

/** The database a command acts on: DATABASE_URL's, else the embedded one in DATA_DIR. */
export function storeFromEnv(env: NodeJS.ProcessEnv): { dataDir: string; databaseUrl?: string } {
  return { dataDir: resolve(env.DATA_DIR || '.data'), ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}) };
}

/** Reads DATA_DIR, DATABASE_URL, MIGRATE_ON_START, DEMO_DATA, REDIS_URL, SMTP_URL, JWT_SECRET, PUBLIC_URL, TRUST_PROXY, API_CHECK_RESPONSES, SSLCOMMERZ_* and SELLER_* with development defaults. */
export function apiConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfig {
  const store = storeFromEnv(env);
  const dataDir = store.dataDir;
  const sslcommerz = sslcommerzStoreFromEnv(env);
  return {
    ...(sslcommerz ? { sslcommerz } : {}),
    seller: sellerFromEnv(env),
    ...store,
    ...(env.MIGRATE_ON_START === '0' ? { migrateOnStart: false } : {}),
    ...(env.DEMO_DATA === '1' ? { demoData: true } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    jwtSecret: env.JWT_SECRET || storedSecret(dataDir),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
    logger: env.LOG !== '0',
    ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY } : {}),
    ...(env.API_CHECK_RESPONSES === '1' ? { responseCheck: (problem: string) => console.error(problem) } : {}),
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
