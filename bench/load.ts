// Load generation: keep-alive HTTP with a latency per request, closed loops (N workers sending
// back to back) and open arrivals (a start time per virtual user), and latency summaries.
import http from 'node:http';

export type Sample = { ms: number; ok: boolean; status: number };

export type Summary = {
  count: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}

export function summarize(samples: Sample[], seconds: number): Summary {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    seconds,
    perSecond: samples.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

export type Client = {
  post(path: string, body: unknown, token?: string): Promise<{ status: number; json: unknown; ms: number }>;
  get(path: string, token?: string): Promise<{ status: number; json: unknown; ms: number }>;
  close(): void;
};

/** `discardBodies`: answers are read off the wire and dropped, unparsed (`json` is null), as a load that only sends. */
export function client(baseUrl: string, sockets: number, { discardBodies = false } = {}): Client {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
  const send = (method: string, path: string, body: string | undefined, token?: string) =>
    new Promise<{ status: number; json: unknown; ms: number }>((resolve) => {
      const started = performance.now();
      const headers: Record<string, string> = {};
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(body));
      }
      if (token) headers.authorization = `Bearer ${token}`;
      const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent }, (res) => {
        if (discardBodies) {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: null, ms: performance.now() - started }));
          res.on('error', () => resolve({ status: 0, json: null, ms: performance.now() - started }));
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json: unknown = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {
            json = text;
          }
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
        });
        res.on('error', () => resolve({ status: 0, json: null, ms: performance.now() - started }));
      });
      req.on('error', (e) => resolve({ status: 0, json: String(e), ms: performance.now() - started }));
      req.end(body);
    });
  return {
    post: (path, body, token) => send('POST', path, JSON.stringify(body), token),
    get: (path, token) => send('GET', path, undefined, token),
    close: () => agent.destroy(),
  };
}

export type GraphqlReply = { status: number; data: Record<string, unknown> | null; errors: unknown[]; ms: number };

export async function graphql(c: Client, query: string, variables: Record<string, unknown>, token?: string): Promise<GraphqlReply> {
  const r = await c.post('/graphql', { query, variables }, token);
  const body = (typeof r.json === 'object' && r.json !== null ? r.json : {}) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  return { status: r.status, data: body.data ?? null, errors: body.errors ?? (r.status === 200 ? [] : [r.json]), ms: r.ms };
}

/** Runs `workers` loops, each calling `step(worker, i)` back to back until `seconds` have passed. */
export async function closedLoop(workers: number, seconds: number, step: (worker: number, i: number) => Promise<Sample>): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; performance.now() < until; i++) samples.push(await step(w, i));
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/** Runs `items` with at most `concurrency` at a time. */
export async function pooled<T, R>(items: T[], concurrency: number, run: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i] as T, i);
      }
    }),
  );
  return results;
}

/** Starts `run(i)` for every i at evenly spaced times across `seconds` (open arrivals). */
export async function arrivals<R>(n: number, seconds: number, run: (i: number) => Promise<R>): Promise<{ results: R[]; seconds: number }> {
  const started = performance.now();
  const gap = (seconds * 1000) / n;
  const results = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const wait = started + i * gap - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return run(i);
    }),
  );
  return { results, seconds: (performance.now() - started) / 1000 };
}

export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Asks `holds` again every `everyMs` until it is true (resolves true) or `timeoutMs` has passed
 * (resolves false): for states nothing announces, such as a server's readiness or its socket count.
 */
export async function pollUntil(holds: () => boolean | Promise<boolean>, timeoutMs: number, everyMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await holds()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
