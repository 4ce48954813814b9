// The started product serves the production build of the web app, even when whatever started it
// (here vitest, with NODE_ENV=test) had another NODE_ENV: a development React is several times
// larger and slower on the phones this is for.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@proshno/engine';
import { expect, it } from 'vitest';
import { webDist } from '../../scripts/webBuild';
import { baseUrl } from './browser';

const repo = fileURLToPath(new URL('../..', import.meta.url));

it('serves production JavaScript', async () => {
  const html = await (await fetch(baseUrl())).text();
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await fetch(`${baseUrl()}${script}`)).text();
    expect(code).not.toContain('Download the React DevTools');
  }
});

// docs/i18n.md#builds: the Bengali build carries none of our English words. Every sentence written in
// the engine's and the web's sources (three words or more, capitalised) is looked for in every
// script of the Bengali build; a hit is a word a Bengali page would show in English (as the toast of
// a part that could not be fetched once was) or carry for nothing.
/** Sentences the Bengali build keeps on purpose: compared with what the api sends, or an error's own message, never shown. */
const keptInEnglish = new Set([
  'No Package Found', // the api's answer a transactions screen recognises (commerceServerSentences)
  'This link has already been used', // the api's answer the verification page recognises (VERIFICATION_ALREADY_USED)
  'The access token was renewed meanwhile.', // a save's error for the exam's own retry, never shown (web/src/exam/useExamActor.ts)
]);

it('builds the Bengali app with no English sentence of our own in it', () => {
  const sourceFiles = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return /^(gallery|testing|generated)$/.test(entry.name) ? [] : sourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|bn|stories)\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const sentences = new Set<string>();
  for (const file of [...sourceFiles(join(repo, 'engine/src')), ...sourceFiles(join(repo, 'web/src'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.){12,})'|"((?:[^"\\\n]|\\.){12,})"|`([^`$\\\n]{12,})`/g)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\'/g, "'");
      if (/^[A-Z][a-z']*( [A-Za-z',:;.?!-]+){2,}/.test(text) && !/[{}<>=/]/.test(text)) sentences.add(text);
    }
  }
  // The scan must see the catalogues' sentences, or it proves nothing.
  expect(sentences).toContain(messages.somethingWrong);
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.bn.json'), 'utf8')) as Record<string, { file: string }>;
  const scripts = new Set(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  expect(scripts.size).toBeGreaterThan(10);
  const found: string[] = [];
  for (const script of scripts) {
    const code = readFileSync(join(webDist, script), 'utf8');
    for (const sentence of sentences) if (code.includes(sentence) && !keptInEnglish.has(sentence)) found.push(`${script}: ${sentence}`);
  }
  expect(found).toEqual([]);
});
