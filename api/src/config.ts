// Configuration comes from the environment only (DESIGN.md "Running").
import { resolve } from 'node:path';
import type { BankQuestion } from './bank/types';

/** Where the first start's question bank comes from (default: the generated demo bank). */
export type BankSource = () => readonly BankQuestion[] | Promise<readonly BankQuestion[]>;

export type ApiConfig = {
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  jwtSecret: string;
  publicUrl: string;
  logger?: boolean;
  /** The api's only source of time (token and link expiry, today's date); tests move it. */
  now?: () => Date;
  /** The bank seeded into an empty database; tests pass a small fixture bank. */
  bank?: BankSource;
  /** SSLCommerz store credentials; without them the api serves its own simulator (DESIGN.md "Payment"). */
  sslcommerz?: SslcommerzStore;
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

/** Reads DATA_DIR, DATABASE_URL, SMTP_URL, JWT_SECRET, PUBLIC_URL and SSLCOMMERZ_* with development defaults. */
export function apiConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfig {
  const sslcommerz = sslcommerzStoreFromEnv(env);
  return {
    ...(sslcommerz ? { sslcommerz } : {}),
    dataDir: resolve(env.DATA_DIR || '.data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    // A fixed development secret keeps sessions across restarts; production sets JWT_SECRET.
    jwtSecret: env.JWT_SECRET || 'proshno-development-secret-change-me',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/$/, ''),
    logger: env.LOG !== '0',
  };
}
