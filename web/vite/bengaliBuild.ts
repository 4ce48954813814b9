// The Bengali build (docs/i18n.md#builds): the same app built a second time, in which every
// catalogue is made with its Bengali twin's words instead of its English ones, so a page in Bengali
// downloads Bengali words only and an English page English only, each with the chunk that shows them.
// engine/src/i18n/bengali.ts names each twin by its catalogue's name (`bengaliTwins`) and imports it
// from its file; this plugin reads that table once, then rewrites each `catalogue('name', { … })` of
// the engine into `catalogue('name', twin)` with the twin imported from its own file.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin, type ResolvedConfig } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Where each catalogue's twin is: the file and the name it is exported as. */
export type TwinPlaces = ReadonlyMap<string, { file: string; exported: string }>;

/** Reads `bengaliTwins` and its imports from engine/src/i18n/bengali.ts. */
export function twinPlaces(bengaliFile: string): TwinPlaces {
  const program = parseAst(readFileSync(bengaliFile, 'utf8'), { lang: 'ts' }) as unknown as Node;
  const fileOf = new Map<string, string>();
  const places = new Map<string, { file: string; exported: string }>();
  for (const statement of program.body as Node[]) {
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type') {
      const source = (statement.source as { value: string }).value;
      for (const specifier of statement.specifiers as Node[]) {
        const local = (specifier.local as { name: string }).name;
        fileOf.set(local, resolve(dirname(bengaliFile), source));
      }
    }
  }
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if ((declarator.id as { name?: string }).name !== 'bengaliTwins') continue;
      let init = declarator.init as Node;
      while (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression') init = init.expression as Node;
      for (const property of init.properties as Node[]) {
        const name = (property.key as { name: string }).name;
        const exported = (property.value as { name: string }).name;
        const file = fileOf.get(exported);
        if (file === undefined) throw new Error(`bengali build: ${exported} (the twin of '${name}') is not imported in ${bengaliFile}`);
        places.set(name, { file, exported });
      }
    }
  }
  if (places.size === 0) throw new Error(`bengali build: no bengaliTwins table in ${bengaliFile}`);
  return places;
}

/**
 * `code` with each `catalogue('name', { … })` made with its twin instead; null when it makes none.
 * Throws on a catalogue without a twin: a Bengali page would show it in English.
 */
export function withTwins(code: string, id: string, places: TwinPlaces): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('catalogue(')) return null;
  const program = parseAst(code, { lang: 'js' }) as unknown as Node;
  const out = new MagicString(code);
  const imports: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const n = node as Node;
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as { name: string }).name === 'catalogue') {
      const [nameArg, words] = n.arguments as Node[];
      if (nameArg?.type === 'Literal' && typeof nameArg.value === 'string' && words?.type === 'ObjectExpression') {
        const place = places.get(nameArg.value);
        if (place === undefined) throw new Error(`bengali build: the catalogue '${nameArg.value}' (${id}) has no twin in bengaliTwins`);
        const local = `__twin_${imports.length}`;
        imports.push(`import { ${place.exported} as ${local} } from ${JSON.stringify(place.file)};`);
        out.overwrite(words.start, words.end, local);
      }
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(program);
  if (imports.length === 0) return null;
  out.prepend(`${imports.join('\n')}\n`);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
}

/** The Bengali build's plugin (mode 'bn', the browser's build and the prerender's): the engine's catalogues made in Bengali. */
export function bengaliBuild(options: { bengali: string; engine: string }): Plugin {
  let places: TwinPlaces | undefined;
  return {
    name: 'bengali-build',
    apply: (_, env) => env.mode === 'bn',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(options.engine) || /\.(bn|test)\.ts$/.test(file)) return null;
      places ??= twinPlaces(options.bengali);
      return withTwins(code, file, places);
    },
  };
}

/** The Bengali build's pages, as the English build takes them in. */
const bengaliPageFiles = ['index.bn.html', 'app.bn.html', 'exam.bn.html'];

/**
 * The English build's plugin: once its own files are written, it makes the Bengali build (the same
 * config in mode 'bn') in a folder beside its output and takes in its pages, its files (a chunk
 * without words has the same name and bytes in both, and is kept once) and its manifest, as
 * .vite/manifest.bn.json, before the service worker's list of files is made (web/vite/offlineFiles.ts).
 */
export function bengaliPages(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'bengali-pages',
    apply: (_, env) => env.command === 'build' && env.isSsrBuild !== true && env.mode !== 'bn',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        if (error !== undefined || config === undefined) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Builds of something else with this config (the Storybook gallery) have no manifest.
        if (!existsSync(join(outDir, '.vite', 'manifest.json'))) return;
        const bengaliOut = `${outDir}.bn`;
        const { build } = await import('vite');
        try {
          await build({
            ...(config.configFile === undefined ? {} : { configFile: config.configFile }),
            mode: 'bn',
            logLevel: 'warn',
            build: { outDir: bengaliOut, emptyOutDir: true, copyPublicDir: false },
          });
          for (const file of readdirSync(join(bengaliOut, 'assets'))) {
            const into = join(outDir, 'assets', file);
            if (!existsSync(into)) copyFileSync(join(bengaliOut, 'assets', file), into);
          }
          for (const page of bengaliPageFiles) copyFileSync(join(bengaliOut, page), join(outDir, page));
          mkdirSync(join(outDir, '.vite'), { recursive: true });
          copyFileSync(join(bengaliOut, '.vite', 'manifest.json'), join(outDir, '.vite', 'manifest.bn.json'));
        } finally {
          rmSync(bengaliOut, { recursive: true, force: true });
        }
      },
    },
  };
}
