// The order files start in: Vitest's own puts projects in alphabetical order, so the model suite
// (its exam file is the longest of all, mostly waiting on Chromium) started last and ran alone at
// the end. Long, waiting suites first, then the CPU-bound ones fill the other workers; within a
// project Vitest's order stands (the slowest or largest file first).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const firstToLast = ['model', 'gallery', 'api', 'gateway', 'engine'];

export default class LongestFirst extends BaseSequencer {
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
