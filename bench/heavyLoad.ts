// The fairness bench's heavy learner (bench/fairness.ts), in a process of its own: waves of 40
// reads at once until told to stop, answers dropped unread. Apart from the process that times the
// other learner, so what that one measures is the server's wait, not this load's own work.
import { client } from './load';

export type HeavyLoadInput = { url: string; token: string; paths: string[] };
export type HeavyCounts = { ok: number; refused: number; other: number; waves: number };

const { url, token, paths } = JSON.parse(process.argv[2] ?? '{}') as HeavyLoadInput;
const heavy = client(url, 40, { discardBodies: true });
const counts: HeavyCounts = { ok: 0, refused: 0, other: 0, waves: 0 };
let loading = true;
process.on('message', () => {
  loading = false;
});
process.send?.('started');
while (loading) {
  const wave = await Promise.all(Array.from({ length: 40 }, (_, i) => heavy.get(paths[i % paths.length] ?? '/', token)));
  counts.waves += 1;
  for (const r of wave) {
    if (r.status === 200) counts.ok += 1;
    else if (r.status === 429) counts.refused += 1;
    else counts.other += 1;
  }
}
heavy.close();
process.send?.(counts, () => process.disconnect());
