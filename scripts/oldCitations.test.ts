// No file of the repository outside docs/ cites the specification documents by number or the old
// design note: those are not in the repository, so every rule is cited by its docs/<page>.md#<id>
// (docs/README.md#citing). The fixture's old citations are built from parts, so this file passes
// its own check.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { citingFiles, describeOld, oldCitations, oldCitationsIn } from './oldCitations';

const root = fileURLToPath(new URL('..', import.meta.url));
const spec0 = `spec ${'000'}`;
const spec1 = `spec ${'001'}`;
const design = `${'DESIGN'}.md`;

describe('the repository', () => {
  const files = citingFiles(root);

  it('is read whole outside docs/: source, tests, scripts, contracts, CI and bench notes', () => {
    for (const file of ['engine/src/limits.ts', 'web/src/exam/ExamScreen.tsx', 'api/openapi.yaml', 'gateway/src/schema.graphql', 'tests/e2e/exam.test.ts', '.ci/run', 'bench/results/latest.md', 'README.md']) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.startsWith('docs/') || file.includes('node_modules/'))).toBe(false);
  });

  it('cites no specification section by number and no design note, only docs/ anchors', () => {
    expect(describeOld(oldCitations(root, files))).toBe('');
  });
});

describe('the check', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'old-citations-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string | Buffer) => {
    mkdirSync(dirname(join(fixture, file)), { recursive: true });
    writeFileSync(join(fixture, file), text);
  };
  execFileSync('git', ['init', '-q'], { cwd: fixture });
  write('engine/src/timer.ts', ['// Blinks at 300 seconds (docs/exam.md#timer).', `// The clock of ${spec0} §4 Timer.`, `/** ${spec1.toUpperCase()} §9: VAT. */`].join('\n'));
  write('api/openapi.yaml', `description: The contract (${design} "api"), see also ${design.toLowerCase()}.\n`);
  write('.ci/run', `# Spec${'001'} §2 and specs 0001 are different things\n`);
  write('docs/README.md', `The pages restate ${spec0}.\n`);
  write('node_modules/dep/README.md', `${design}\n`);
  write('web/public/logo.bin', Buffer.from([0, 0x73, 0x70, 0x65, 0x63, 0x20, 0x30, 0x30, 0x30]));

  it('lists tracked and new files outside docs/ and node_modules', () => {
    expect(citingFiles(fixture).sort()).toEqual(['.ci/run', 'api/openapi.yaml', 'engine/src/timer.ts', 'web/public/logo.bin']);
  });

  it('finds each old citation with its file and line, in any case, and skips binary files', () => {
    const found = oldCitations(fixture, citingFiles(fixture));
    expect(found).toEqual([
      { file: '.ci/run', line: 1, text: `Spec${'001'}` },
      { file: 'api/openapi.yaml', line: 1, text: design },
      { file: 'api/openapi.yaml', line: 1, text: design.toLowerCase() },
      { file: 'engine/src/timer.ts', line: 2, text: spec0 },
      { file: 'engine/src/timer.ts', line: 3, text: spec1.toUpperCase() },
    ]);
    expect(describeOld(found)).toContain(`engine/src/timer.ts:2: ${spec0}`);
  });

  it('passes once the citations point at docs/', () => {
    write('engine/src/timer.ts', '// Blinks at 300 seconds (docs/exam.md#timer).\n');
    expect(oldCitationsIn('engine/src/timer.ts', '// Blinks at 300 seconds (docs/exam.md#timer).\n')).toEqual([]);
    write('api/openapi.yaml', 'description: The contract (docs/decisions.md#build-the-api).\n');
    write('.ci/run', '# docs/architecture.md#tests\n');
    expect(oldCitations(fixture, citingFiles(fixture))).toEqual([]);
  });
});
