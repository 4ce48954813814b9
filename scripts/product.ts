// The one-URL product (DESIGN.md "Running"): api on an internal port, the gateway on PORT
// serving the SPA, /graphql, /media and the REST paths. Configured by environment only.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  createApi,
  demoLogins,
  drainMsFromEnv,
  newLifecycle,
  shutdownGracefully,
  sslcommerzStoreFromEnv,
  storedSecret,
  type SslcommerzStore,
} from '@proshno/api';
import { createGateway } from '@proshno/gateway';

const repo = fileURLToPath(new URL('..', import.meta.url));
const webDist = join(repo, 'web', 'dist');

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
  });
  const restAddress = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await createGateway({
    restUrl: restAddress,
    webDist,
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

export async function buildWebIfStale(): Promise<void> {
  const manifest = join(webDist, '.vite', 'manifest.json');
  const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const sources = ['web/src', 'web/index.html', 'engine/src', 'vite.config.ts', 'package-lock.json'];
  const newest = Math.max(...sources.map((s) => newestMtime(join(repo, s))));
  if (newest <= builtAt) return;
  console.log('Building the web app ...');
  const { build } = await import('vite');
  // Always the production build: a NODE_ENV inherited from a test runner ('test') would make Vite
  // bundle React's development build, and that dist would then be served by the next `npm start`.
  const inherited = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(repo, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
    precompress(webDist);
  } finally {
    if (inherited === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = inherited;
  }
}

/**
 * Writes NAME.br and NAME.gz beside every text file of the build, at the highest levels once here
 * instead of a cheaper level on every request; the gateway sends the one the browser accepts.
 */
function precompress(folder: string): void {
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = join(folder, name);
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(name) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}
