// Where a process's CPU went: the V8 CPU profiles `BENCH_CPU_PROF=1 npm run bench` writes
// (bench/results/logs/profiles/<api|gateway>/*.cpuprofile) summed by self time into the package or
// source folder that ran, so a missed CPU target names what it pays for.
//
//   npx tsx bench/profile.ts bench/results/logs/profiles/gateway [top]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** The bucket a frame's self time counts to: a package, a folder of ours, Node's internals, or V8's own. */
export function bucketOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : `(native) ${fn}`;
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? path);
  }
  if (path.startsWith('node:')) return `node:${path.slice(5).split('/').slice(0, 2).join('/')}`;
  const ours = /\/(api|gateway|engine|server-kit)\/src\/(.+)$/.exec(path);
  if (ours) {
    const parts = (ours[2] ?? '').split('/');
    return `${ours[1]}/src/${parts[0] ?? ''}`;
  }
  return path;
}

/** Self time in ms by bucket over every profile in `dir`, busiest first, idle left out. */
export function summarise(dir: string): { total: number; buckets: [string, number][] } {
  const totals = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const p = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    p.samples.forEach((id, i) => {
      const node = byId.get(id);
      if (!node) return;
      const ms = (p.timeDeltas[i] ?? 0) / 1000;
      const bucket = bucketOf(node.callFrame.url, node.callFrame.functionName);
      if (bucket === '(idle)') return;
      total += ms;
      totals.set(bucket, (totals.get(bucket) ?? 0) + ms);
    });
  }
  return { total, buckets: [...totals].sort((a, b) => b[1] - a[1]) };
}

/** "31% graphql, 12% (garbage collector), …": the top `n` buckets as shares of the busy time. */
export function shares(dir: string, n = 8): string {
  const { total, buckets } = summarise(dir);
  return buckets
    .slice(0, n)
    .map(([name, ms]) => `${((100 * ms) / Math.max(total, 1e-9)).toFixed(0)}% ${name}`)
    .join(', ');
}

if (process.argv[1]?.endsWith('profile.ts')) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx bench/profile.ts <profiles dir> [top]');
  const { total, buckets } = summarise(dir);
  console.log(`${dir}: ${(total / 1000).toFixed(1)} s busy`);
  for (const [name, ms] of buckets.slice(0, Number(process.argv[3] ?? 25))) console.log(`${((100 * ms) / total).toFixed(1).padStart(5)}%  ${(ms / 1000).toFixed(2).padStart(7)} s  ${name}`);
}
