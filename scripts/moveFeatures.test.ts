// The feature-folder move (docs/architecture.md#feature-folders): on a small git tree it moves
// files the map names and files it has never seen, rewrites imports and path mentions, and a
// second run changes nothing. The table in the docs and the script's map say the same, and no file
// or exported name speaks a feature's old word (docs/architecture.md#feature-words).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { featureMoves, mappedPath, moveFeatures, rewriteMentions } from './moveFeatures';

const root = fileURLToPath(new URL('..', import.meta.url));
const tree = mkdtempSync(join(tmpdir(), 'move-features-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const files: Record<string, string> = {
  'engine/src/exam/revision.ts': "import { examScreenMessages } from './examMessages';\nimport { x } from './messages';\n",
  'engine/src/exam/examMessages.ts': 'export const examScreenMessages = {};\n',
  'engine/src/exam/messages.ts': 'export const x = 1;\n',
  'engine/src/progress/messages.ts': 'export const x = 2;\n',
  'engine/src/exam/index.ts': "export * from './revision';\nexport * from './messages';\n",
  'web/src/auth/LoginScreen.tsx': "import { useSession } from '../session/SessionProvider';\nimport * as css from './auth.css';\n",
  'web/src/auth/auth.css.ts': 'export const a = 1;\n',
  'web/src/auth/NewScreen.tsx': "// Beside LoginScreen (web/src/auth/LoginScreen.tsx).\nimport { LoginScreen } from './LoginScreen';\n",
  'web/src/session/SessionProvider.tsx': "import { read } from './storage';\n",
  'web/src/session/storage.ts': 'export const read = 1;\n',
  'web/src/routes/AppRoutes.tsx': "const Home = lazy(() => import('../pages/HomePage'));\nconst Legal = lazy(() => import('../pages/LegalPage'));\n",
  'web/src/pages/HomePage.tsx': "import { useSession } from '../session/SessionProvider';\n",
  'web/src/pages/LegalPage.tsx': "import * as css from './pages.css';\n",
  'web/src/pages/pages.css.ts': 'export const b = 1;\n',
  'api/src/catalog/mediaSeed.ts': "const seed = new URL('../../media-seed', import.meta.url);\n",
  'api/src/catalog/revisionRoutes.ts': "import { view } from './questionView';\n",
  'api/src/catalog/questionView.ts': "// See auth/login.ts and src/study-plan/grant.ts; REST /auth/login/ and /api/study-plan/v1/package/.\nexport const view = 1;\n",
  'api/src/index.ts': "import { routes } from './catalog/revisionRoutes';\nimport { login } from './auth/login';\n",
  'api/src/auth/login.ts': 'export const login = 1;\n',
  'api/media-seed/a.svg': '<svg/>\n',
  'api/package.json': '{ "scripts": { "import": "tsx src/catalog/importCli.ts" } }\n',
  'docs/architecture.md': 'Handlers in `api/src/auth`, `api/src/study-plan/`, `web/src/pages/HomePage.tsx`, ./engine/src/exam/revision.ts.\n',
};

function write(path: string, text: string): void {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), text);
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: tree, encoding: 'utf8' });
const read = (path: string) => readFileSync(join(tree, path), 'utf8');

describe('moveFeatures on a small tree', () => {
  for (const [path, text] of Object.entries(files)) write(path, text);
  git('init', '-q');
  git('add', '-A', '--', '.', ':!web/src/auth/NewScreen.tsx');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'tree');
  const first = moveFeatures(tree, { gen: false });

  it('moves named files apart from their folder, and every file of a moved folder, new ones too', () => {
    expect(first.moved).toContainEqual(['web/src/auth/NewScreen.tsx', 'web/src/access/NewScreen.tsx']);
    for (const gone of ['engine/src/exam/revision.ts', 'web/src/auth', 'web/src/session', 'web/src/pages', 'api/src/catalog']) {
      expect(existsSync(join(tree, gone))).toBe(false);
    }
    expect(read('web/src/progress/home/HomePage.tsx')).toBe("import { useSession } from '../../access/session/SessionProvider';\n");
    expect(existsSync(join(tree, 'web/src/shell/pages/LegalPage.tsx'))).toBe(true);
    expect(existsSync(join(tree, 'api/src/progress/revisionRoutes.ts'))).toBe(true);
  });

  it('rewrites relative imports from and to moved files, by what they meant before the move', () => {
    expect(read('engine/src/progress/revision.ts')).toBe(
      "import { examScreenMessages } from '../exam/examMessages';\nimport { x } from '../exam/messages';\n",
    );
    expect(read('engine/src/exam/index.ts')).toBe("export * from '../progress/revision';\nexport * from './messages';\n");
    expect(read('web/src/access/LoginScreen.tsx')).toBe(
      "import { useSession } from './session/SessionProvider';\nimport * as css from './auth.css';\n",
    );
    expect(read('web/src/shell/routes/AppRoutes.tsx')).toBe(
      "const Home = lazy(() => import('../../progress/home/HomePage'));\nconst Legal = lazy(() => import('../pages/LegalPage'));\n",
    );
    expect(read('api/src/progress/revisionRoutes.ts')).toBe("import { view } from '../practice/questionView';\n");
    expect(read('api/src/practice/mediaSeed.ts')).toBe("const seed = new URL('../../media-seed', import.meta.url);\n");
    expect(read('api/src/index.ts')).toBe("import { routes } from './progress/revisionRoutes';\nimport { login } from './access/login';\n");
  });

  it('rewrites path mentions from the root, a workspace and its src, and leaves REST paths alone', () => {
    expect(read('docs/architecture.md')).toBe(
      'Handlers in `api/src/access`, `api/src/commerce/`, `web/src/progress/home/HomePage.tsx`, ./engine/src/progress/revision.ts.\n',
    );
    expect(read('api/package.json')).toContain('tsx src/practice/importCli.ts');
    expect(read('api/src/practice/questionView.ts')).toContain(
      '// See access/login.ts and src/commerce/grant.ts; REST /auth/login/ and /api/study-plan/v1/package/.',
    );
    expect(read('web/src/access/NewScreen.tsx')).toContain('(web/src/access/LoginScreen.tsx)');
  });

  it('changes nothing when run again', () => {
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'moved');
    const second = moveFeatures(tree, { gen: false });
    expect(second).toEqual({ moved: [], rewritten: [] });
    expect(git('status', '--porcelain')).toBe('');
  });

  it('rewrites a file merged later that still imports and names the old places', () => {
    write('web/src/exam/Late.tsx', "// Uses web/src/session/storage.ts.\nimport { read } from '../session/storage';\n");
    write('web/src/auth/Later.tsx', "import { LoginScreen } from './LoginScreen';\nimport { read } from '../session/storage';\n");
    moveFeatures(tree, { gen: false });
    expect(read('web/src/exam/Late.tsx')).toBe("// Uses web/src/access/session/storage.ts.\nimport { read } from '../access/session/storage';\n");
    expect(read('web/src/access/Later.tsx')).toBe("import { LoginScreen } from './LoginScreen';\nimport { read } from './session/storage';\n");
  });
});

