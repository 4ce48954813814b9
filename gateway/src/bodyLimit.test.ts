// Oversize bodies on the one URL (issue 15): the gateway refuses them with 413 `{ detail }` before
// proxying, declared or chunked; the api alone does the same; and a graceful stop right after
// such traffic is not held up by the half-read bodies.
import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodyTooLarge, REST_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from './bodyLimit';
import { shutdownGracefully, type Lifecycle } from '@proshno/server-kit';
import { startLiveStack, type LiveStack } from './liveStack';

const lifecycle: Lifecycle = { draining: false, inFlight: 0 };
let stack: LiveStack;
let closed = false;
let bearer: Record<string, string> = {};

beforeAll(async () => {
  stack = await startLiveStack({ lifecycle });
  const login = await fetch(`${stack.url}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'learner@example.com', password: 'Learner#2026' }),
  });
  bearer = { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
});
afterAll(async () => {
  if (!closed) await stack?.close();
});

type Answer = { status: number; body: unknown };

/** POSTs `body` with a Content-Length, or in chunks without one, and reads the answer. */
function post(url: string, body: Buffer, headers: Record<string, string>, framing: 'declared' | 'chunked'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: 'POST', headers: framing === 'declared' ? { ...headers, 'content-length': String(body.length) } : headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    if (framing === 'declared') {
      sent.end(body);
      return;
    }
    for (let at = 0; at < body.length; at += 64 * 1024) sent.write(body.subarray(at, at + 64 * 1024));
    sent.end();
  });
}

/** A JSON object of `size` bytes. */
function jsonOf(size: number): Buffer {
  const body = Buffer.alloc(size, 0x20);
  body.write('{"pad":"', 0);
  body.write('"}', size - 2);
  return body;
}

/** A multipart upload of one PNG-looking file of `size` bytes in field `image`. */
function imageUpload(size: number): { body: Buffer; headers: Record<string, string> } {
  const boundary = 'proshno-test-boundary';
  const png = Buffer.alloc(size, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const json = () => ({ ...bearer, 'content-type': 'application/json' });

it.each(['declared', 'chunked'] as const)('refuses a %s REST body over 1 MiB with 413 and a detail, through the one URL', async (framing) => {
  const tooLarge = { status: 413, body: { detail: bodyTooLarge(REST_BODY_LIMIT_BYTES) } };
  expect(await post(`${stack.url}/api/exam/v1/exam/`, jsonOf(5 * 1024 * 1024), json(), framing)).toEqual(tooLarge);
  expect(await post(`${stack.url}/auth/login/`, jsonOf(2 * 1024 * 1024), { 'content-type': 'application/json' }, framing)).toEqual(tooLarge);
});

it('refuses a declared oversize body before the api sees it', async () => {
  stack.restCalls.length = 0;
  const answer = await post(`${stack.url}/auth/login/`, jsonOf(REST_BODY_LIMIT_BYTES + 1), { 'content-type': 'application/json' }, 'declared');
  expect(answer.status).toBe(413);
  expect(stack.restCalls).toEqual([]);
});

it.each(['declared', 'chunked'] as const)('answers a %s body over 1 MiB sent to the api alone with 413 and a detail', async (framing) => {
  const answer = await post(`${stack.restUrl}/auth/login/`, jsonOf(2 * 1024 * 1024), { 'content-type': 'application/json' }, framing);
  expect(answer).toEqual({ status: 413, body: { detail: expect.stringMatching(/^Request body is too large/) } });
});

it('still takes a profile image through the one URL, and passes on the api\'s refusal of one over 2 MiB', async () => {
  const small = imageUpload(1000);
  expect((await post(`${stack.url}/auth/v1/user-image/`, small.body, small.headers, 'declared')).status).toBe(200);
  const large = imageUpload(2 * 1024 * 1024 + 1000);
  expect(large.body.length).toBeLessThan(UPLOAD_BODY_LIMIT_BYTES);
  for (const framing of ['declared', 'chunked'] as const) {
    expect(await post(`${stack.url}/auth/v1/user-image/`, large.body, large.headers, framing)).toEqual({
      status: 413,
      body: { detail: 'The image is larger than 2 MiB.' },
    });
  }
  const huge = imageUpload(5 * 1024 * 1024);
  expect(await post(`${stack.url}/auth/v1/user-image/`, huge.body, huge.headers, 'chunked')).toEqual({
    status: 413,
    body: { detail: bodyTooLarge(UPLOAD_BODY_LIMIT_BYTES) },
  });
});

/**
 * An image upload without a token, its body written in `parts` chunks (chunked framing) with a
 * pause before each, the way a slow phone sends one, over a raw TCP connection so nothing of
 * Node's HTTP client decides for us: the answer the client read, and any error its connection saw.
 */
function slowUploadWithoutToken(url: string, parts: number, framing: 'declared' | 'chunked'): Promise<{ status: number; body: unknown; error: string | null }> {
  const upload = imageUpload(parts * 120 * 1024);
  const { authorization: _none, ...headers } = upload.headers;
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let sent = false;
    let error: string | null = null;
    const answer = () => {
      const text = received.toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      if (split < 0 || length === undefined || received.length < Buffer.byteLength(text.slice(0, split + 4)) + Number(length)) return null;
      return { status: Number(text.slice(9, 12)), body: JSON.parse(text.slice(split + 4, split + 4 + Number(length))) as unknown };
    };
    const settle = () => {
      const read = answer();
      if (error === null && (read === null || !sent)) return;
      socket.destroy();
      resolve({ status: read?.status ?? 0, body: read?.body ?? null, error });
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      settle();
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
      settle();
    });
    socket.on('close', () => {
      error ??= answer() === null || !sent ? 'closed before the answer and the body were through' : null;
      settle();
    });
    const length = framing === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(upload.body.length) };
    const head = Object.entries({ ...headers, host: `${hostname}:${port}`, ...length }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${pathname} HTTP/1.1\r\n${head.join('')}\r\n`);
    const size = Math.ceil(upload.body.length / parts);
    const write = (part: number) => {
      if (error !== null || socket.destroyed) return;
      if (part === parts) {
        socket.write(framing === 'chunked' ? '0\r\n\r\n' : '', () => {
          sent = true;
          settle();
        });
        return;
      }
      const chunk = upload.body.subarray(part * size, (part + 1) * size);
      const framed = framing === 'chunked' ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
      socket.write(framed, () => setTimeout(() => write(part + 1), 15));
    };
    write(0);
  });
}

it.each(['declared', 'chunked'] as const)('answers a %s upload without a token, sent in parts through the one URL, with its whole 401 (20 times)', async (framing) => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await slowUploadWithoutToken(`${stack.url}/auth/v1/user-image/`, 8, framing);
    expect({ attempt, ...answer }).toEqual({ attempt, status: 401, body: { detail: expect.any(String) }, error: null });
  }
}, 60_000);

// Last: it stops the stack.
it('stops gracefully within its drain deadline right after oversize requests', async () => {
  for (const framing of ['declared', 'chunked'] as const) {
    await post(`${stack.url}/auth/login/`, jsonOf(2 * 1024 * 1024), { 'content-type': 'application/json' }, framing);
    await post(`${stack.url}/api/exam/v1/exam/`, jsonOf(5 * 1024 * 1024), json(), framing);
  }
  const started = Date.now();
  closed = true;
  await shutdownGracefully(lifecycle, 100, () => stack.close());
  // The drain deadline is 30 s; a connection left holding a half-read body held it for over a minute.
  expect(Date.now() - started).toBeLessThan(15_000);
}, 60_000);
