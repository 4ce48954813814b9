// Every `docs/<page>.md#<id>` the repository writes (in source, tests, scripts, contracts and the
// docs pages' own links) must lead to a page and an id that exist, so a comment's pointer to its
// requirement never goes stale (docs/README.md#citing).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenReferences, describeBroken, duplicateAnchors, headingSlug, missingPaths, referencesIn, repositoryFiles } from './docRefs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** This file, whose broken references are the fixture's on purpose. */
const self = 'scripts/docRefs.test.ts';

describe('the repository', () => {
  const files = repositoryFiles(root).filter((file) => file !== self);

  it('is read whole: source, tests, scripts, the contract and every docs page', () => {
    for (const file of ['docs/README.md', 'docs/exam.md', 'engine/src/limits.ts', 'web/src/exam/ExamScreen.tsx', 'api/openapi.yaml', 'tests/e2e/exam.test.ts', 'scripts/test.ts', 'scripts/docRefs.ts', 'README.md']) {
      expect(files).toContain(file);
    }
    expect(files.some((file) => file.includes('node_modules/'))).toBe(false);
  });

  it('cites only docs pages and ids that exist', () => {
    const { refs, broken } = brokenReferences(root, files);
    expect(refs.length).toBeGreaterThan(0);
    expect(describeBroken(broken)).toBe('');
  });

  it('defines each id once per page', () => {
    expect(duplicateAnchors(root, files)).toEqual([]);
  });

  it('names only files and folders that exist on its docs pages', () => {
    expect(missingPaths(root, files)).toEqual([]);
  });
});

describe('the check', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'doc-refs-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(fixture, file)), { recursive: true });
    writeFileSync(join(fixture, file), text);
  };
  write(
    'docs/exam.md',
    ['# Exam', '', '<a id="timer"></a>', '## The clock counts down', '', '```md', '<a id="in-code"></a>', '```', '## Time-up view'].join('\n'),
  );
  write(
    'docs/README.md',
    ['# Index', '', '- [timer](exam.md#timer) and [time-up](exam.md#time-up-view) and [the page](exam.md)', '- [gone](exam.md#gone)', '- [here](#index) and [nowhere](#nowhere)'].join('\n'),
  );
  write(
    'engine/src/timer.ts',
    [
      '// Blinks at 300 seconds (docs/exam.md#timer).',
      '// See docs/exam.md, and the heading slug docs/exam.md#the-clock-counts-down.',
      '// A renamed id: docs/exam.md#clock',
      "const page = 'docs/missing.md#timer';",
      '// Inside a fence the id does not count: docs/exam.md#in-code',
      '// Not ours: web/docs/other.md#x',
    ].join('\n'),
  );
  const files = ['docs/exam.md', 'docs/README.md', 'engine/src/timer.ts'];

  it('finds each deliberately broken reference, with its file and line, and nothing else', () => {
    const { refs, broken } = brokenReferences(fixture, files);
    expect(refs).toHaveLength(12);
    expect(broken.map(({ file, line, text, reason }) => ({ file, line, text, reason }))).toEqual([
      { file: 'docs/README.md', line: 4, text: '](exam.md#gone)', reason: 'no id "gone" in docs/exam.md' },
      { file: 'docs/README.md', line: 5, text: '](#nowhere)', reason: 'no id "nowhere" in docs/README.md' },
      { file: 'engine/src/timer.ts', line: 3, text: 'docs/exam.md#clock', reason: 'no id "clock" in docs/exam.md' },
      { file: 'engine/src/timer.ts', line: 4, text: 'docs/missing.md#timer', reason: 'no page docs/missing.md' },
      { file: 'engine/src/timer.ts', line: 5, text: 'docs/exam.md#in-code', reason: 'no id "in-code" in docs/exam.md' },
    ]);
    expect(describeBroken(broken)).toContain('engine/src/timer.ts:3: docs/exam.md#clock (no id "clock" in docs/exam.md)');
  });

  it('lists a tree outside a git checkout too, without its build output', () => {
    write('node_modules/dep/README.md', 'docs/nowhere.md#x\n');
    write('web/dist/assets/index.js', 'docs/nowhere.md#x\n');
    expect(repositoryFiles(fixture).sort()).toEqual(['docs/README.md', 'docs/exam.md', 'engine/src/timer.ts']);
  });

  it('passes once the broken references are mended', () => {
    write('engine/src/timer.ts', '// Blinks at 300 seconds (docs/exam.md#timer).\n');
    write('docs/README.md', '# Index\n\n[timer](exam.md#timer) [here](#index)\n');
    expect(brokenReferences(fixture, files).broken).toEqual([]);
  });

  it('reports a path named on a docs page that does not exist', () => {
    // A build's output (`api/dist/main.js`) is named without being committed.
    write('docs/architecture.md', 'The click: `engine/src/timer.ts`, then `web/src/Gone.tsx`; styles in `web/src/**/*.css.ts`; run `api/dist/main.js`.\n');
    expect(missingPaths(fixture, [...files, 'docs/architecture.md'])).toEqual(['docs/architecture.md:1: web/src/Gone.tsx']);
  });

  it('reports an id defined twice on one page', () => {
    write('docs/exam.md', '<a id="timer"></a>\n## A\n<a id="timer"></a>\n## B\n');
    expect(duplicateAnchors(fixture, files)).toEqual(['docs/exam.md#timer']);
  });
});

describe('ids', () => {
  it('are the explicit anchors and GitHub-style heading slugs', () => {
    const { ids } = anchorsOf('<a id="exam-timer"></a>\n## Submit, time-up & result\n## Submit, time-up & result\n');
    expect([...ids]).toEqual(['exam-timer', 'submit-time-up--result', 'submit-time-up--result-1']);
    expect(headingSlug('Offers (`/offers`) and packages')).toBe('offers-offers-and-packages');
  });

  it('are not defined by an example written in inline code', () => {
    const { ids } = anchorsOf('Write `<a id="exam-timer"></a>` before the heading.\n<a id="real"></a>\n');
    expect([...ids]).toEqual(['real']);
  });

  it('are read only from docs/<page>.md, not from a longer path or a placeholder', () => {
    const text = 'web/docs/a.md#b `docs/<page>.md#<id>` (docs/exam.md#timer)';
    expect(referencesIn('src/a.ts', text).map((ref) => ref.text)).toEqual(['docs/exam.md#timer']);
  });
});
