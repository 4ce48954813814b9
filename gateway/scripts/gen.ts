// `npm run gen` (second half): GraphQL types from the SDL and the web's operation documents.
// Uses @graphql-codegen/core directly because the CLI package is not installable here; the
// output must be byte-stable, since CI regenerates and runs `git diff --exit-code`.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import * as typedDocumentNode from '@graphql-codegen/typed-document-node';
import * as typescript from '@graphql-codegen/typescript';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers';
import { buildASTSchema, Kind, parse, print, type DocumentNode } from 'graphql';

type GenerateOptions = Parameters<typeof codegen>[0];
type DocumentFile = GenerateOptions['documents'][number];

const repo = fileURLToPath(new URL('../../', import.meta.url));
const schemaFile = join(repo, 'gateway/src/schema.graphql');
const webSrc = join(repo, 'web/src');

const schema = parse(readFileSync(schemaFile, 'utf8'));
const schemaAst = buildASTSchema(schema);

const pluginMap = {
  typescript,
  typescriptResolvers,
  typescriptOperations,
  typedDocumentNode,
};

// Shared by both outputs: string unions instead of TS enums (no runtime code, works with
// verbatimModuleSyntax), so `not_to_specify` is a plain literal; no scalar falls back to `any`.
const common = {
  enumsAsTypes: true,
  strictScalars: true,
  defaultScalarType: 'unknown',
  useTypeImports: true,
  // The avatar upload: yoga hands resolvers a WHATWG File; the web sends a browser File.
  scalars: { File: 'File' },
};

await write('gateway/src/generated/graphql.ts', 'gateway/src/schema.graphql', {
  filename: 'gateway/src/generated/graphql.ts',
  schema,
  schemaAst,
  documents: [],
  plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
  pluginMap,
  config: {
    ...common,
    contextType: '../context#GatewayContext',
    // Parents are the REST shapes; fields REST gives as ids are resolved (exam/resolvers.ts).
    mappers: {
      Exam: '../exam/models#ExamModel',
      ExamResult: '../exam/models#ExamResultModel',
      ExamSheet: '../exam/models#ExamSheetModel',
      ExamTemplateUniversity: '../exam/models#ExamTemplateUniversityModel',
      Question: '../exam/models#QuestionModel',
      QuestionSetEntry: '../exam/models#QuestionSetEntryModel',
      Revision: '../exam/models#RevisionModel',
    },
    // REST's 'not to specify' is the enum's internal value (see access/resolvers.ts), so resolvers
    // pass REST users through and receive REST's spelling in registration input.
    enumValues: { Gender: { not_to_specify: 'not to specify' } },
  },
});

// The web's operation types in one module; each operation's document in a module of its own,
// re-exported from it. A document is a value that ships to the browser, and the bundler moves whole
// modules: with one module for a feature's documents, the first page carried every operation of
// access and of the exam though it sends five; apart, each lands in the chunk of the screen that
// sends it. The fragments an operation spreads are written into its document (and its persisted
// text); the fragments are not documents of their own, since nothing sends one.
const documents = operationDocuments();
/** Every persisted operation: its hash (the first 16 hex digits of its SHA-256) to its text, filled in as the document modules are written. */
const persisted = new Map<string, string>();

// A module per operations file: one whose .graphql is gone must go too.
rmSync(join(repo, 'web/src/generated/documents'), { recursive: true, force: true });
const documentModules = documents.flatMap(({ location = '', document }) =>
  (document?.definitions ?? []).flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.name !== undefined
      ? [{
          location,
          document: { kind: Kind.DOCUMENT, definitions: [definition] } satisfies DocumentNode,
          module: `${location.replace(/^web\/src\//, '').replace(/\/[^/]*\.graphql$/, '').replace(/[^\w]+/g, '-')}-${definition.name.value}`,
        }]
      : [],
  ),
);
await write('web/src/generated/graphql.ts', 'gateway/src/schema.graphql and web/src/**/*.graphql', {
  filename: 'web/src/generated/graphql.ts',
  schema,
  schemaAst,
  documents,
  // typescript-operations 6 emits the enums and inputs the operations use by itself; adding the
  // `typescript` plugin too would declare Gender, RoleName and the inputs twice.
  plugins: [{ typescriptOperations: {} }],
  pluginMap,
  config: common,
}, documentModules.map(({ module }) => `export * from './documents/${module}';`).join('\n'));
// A fragment is written once in one file and spread in any other (the exam's ContentFields in the
// contest review): each module is told of the other files' fragments, and the operations that
// spread one carry its definition in their document (and so in their persisted text).
const fragments = documents.flatMap(({ location, document }) =>
  (document?.definitions ?? []).flatMap((definition) =>
    definition.kind === Kind.FRAGMENT_DEFINITION
      ? [{ location, fragment: { node: definition, name: definition.name.value, onType: definition.typeCondition.name.value, isExternal: true } }]
      : [],
  ),
);
for (const { document, location, module } of documentModules) {
  await write(`web/src/generated/documents/${module}.ts`, location, {
    filename: `web/src/generated/documents/${module}.ts`,
    schema,
    schemaAst,
    documents: [{ location, document }],
    plugins: [{ typedDocumentNode: {} }],
    pluginMap,
    config: {
      ...common,
      importOperationTypesFrom: 'Types',
      externalFragments: fragments.map((f) => f.fragment),
    },
  }, undefined, "import type * as Types from '../graphql';", persist);
}
// The persisted operations (docs/architecture.md#gateway, issue 8): the gateway in production runs only these, by
// hash; each web document carries its hash, which the web client sends instead of the text.
const manifest = Object.fromEntries([...persisted].sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(repo, 'gateway/src/generated/persisted-operations.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log('wrote gateway/src/generated/persisted-operations.json');

async function write(file: string, from: string, options: GenerateOptions, footer?: string, header?: string, transform = (content: string) => content): Promise<void> {
  const content = transform(await codegen(options));
  const target = join(repo, file);
  mkdirSync(dirname(target), { recursive: true });
  const parts = [`// Generated by gateway/scripts/gen.ts from ${from}. Do not edit.`, header, content.trimEnd(), footer];
  writeFileSync(target, `${parts.filter((part) => part !== undefined && part !== '').join('\n')}\n`);
  console.log(`wrote ${file}`);
}

/**
 * Tags every `export const XDocument = {...}` of a generated module with the hash (SHA-256, first 16 hex digits) of the
 * operation's printed text (`persistedHash`), and records hash and text for the gateway.
 */
function persist(content: string): string {
  return content.replace(/^(export const \w+Document = )(\{.*\})( as unknown as )/gm, (_line, head: string, json: string, tail: string) => {
    const document = JSON.parse(json) as DocumentNode;
    const text = print(document);
    // 16 hex digits (64 bits) name an operation uniquely among ours, at a quarter of the bytes in the bundle.
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    persisted.set(hash, text);
    return `${head}${JSON.stringify({ persistedHash: hash, ...document })}${tail}`;
  });
}

/** Every `web/src/**\/*.graphql`, in a fixed order so the output never reshuffles. */
function operationDocuments(): DocumentFile[] {
  return readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => join(webSrc, name))
    .sort()
    .map((file) => ({
      location: relative(repo, file),
      document: parse(readFileSync(file, 'utf8')),
    }));
}
