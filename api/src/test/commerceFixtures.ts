// Helpers of the commerce tests: an api that really listens (SSLCommerz, here the simulator, calls
// back over HTTP), and a browser's walk through the simulator's hosted page and return form.
import { createServer as createHttpServer } from 'node:http';
import { freePort } from '@proshno/server-kit';
import { assertContract } from './contract';
import type { Store, TestApi } from './harness';
import { startTestApi } from './harness';
import type { Auth } from './examFixtures';
import type { ApiConfig } from '../config';

/** An api listening on 127.0.0.1 whose PUBLIC_URL is its own address. */
export async function listeningApi(store: Store, extra: Partial<ApiConfig> = {}): Promise<TestApi & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await startTestApi(store, { publicUrl: url, ...extra });
  await t.api.app.listen({ host: '127.0.0.1', port });
  return Object.assign(t, { url });
}

export type FormReply = { status: number; location: string | null; json: Record<string, unknown> };

/** A form POST as a browser or SSLCommerz sends it; redirects are not followed. */
export async function postForm(url: string, fields: Record<string, string>, contractPath?: string): Promise<FormReply> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const text = await response.text();
  const parsed: unknown = text === '' ? undefined : JSON.parse(text);
  if (contractPath !== undefined) assertContract('post', contractPath, response.status, parsed);
  const json = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return { status: response.status, location: response.headers.get('location'), json };
}

export type HostedPage = { html: string; csp: string };
export type ReturnForm = { action: string; fields: Record<string, string> };

export async function hostedPage(sslUrl: string): Promise<HostedPage> {
  const response = await fetch(sslUrl);
  if (response.status !== 200) throw new Error(`hosted page: ${response.status}`);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/**
 * Presses Pay, Fail or Cancel on the simulator's page (a form POST to its `simulate/`) and reads
 * the form that would carry the browser back to us, without submitting it.
 */
export async function decide(sslUrl: string, outcome: 'pay' | 'fail' | 'cancel'): Promise<ReturnForm> {
  const page = await hostedPage(sslUrl);
  const key = /name="SESSIONKEY" value="([^"]+)"/.exec(page.html)?.[1];
  if (key === undefined) throw new Error('no SESSIONKEY on the hosted page');
  const response = await fetch(new URL('simulate/', sslUrl), { method: 'POST', body: new URLSearchParams({ SESSIONKEY: key, outcome }) });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`simulate: ${response.status} ${html}`);
  const action = /<form id="return" method="post" action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no return form in ${html}`);
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1] ?? ''), unescape(m[2] ?? '')]));
  return { action: unescape(action), fields };
}

/** The customer's browser posting the return form; the answer is the 303 to /purchase/*. */
export async function returnToMerchant(form: ReturnForm): Promise<FormReply> {
  return postForm(form.action, form.fields, new URL(form.action).pathname);
}

export async function startPurchase(t: TestApi, auth: Auth, body: unknown, path = '/api/study-plan/v1/purchase/') {
  return t.call('POST', path, body, auth);
}

export type SubscriptionView = { id: number; package: { id: number; name: string }; from_date: string; to_date: string; details: Array<{ grade: { name: string }; subject: { name: string } }> };

export async function subscriptionsOf(t: TestApi, auth: Auth): Promise<SubscriptionView[]> {
  const res = await t.call('GET', '/api/study-plan/v1/subscribed-packages/', undefined, auth);
  if (res.status !== 200) throw new Error(`subscribed-packages: ${res.status}`);
  return res.body as SubscriptionView[];
}

export type Hit = { method: string; path: string; form: Record<string, string> };
export type RecordingServer = { url: string; hits: Hit[]; close(): Promise<void> };

/**
 * A local HTTP server that records every request it answers. With `forwardTo`, requests outside
 * `records` go on to that address, as the one URL passes /api through to the api.
 */
export async function recordingServer(options: { records?: (path: string) => boolean; forwardTo?: () => string } = {}): Promise<RecordingServer> {
  const hits: Hit[] = [];
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      if (options.forwardTo === undefined || (options.records?.(path) ?? false)) {
        hits.push({ method, path, form: Object.fromEntries(new URLSearchParams(body.toString())) });
        response.end('OK');
        return;
      }
      const type = request.headers['content-type'];
      fetch(`${options.forwardTo()}${path}`, {
        method,
        headers: type === undefined ? {} : { 'content-type': type },
        ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
        redirect: 'manual',
      })
        .then(async (answer) => {
          const kept = ['content-type', 'content-security-policy', 'location'].flatMap((name) => {
            const value = answer.headers.get(name);
            return value === null ? [] : [[name, value] as const];
          });
          response.writeHead(answer.status, Object.fromEntries(kept));
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => {
          response.statusCode = 502;
          response.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  return { url, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function unescape(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
