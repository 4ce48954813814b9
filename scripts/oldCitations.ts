// Finds citations of the documents the project started from, which are not in the repository:
// the two specification documents by number and the old design note. Every rule is cited as
// `docs/<page>.md#<id>` instead (docs/README.md#citing); scripts/oldCitations.test.ts runs this
// over every tracked file in `npm test`, so an old citation cannot come back.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryFiles } from './docRefs';

/** One old citation: where it is written and the words that cite. */
export type OldCitation = { file: string; line: number; text: string };

// Written in parts so this file does not cite what it looks for.
const SPEC = ['spec', '\\s*', '00[01]'].join('');
const DESIGN = ['DESIGN', '\\.md'].join('');
/** Either specification document by its number (with or without the space) and the design note's file name, in any case. */
const OLD = new RegExp(`(?<![\\w-])(?:${SPEC}(?!\\d)|${DESIGN}(?![\\w-]))`, 'gi');

/** The old citations written in one file's text (`file` is relative to the root). */
export function oldCitationsIn(file: string, text: string): OldCitation[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(OLD)].map(([text]) => ({ file, line: index + 1, text })));
}

/**
 * Every file git tracks or would add (untracked but not ignored), outside docs/ and node_modules;
 * outside a git checkout, the source files docRefs reads. Binary files are left out.
 */
export function citingFiles(root: string): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\n')
      .filter((file) => file !== '');
  } catch {
    listed = repositoryFiles(root);
  }
  return listed
    .filter((file) => !file.startsWith('docs/') && !file.split('/').includes('node_modules'))
    .filter((file) => existsSync(join(root, file)) && statSync(join(root, file)).isFile());
}

/** The old citations in `files` (relative to `root`); a file holding a NUL byte is binary and skipped. */
export function oldCitations(root: string, files: readonly string[]): OldCitation[] {
  return files.flatMap((file) => {
    const bytes = readFileSync(join(root, file));
    return bytes.includes(0) ? [] : oldCitationsIn(file, bytes.toString('utf8'));
  });
}

/** `file:line: text`, one per line, for a failing test's message. */
export function describeOld(found: readonly OldCitation[]): string {
  return found.map(({ file, line, text }) => `${file}:${line}: ${text}`).join('\n');
}
