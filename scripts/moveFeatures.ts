// Moves every feature folder to its feature's word (docs/architecture.md#feature-folders) and
// rewrites what pointed at the old places: relative import specifiers, `new URL('…',
// import.meta.url)` and every path mentioned in comments, docs and config. Repeatable: a second run
// changes nothing, and a run on a tree with files this map has never seen moves them with their
// folder. `npx tsx scripts/moveFeatures.ts [--no-gen]`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One move: a file or a folder (every file under it, whenever the script runs) to its new place. */
export type FeatureMove = { from: string; to: string };

/**
 * Files first: a file the map names leaves its folder before the folder moves. The table in
 * docs/architecture.md#feature-folders says the same; scripts/moveFeatures.test.ts keeps them equal.
 */
export const featureMoves: readonly FeatureMove[] = [
  // revision belongs to progress (docs/progress.md#revision)
  { from: 'engine/src/exam/revision.ts', to: 'engine/src/progress/revision.ts' },
  { from: 'engine/src/exam/revision.test.ts', to: 'engine/src/progress/revision.test.ts' },
  { from: 'api/src/catalog/revisionRoutes.ts', to: 'api/src/progress/revisionRoutes.ts' },
  { from: 'api/src/catalog/revision.test.ts', to: 'api/src/progress/revision.test.ts' },
  { from: 'web/src/exam/useRevisionSave.ts', to: 'web/src/progress/revision/useRevisionSave.ts' },
  { from: 'web/src/controls/RevisionButton.tsx', to: 'web/src/progress/revision/RevisionButton.tsx' },
  // the home dashboard belongs to progress (docs/progress.md#dashboard)
  { from: 'web/src/pages/HomePage.tsx', to: 'web/src/progress/home/HomePage.tsx' },
  // access (docs/access.md)
  { from: 'api/src/auth', to: 'api/src/access' },
  { from: 'gateway/src/auth', to: 'gateway/src/access' },
  { from: 'web/src/auth', to: 'web/src/access' },
  { from: 'web/src/session', to: 'web/src/access/session' },
  // commerce (docs/commerce.md)
  { from: 'api/src/study-plan', to: 'api/src/commerce' },
  { from: 'gateway/src/study-plan', to: 'gateway/src/commerce' },
  // practice (docs/practice.md): the bank's levels, flashcards and templates the setups choose from
  { from: 'api/src/catalog', to: 'api/src/practice' },
  // shell (docs/shell.md): the route table, the legal and 404 pages, the public landing page
  { from: 'web/src/routes', to: 'web/src/shell/routes' },
  { from: 'web/src/pages', to: 'web/src/shell/pages' },
  { from: 'web/src/landing', to: 'web/src/shell/landing' },
];

/** The workspaces whose files may name a path from their own root (`src/…`) or their src (`exam/…`). */
const WORKSPACES = ['api', 'engine', 'gateway', 'web'];
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEXT = /(\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|ya?ml|graphql|css|html|sql)|^\.gitignore|^run)$/;
/** This script and its test name the old places on purpose. */
const SELF = ['scripts/moveFeatures.ts', 'scripts/moveFeatures.test.ts'];

/** Where a path (file, folder or a path under a folder) goes by the map; null when the map leaves it. */
export function mappedPath(path: string, moves: readonly FeatureMove[] = featureMoves): string | null {
  for (const { from, to } of moves) {
    if (path === from) return to;
    if (path.startsWith(`${from}/`)) return to + path.slice(from.length);
  }
  return null;
}

export type MoveReport = { moved: Array<[string, string]>; rewritten: string[] };

/** Moves and rewrites in the git work tree at `root`; `gen` regenerates the generated files after a move. */
export function moveFeatures(root: string, options: { gen?: boolean; moves?: readonly FeatureMove[] } = {}): MoveReport {
  const moves = options.moves ?? featureMoves;
  const before = listedFiles(root);
  const tracked = new Set(git(root, ['ls-files']).split('\n'));
  const moved = new Map<string, string>();
  for (const file of before) {
    const to = mappedPath(file, moves);
    if (to !== null && to !== file) moved.set(file, to);
  }
  for (const [from, to] of moved) {
    if (existsSync(join(root, to))) throw new Error(`${from} would overwrite ${to}`);
  }
  for (const [from, to] of moved) {
    mkdirSync(join(root, posix.dirname(to)), { recursive: true });
    if (tracked.has(from)) git(root, ['mv', from, to]);
    else renameSync(join(root, from), join(root, to));
  }
  for (const from of moved.keys()) removeEmptyFolders(root, posix.dirname(from));

  const oldFiles = new Set(before);
  const newFiles = new Set(listedFiles(root));
  const oldOf = new Map([...moved].map(([from, to]) => [to, from]));
  const rewritten: string[] = [];
  for (const file of newFiles) {
    if (SELF.includes(file) || !TEXT.test(posix.basename(file))) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const imports = CODE.test(file)
      ? rewriteSpecifiers(text, { file, old: oldOf.get(file) ?? null, oldFiles, newFiles, moved, moves })
      : text;
    const next = rewriteMentions(imports, file, moves);
    if (next !== text) {
      writeFileSync(join(root, file), next);
      rewritten.push(file);
    }
  }
  if (moved.size > 0 && options.gen !== false) {
    execFileSync('npm', ['run', 'gen'], { cwd: root, stdio: 'inherit' });
  }
  return { moved: [...moved], rewritten };
}

type SpecifierContext = {
  file: string;
  /** Where the file was before this run, when this run moved it. */
  old: string | null;
  oldFiles: ReadonlySet<string>;
  newFiles: ReadonlySet<string>;
  moved: ReadonlyMap<string, string>;
  moves: readonly FeatureMove[];
};