describe('the map', () => {
  it('has moved every file of the repository: none is left at a place it moves away from', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
    const stale = listed.split('\n').filter((file) => mappedPath(file) !== null && existsSync(join(root, file)));
    expect(stale, 'run npx tsx scripts/moveFeatures.ts').toEqual([]);
  });

  it('is the table of docs/architecture.md#feature-folders, row for row', () => {
    const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    const section = page.slice(page.indexOf('<a id="feature-folders"></a>'));
    const rows = [...section.matchAll(/^\| `([\w/.-]+)` \| `([\w/.-]+)` \| `([\w/.-]+)` \|/gm)].map(([, layer, from, to]) => ({
      from: `${layer}${from}`.replace(/\/$/, ''),
      to: `${layer}${to}`.replace(/\/$/, ''),
    }));
    expect(rows).toEqual(featureMoves);
  });

  it('sends a path under a moved folder along with it, and leaves other paths', () => {
    expect(mappedPath('api/src/study-plan/grant.ts')).toBe('api/src/commerce/grant.ts');
    expect(mappedPath('api/src/catalog/revisionRoutes.ts')).toBe('api/src/progress/revisionRoutes.ts');
    expect(mappedPath('api/src/exam/finish.ts')).toBeNull();
    expect(rewriteMentions('tags: [study-plan] /auth/v1/user/', 'api/openapi.yaml')).toBe('tags: [study-plan] /auth/v1/user/');
  });
});

/** The words the features spoke before issue 18 (auth, study-plan, catalog), as parts of a name. */
const OLD_WORDS = [['auth'], ['study', 'plan'], ['catalog']];
/** Names that use one of them in its everyday sense: a request's Authorization header in api tests. */
const EVERYDAY = new Set(['Auth']);

/** The lower-case words of a file name or identifier: `examCatalog.ts` → exam, catalog, ts. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function speaksOldWord(name: string): boolean {
  if (EVERYDAY.has(name)) return false;
  const words = wordsOf(name);
  return OLD_WORDS.some((old) => words.some((_, at) => old.every((word, i) => words[at + i] === word)));
}

describe('feature words', () => {
  it('finds an old word as a whole part of a name, not inside another word', () => {
    for (const name of ['authResolvers', 'studyPlanResolvers', 'catalogSchema.ts', 'examCatalog.ts', 'auth.css.ts', 'study-plan']) {
      expect(speaksOldWord(name), name).toBe(true);
    }
    for (const name of ['accessResolvers', 'authorization.test.ts', 'catalogue.ts', 'checkingAuthentication', 'Auth']) {
      expect(speaksOldWord(name), name).toBe(false);
    }
  });

  it('names no file and no exported symbol by a feature\'s old word', () => {
    const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'engine', 'api/src', 'gateway/src', 'web/src', 'tests', 'scripts'], {
      cwd: root,
      encoding: 'utf8',
    });
    const files = listed.split('\n').filter((file) => file !== '' && !file.includes('/generated/') && existsSync(join(root, file)));
    const found: string[] = [];
    for (const file of files) {
      if (file.split('/').some(speaksOldWord)) found.push(file);
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith('scripts/moveFeatures')) continue;
      const exported = /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+(\w+)/gm;
      for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(exported)) {
        if (name !== undefined && speaksOldWord(name)) found.push(`${file}: ${name}`);
      }
    }
    expect(found, 'name it by its feature: access, commerce, practice (docs/architecture.md#feature-words)').toEqual([]);
  });
});
