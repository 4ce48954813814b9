// Finds every reference to a requirement page (`docs/<page>.md#<id>`, and relative links between the
// pages themselves) in the files it is given, and reports those whose page or id does not exist.
// The rules for ids are in docs/README.md#citing; scripts/docRefs.test.ts runs this
// over the repository in `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** One reference: where it is written and what it points at (page relative to the root). */
export type DocRef = { file: string; line: number; text: string; page: string; anchor: string | null };
export type BrokenRef = DocRef & { reason: string };

/** `docs/<page>.md` with an optional `#id`, not part of a longer path such as `web/docs/…`. */
const ROOTED = /(?<![\w/.-])(docs\/[\w-]+(?:\/[\w-]+)*\.md)(?:#([\w-]+))?/g;
/** A Markdown link inside docs/: `](page.md#id)`, `](page.md)` or `](#id)`. */
const RELATIVE = /\]\((?!\w+:)((?:\.\.?\/)?[\w-]+(?:\/[\w-]+)*\.md)?(?:#([\w-]+))?\)/g;
/** An explicit anchor: `<a id="exam-timer"></a>` (any element with an id). */
const EXPLICIT_ID = /<[a-z]+\s[^>]*?\bid=["']([^"']+)["']/g;

/** The files of the repository that may cite a page: source, tests, scripts, docs, contracts. */
export function repositoryFiles(root: string): string[] {
  return listedFiles(root)
    .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs|md|ya?ml|graphql|sql|json|html)$/.test(file))
    .filter((file) => !file.split('/').includes('node_modules') && !file.endsWith('package-lock.json'))
    .filter((file) => existsSync(join(root, file)));
}

/** Tracked and new files as git sees them; outside a git checkout, the tree without its build output. */
function listedFiles(root: string): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return listed.split('\n').filter((file) => file !== '');
  } catch {
    return walk(root, '');
  }
}

const NOT_SOURCE = new Set(['node_modules', '.git', 'dist', '.data', '.tsbuild', 'storybook-static', 'test-results', 'bench/results']);

function walk(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (NOT_SOURCE.has(entry.name) || NOT_SOURCE.has(path) || entry.name.startsWith('.data-')) return [];
    if (entry.isDirectory()) return walk(root, path);
    return entry.isFile() ? [path] : [];
  });
}

/** Every reference to a docs page written in one file's text (`file` is relative to the root). */
export function referencesIn(file: string, text: string): DocRef[] {
  const refs: DocRef[] = [];
  const lines = text.split('\n');
  const inDocs = file.startsWith('docs/') && file.endsWith('.md');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(ROOTED)) {
      const [whole, page = '', anchor] = match;
      refs.push({ file, line: index + 1, text: whole, page, anchor: anchor ?? null });
    }
    if (!inDocs) return;
    for (const match of line.matchAll(RELATIVE)) {
      const [whole, target, anchor] = match;
      if (target === undefined && anchor === undefined) continue;
      const page = target === undefined ? file : normalize(join(dirname(file), target));
      refs.push({ file, line: index + 1, text: whole, page, anchor: anchor ?? null });
    }
  });
  return refs;
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The ids a page defines: explicit anchors and the slugs of its headings, outside code blocks. */
export function anchorsOf(markdown: string): { ids: Set<string>; duplicates: string[] } {
  const ids = new Set<string>();
  const duplicates: string[] = [];
  const slugCounts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    // An anchor shown as an example in inline code (`<a id="x"></a>`) defines nothing.
    for (const [, id = ''] of line.replace(/`[^`]*`/g, '').matchAll(EXPLICIT_ID)) {
      if (ids.has(id)) duplicates.push(id);
      ids.add(id);
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      const seen = slugCounts.get(slug) ?? 0;
      slugCounts.set(slug, seen + 1);
      ids.add(seen === 0 ? slug : `${slug}-${seen}`);
    }
  }
  return { ids, duplicates };
}

/** The references in `files` (relative to `root`) whose page or id does not exist. */
export function brokenReferences(root: string, files: readonly string[]): { refs: DocRef[]; broken: BrokenRef[] } {
  const pages = new Map<string, Set<string> | null>();
  const idsOf = (page: string): Set<string> | null => {
    if (!pages.has(page)) {
      const path = join(root, page);
      pages.set(page, existsSync(path) ? anchorsOf(readFileSync(path, 'utf8')).ids : null);
    }
    return pages.get(page) ?? null;
  };
  const refs = files.flatMap((file) => referencesIn(file, readFileSync(join(root, file), 'utf8')));
  const broken: BrokenRef[] = [];
  for (const ref of refs) {
    const ids = idsOf(ref.page);
    if (ids === null) broken.push({ ...ref, reason: `no page ${ref.page}` });
    else if (ref.anchor !== null && !ids.has(ref.anchor)) broken.push({ ...ref, reason: `no id "${ref.anchor}" in ${ref.page}` });
  }
  return { refs, broken };
}

/** Ids defined twice on one docs page: a reference to them would be ambiguous. */
export function duplicateAnchors(root: string, files: readonly string[]): string[] {
  return files
    .filter((file) => file.startsWith('docs/') && file.endsWith('.md'))
    .flatMap((file) => anchorsOf(readFileSync(join(root, file), 'utf8')).duplicates.map((id) => `${file}#${id}`));
}

/** A repository path written in inline code on a docs page: `web/src/exam/ExamScreen.tsx`. */
const CODE_PATH = /`((?:engine|web|api|gateway|tests|scripts|bench|docs)\/[\w./-]*[\w/])`/g;

/**
 * Paths named in inline code on the docs pages that do not exist, as `file:line: path`. The
 * architecture page names real files; when one moves, the page must move with it. A path with a
 * wildcard or a placeholder (`*.css.ts`, `<page>`) is not a path and is not matched.
 */
export function missingPaths(root: string, files: readonly string[]): string[] {
  const missing: string[] = [];
  for (const file of files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'))) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [, path = ''] of line.matchAll(CODE_PATH)) {
          // What a build writes (api/dist/main.js) is named, never committed: a fresh clone has none.
          if (path.split('/').some((segment) => NOT_SOURCE.has(segment))) continue;
          if (!existsSync(join(root, path))) missing.push(`${file}:${index + 1}: ${path}`);
        }
      });
  }
  return missing;
}

/** `file:line: text (reason)`, one per line, for a failing test's message. */
export function describeBroken(broken: readonly BrokenRef[]): string {
  return broken.map((ref) => `${ref.file}:${ref.line}: ${ref.text} (${ref.reason})`).join('\n');
}
