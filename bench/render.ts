// Re-renders bench/results/latest.md from latest.json (after a change to the table's layout).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdown, type Report } from './report';
import { repo } from './stack';

const dir = process.argv[2] ?? join(repo, 'bench', 'results');
const report = JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8')) as Report;
writeFileSync(join(dir, 'latest.md'), markdown(report));