/** A quoted relative path: `'./x'`, `"../a/b.ts"`, `'..'`. */
const SPECIFIER = /(['"`])(\.\.?(?:\/[^'"`\n$]*)?)\1/g;
const SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

function rewriteSpecifiers(text: string, context: SpecifierContext): string {
  const { file, old } = context;
  return text.replace(SPECIFIER, (whole, quote: string, specifier: string) => {
    // A file this run did not move keeps every specifier that still resolves.
    if (old === null && resolves(posix.dirname(file), specifier, context.newFiles)) return whole;
    const target = oldTarget(posix.dirname(old ?? file), specifier, context);
    if (target === null) return whole;
    const relative = posix.relative(posix.dirname(file), target.base) || '.';
    const next = (relative.startsWith('.') ? relative : `./${relative}`) + (specifier.endsWith('/') && relative !== '.' ? '/' : '');
    return next === specifier ? whole : `${quote}${next}${quote}`;
  });
}

/** The new place (without the suffix the specifier left out) of what `specifier` meant before the move. */
function oldTarget(dir: string, specifier: string, context: SpecifierContext): { base: string } | null {
  const path = posix.normalize(posix.join(dir, specifier)).replace(/\/$/, '');
  const candidates = SUFFIXES.map((suffix) => ({ path: path + suffix, suffix }));
  if (path.endsWith('.js')) candidates.push({ path: `${path.slice(0, -3)}.ts`, suffix: '.js→.ts' });
  for (const { path: candidate, suffix } of candidates) {
    const now = context.oldFiles.has(candidate)
      ? context.moved.get(candidate) ?? mappedPath(candidate, context.moves) ?? candidate
      : mappedPath(candidate, context.moves);
    if (now === null || !context.newFiles.has(now)) continue;
    return { base: suffix === '.js→.ts' ? `${now.slice(0, -3)}.js` : now.slice(0, now.length - suffix.length) };
  }
  if (isFolder(path, context.oldFiles)) return { base: mappedPath(path, context.moves) ?? path };
  return null;
}

function resolves(dir: string, specifier: string, files: ReadonlySet<string>): boolean {
  const path = posix.normalize(posix.join(dir, specifier)).replace(/\/$/, '');
  if (SUFFIXES.some((suffix) => files.has(path + suffix))) return true;
  if (path.endsWith('.js') && files.has(`${path.slice(0, -3)}.ts`)) return true;
  return isFolder(path, files);
}

function isFolder(path: string, files: ReadonlySet<string>): boolean {
  if (path === '.' || path.startsWith('../')) return true;
  for (const file of files) if (file.startsWith(`${path}/`)) return true;
  return false;
}

/** A run of path characters with a slash in it: a mention in a comment, doc, config or string. */
const MENTION = /[\w@$.-]*\/[\w@$./-]*/g;

/**
 * Rewrites mentions of moved places: from the repository root (`api/src/auth/login.ts`,
 * `./engine/…`), and inside a workspace from its root (`src/catalog/importCli.ts`) or, for a file
 * with its extension, from its src (`auth/login.ts`).
 */
export function rewriteMentions(text: string, file: string, moves: readonly FeatureMove[] = featureMoves): string {
  const workspace = WORKSPACES.find((name) => file.startsWith(`${name}/`));
  return text.replace(MENTION, (token: string) => {
    if (token.startsWith('/') || token.startsWith('../')) return token;
    const lead = token.startsWith('./') ? './' : '';
    const trail = /\.*$/.exec(token.slice(lead.length))?.[0] ?? '';
    const path = token.slice(lead.length, token.length - trail.length);
    const next = mentionTarget(path, workspace, lead === '', moves);
    return next === null ? token : lead + next + trail;
  });
}

function mentionTarget(path: string, workspace: string | undefined, bare: boolean, moves: readonly FeatureMove[]): string | null {
  const rooted = withoutExtension(path, moves) ?? mappedPath(path, moves);
  if (rooted !== null) return rooted;
  if (workspace === undefined) return null;
  if (path.startsWith('src/')) {
    const inWorkspace = mappedPath(`${workspace}/${path}`, moves);
    return inWorkspace === null ? null : inWorkspace.slice(workspace.length + 1);
  }
  if (bare && /\.\w+$/.test(path)) {
    const inSrc = mappedPath(`${workspace}/src/${path}`, moves);
    return inSrc?.startsWith(`${workspace}/src/`) ? inSrc.slice(workspace.length + 5) : null;
  }
  return null;
}

/** `web/src/pages/HomePage` for the file `web/src/pages/HomePage.tsx`, which the map moves apart from its folder. */
function withoutExtension(path: string, moves: readonly FeatureMove[]): string | null {
  if (/\.\w+$/.test(posix.basename(path)) || !path.includes('/src/')) return null;
  for (const extension of ['.ts', '.tsx']) {
    const mapped = mappedPath(path + extension, moves);
    if (mapped !== null) return mapped.slice(0, -extension.length);
  }
  return null;
}

function listedFiles(root: string): string[] {
  return git(root, ['ls-files', '--cached', '--others', '--exclude-standard'])
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
}

function removeEmptyFolders(root: string, folder: string): void {
  for (let dir = folder; dir !== '.' && existsSync(join(root, dir)); dir = posix.dirname(dir)) {
    if (readdirSync(join(root, dir)).length > 0) return;
    rmdirSync(join(root, dir));
  }
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { moved, rewritten } = moveFeatures(root, { gen: !process.argv.includes('--no-gen') });
  console.log(`moved ${moved.length} files, rewrote ${rewritten.length}`);
}
