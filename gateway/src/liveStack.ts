// For the gateway's tests: the real api on a free port with a fresh PGlite data folder, and
// the gateway in front of it, both on 127.0.0.1. Nothing of ours is faked.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@proshno/api';
import type { FastifyInstance } from 'fastify';
import { createGateway } from './index';

export type LiveStack = {
  /** The gateway's base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The api's own base URL, for comparing what the proxy passes through. */
  restUrl: string;
  dataDir: string;
  gateway: FastifyInstance;
  graphql<Data>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLAnswer<Data>>;
  close(): Promise<void>;
};

export type GraphQLAnswer<Data> = {
  data?: Data | null;
  errors?: Array<{ message: string; extensions?: { code?: string; status?: number; body?: unknown } }>;
};

export async function startLiveStack(options: { webDist?: string } = {}): Promise<LiveStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'proshno-gateway-'));
  const api = await createApi({
    dataDir,
    jwtSecret: 'gateway-tests-secret-that-is-long-enough-for-hs256',
    publicUrl: 'http://localhost:3000',
    logger: false,
  });
  const restUrl = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const gateway = await createGateway({ restUrl, webDist: options.webDist, logger: false });
  const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    restUrl,
    dataDir,
    gateway,
    async graphql<Data>(query: string, variables: Record<string, unknown> = {}, token?: string) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLAnswer<Data>;
    },
    async close() {
      await gateway.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest mail in the api's outbox addressed to `to`, quoted-printable decoded; waits for it. */
export async function latestMailTo(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(dataDir, to).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the `${publicUrl}/verify?token=…` link in a verification mail. */
export function verificationToken(mail: string): string {
  const match = /\/verify\?token=([A-Za-z0-9_\-.%~]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`no verification link in:\n${mail}`);
  return decodeURIComponent(match[1]);
}

function mailsTo(dataDir: string, to: string): string[] {
  const outbox = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
    .filter((mail) => mail.split(/\r?\n/).some((line) => /^To:/i.test(line) && line.includes(to)));
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
