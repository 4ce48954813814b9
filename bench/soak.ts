// The soak of issue 8 ("Load"): mixed traffic for N minutes against the PostgreSQL product, with
// the api's and the gateway's RSS sampled for a slope, and open connections (pg_stat_activity
// and each process's TCP sockets) sampled too: growth is the most seen in the last quarter of the
// run against the most seen early in steady load (a pool fills once; a leak keeps climbing).
// Errors must be 0.
import { createAndStart, failed, SAVE, SUBMIT, type Row } from './exams';
import { SHEET } from './gatewayOverhead';
import { client, graphql, pollUntil, type GraphqlReply } from './load';
import { accessTokens, type BenchDatabase, type Learner, type Stack } from './stack';

export type SoakResult = {
  minutes: number;
  requests: number;
  errors: number;
  firstError: string | null;
  rssSlopeMbPerHour: { api: number; gateway: number };
  rss: { api: [number, number]; gateway: [number, number] };
  connections: { pgStart: number; pgEnd: number; apiSocketsStart: number; apiSocketsEnd: number; gatewaySocketsStart: number; gatewaySocketsEnd: number };
  /** The most open connections seen early in steady load and in the last quarter of the run. */
  steadyConnections: Record<'pg' | 'apiSockets' | 'gatewaySockets', { early: number; late: number }>;
};

const MY_EXAMS = '{ myExams { id status } }';

/** Least-squares slope of y over x. */
export function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

export async function soak(stack: Stack, db: BenchDatabase, learners: Learner[], rows: Row[], minutes: number, log: (s: string) => void): Promise<SoakResult> {
  const c = client(stack.url, 200);
  const pgConnections = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()'))[0]?.n ?? 0);
  let tokens = await accessTokens(learners);
  let requests = 0;
  let errors = 0;
  let firstError: string | null = null;
  const check = (r: GraphqlReply, ok = !failed(r)) => {
    requests += 1;
    if (!ok) {
      errors += 1;
      firstError ??= `${r.status} ${JSON.stringify(r.errors).slice(0, 300)}`;
    }
    return ok;
  };
  const startedAt = performance.now();
  const until = startedAt + minutes * 60_000;
  const samples: { x: number; api: number; gateway: number; pg: number; apiSockets: number; gatewaySockets: number }[] = [];
  const sample = async () => {
    const pg = await pgConnections().catch(() => -1);
    samples.push({ x: (performance.now() - startedAt) / 3_600_000, api: stack.api.rssMb(), gateway: stack.gateway.rssMb(), pg, apiSockets: stack.api.openSockets(), gatewaySockets: stack.gateway.openSockets() });
  };
  const connections = {
    pgStart: await pgConnections(),
    apiSocketsStart: stack.api.openSockets(),
    gatewaySocketsStart: stack.gateway.openSockets(),
    pgEnd: 0,
    apiSocketsEnd: 0,
    gatewaySocketsEnd: 0,
  };
  await sample();
  const sampler = setInterval(() => void sample(), 10_000);
  // Access tokens live 15 minutes: sign new ones every 5.
  const refresher = setInterval(() => void accessTokens(learners).then((t) => (tokens = t)), 5 * 60_000);
  const progress = setInterval(() => log(`  soak: ${Math.round((performance.now() - startedAt) / 60_000)} of ${minutes} min, ${requests} requests, ${errors} errors`), 60_000);
  try {
    // Each virtual learner: start an exam, read it, answer every question with a pause, look at
    // the exam list, submit; then again.
    await Promise.all(
      learners.map(async (_, w) => {
        while (performance.now() < until) {
          const token = tokens[w] ?? '';
          const s = await createAndStart(c, token, rows);
          if (!check(s.create) || !s.start || !check(s.start)) continue;
          const sheet = await graphql(c, SHEET, { id: s.exam }, token);
          if (!check(sheet)) continue;
          const entries = ((sheet.data?.examSheet as { questions?: { question: { id: number; options: { id: number }[] } }[] } | undefined)?.questions ?? []);
          for (const e of entries) {
            if (performance.now() >= until) break;
            await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
            check(await graphql(c, SAVE, { exam: s.exam, question: e.question.id, option: e.question.options[0]?.id ?? null }, token));
          }
          check(await graphql(c, MY_EXAMS, {}, token));
          const answers = entries.map((e) => ({ question: e.question.id, option: e.question.options[0]?.id ?? null }));
          check(await graphql(c, SUBMIT, { exam: s.exam, answers }, token));
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    clearInterval(refresher);
    clearInterval(progress);
  }
  const loaded = [...samples];
  await sample();
  c.close();
  // Let keep-alive sockets the load generator held close on the server side too: wait until both
  // processes are back to their starting count, or 10 s have passed (then the report shows growth).
  const settled = () =>
    stack.api.openSockets() <= connections.apiSocketsStart && stack.gateway.openSockets() <= connections.gatewaySocketsStart;
  await pollUntil(settled, 10_000, 100);
  connections.pgEnd = await pgConnections();
  connections.apiSocketsEnd = stack.api.openSockets();
  connections.gatewaySocketsEnd = stack.gateway.openSockets();
  // The first two minutes are warm-up (JIT, pools filling); the slope is over the rest.
  const steady = samples.filter((s) => s.x * 60 >= Math.min(2, minutes / 4));
  const first = samples[0];
  const last = samples[samples.length - 1];
  // Under load: early = minutes 2 to 4 of steady traffic (or the second quarter of a short run),
  // late = the last quarter.
  const hours = minutes / 60;
  const warm = Math.min(2 / 60, hours / 4);
  const early = loaded.filter((s) => s.x >= warm && s.x <= warm + Math.max(2 / 60, hours / 4));
  const late = loaded.filter((s) => s.x >= hours * 0.75);
  const most = (list: typeof loaded, key: 'pg' | 'apiSockets' | 'gatewaySockets') => Math.max(0, ...list.map((s) => s[key]));
  const steadyConnections = {
    pg: { early: most(early, 'pg'), late: most(late, 'pg') },
    apiSockets: { early: most(early, 'apiSockets'), late: most(late, 'apiSockets') },
    gatewaySockets: { early: most(early, 'gatewaySockets'), late: most(late, 'gatewaySockets') },
  };
  return {
    minutes,
    requests,
    errors,
    firstError,
    rssSlopeMbPerHour: { api: slope(steady.map((s) => ({ x: s.x, y: s.api }))), gateway: slope(steady.map((s) => ({ x: s.x, y: s.gateway }))) },
    rss: { api: [first?.api ?? 0, last?.api ?? 0], gateway: [first?.gateway ?? 0, last?.gateway ?? 0] },
    connections,
    steadyConnections,
  };
}
