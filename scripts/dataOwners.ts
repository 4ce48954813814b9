// One owner for a screen's server data (docs/architecture.md#web): a machine that decides on data
// loads it through an invoked actor, a plain list stays with urql's `useQuery`, and nothing copies
// a query's result into a machine behind its back. This finds the copies in web source:
// - a `useEffect` that sends an actor an event while its body or dependencies read a query's result;
// - a ref's `.current` assigned from a query's result (a machine's actor reading it later).
// "A query's result" is every name a `useQuery` call binds, and every `const` computed from one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export type Copy = { file: string; line: number; what: string };

/** Every .ts/.tsx file under `dir`, generated code and tests left out. */
export function webSources(root: string, dir = 'web/src'): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated' && entry.name !== 'node_modules') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push(relative(root, full));
      }
    }
  };
  walk(join(root, dir));
  return out.sort();
}

export function copiesIn(root: string, files: string[]): Copy[] {
  return files.flatMap((file) => queryCopies(readFileSync(join(root, file), 'utf8'), file));
}

/** The copies of query results into actors in one source file. */
export function queryCopies(source: string, file = ''): Copy[] {
  const code = withoutComments(source);
  const tainted = queryNames(code);
  if (tainted.size === 0) return [];
  const mentions = (text: string) => [...tainted].some((name) => new RegExp(`(?<![\\w.$])${escape(name)}(?![\\w$])`).test(text));
  const copies: Copy[] = [];
  for (const effect of calls(code, 'useEffect')) {
    if (/\.send\(/.test(effect.text) && mentions(effect.text)) {
      copies.push({ file, line: lineOf(code, effect.start), what: 'a useEffect sends query data to an actor' });
    }
  }
  for (const match of code.matchAll(/[\w$]+\.current\s*=(?!=)([^;\n]*)/g)) {
    if (mentions(match[1] ?? '')) copies.push({ file, line: lineOf(code, match.index), what: 'a ref holds query data' });
  }
  return copies;
}

/** Names bound by `useQuery` destructuring, then every `const` whose initialiser reads one of them. */
function queryNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/const\s+(\[[^=]*?\]|\{[^=]*?\})\s*=\s*useQuery\b/g)) {
    for (const name of boundNames(match[1] ?? '')) names.add(name);
  }
  if (names.size === 0) return names;
  const consts = [...code.matchAll(/const\s+(\[[^=]*?\]|\{[^=]*?\}|[\w$]+)\s*(?::[^=]+)?=\s*/g)].map((match) => ({
    names: boundNames(match[1] ?? ''),
    init: initialiser(code, (match.index ?? 0) + match[0].length),
  }));
  for (let grew = true; grew; ) {
    grew = false;
    for (const { names: bound, init } of consts) {
      if (bound.every((name) => names.has(name))) continue;
      if ([...names].some((name) => new RegExp(`(?<![\\w.$])${escape(name)}(?![\\w$])`).test(init))) {
        for (const name of bound) names.add(name);
        grew = true;
      }
    }
  }
  return names;
}

/** The identifiers a binding pattern introduces (`[{ data, error }, reload]` gives data, error, reload). */
function boundNames(pattern: string): string[] {
  if (!/^[[{]/.test(pattern)) return [pattern];
  // `key: name` binds name; a bare `key` binds key; defaults after `=` are skipped.
  return [...pattern.replace(/=[^,}\]]*/g, '').matchAll(/(?:[\w$]+\s*:\s*)?([\w$]+)/g)].map((match) => match[1] ?? '').filter(Boolean);
}

/** A statement's initialiser: up to the `;` or line end at bracket depth 0. */
function initialiser(code: string, from: number): string {
  let depth = 0;
  for (let i = from; i < code.length; i += 1) {
    const c = code[i];
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    if (depth < 0 || (depth === 0 && (c === ';' || c === '\n'))) return code.slice(from, i);
  }
  return code.slice(from);
}

/** Each call of `name(...)`, with its whole argument text. */
function calls(code: string, name: string): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  for (const match of code.matchAll(new RegExp(`(?<![\\w$.])${escape(name)}\\s*\\(`, 'g'))) {
    const open = (match.index ?? 0) + match[0].length - 1;
    let depth = 0;
    for (let i = open; i < code.length; i += 1) {
      if (code[i] === '(') depth += 1;
      else if (code[i] === ')' && (depth -= 1) === 0) {
        out.push({ start: match.index ?? 0, text: code.slice(open + 1, i) });
        break;
      }
    }
  }
  return out;
}

/** Comments blanked (keeping line numbers), so a comment naming `.send(` proves nothing. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

function lineOf(code: string, index: number | undefined): number {
  return code.slice(0, index ?? 0).split('\n').length;
}

function escape(text: string): string {
  return text.replace(/[$]/g, '\\$');
}
