// The order files start in: Vitest's own puts projects in alphabetical order, so the model suite
// (its exam file is the longest of all, mostly waiting on Chromium) started last and ran alone at
// the end. Long, waiting suites first, then the CPU-bound ones fill the other workers; within a
// project Vitest's order stands (the slowest or largest file first).
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { fileURLToPath } from 'node:url';
import { shardByWeight } from './shards.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));

const firstToLast = ['model', 'gallery', 'api', 'gateway', 'engine'];

export default class LongestFirst extends BaseSequencer {
  /** `--shard=i/n` splits by each file's weight in time (./shards.ts), not by count as Vitest's own does. */
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    return shardByWeight(files, (spec) => spec.moduleId, repo, index, count);
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = firstToLast.indexOf(spec.project.name);
      return index === -1 ? firstToLast.length : index;
    };
    // Array.prototype.sort is stable, so the base order holds within a project.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
