// Moodle's GIFT format (docs/content.md#gift) read into bank candidates and written from the bank.
// The bank holds multiple choice with four options and one right answer; every other kind of GIFT
// question is rejected with a reason that names its kind. Pure: no I/O.
import type { BankQuestion, Part } from './types';
import { derivedKey, partText, textToParts } from './textParts';
import { checkCandidates, type BankPlace, type FileCheck, type RowCandidate } from './fileCheck';
import type { Reason } from './validate';

/** Reads a GIFT file; `place` fills what no `$CATEGORY` gives (the grade, or all four for a file without categories). */
export function parseGift(content: string, place: BankPlace): FileCheck {
  const category: BankPlace = { ...place };
  const candidates: RowCandidate[] = [];
  for (const block of blocksOf(content)) {
    let { lines, line } = block;
    const first = lines[0]?.trim() ?? '';
    if (/^\$CATEGORY:/i.test(first)) {
      Object.assign(category, place, categoryPlace(first.replace(/^\$CATEGORY:/i, '').trim()));
      lines = lines.slice(1);
      line += 1;
      if (lines.every((l) => l.trim() === '')) continue;
    }
    candidates.push(questionOf(lines.join('\n'), line, category));
  }
  return checkCandidates(candidates);
}

/** The bank as GIFT: a `$CATEGORY` line wherever the place changes, each question titled by its key. */
export function writeGift(bank: readonly BankQuestion[]): string {
  const out: string[] = [];
  let place = '';
  for (const q of bank) {
    const path = ['$course$', q.grade, q.subject, q.topic, q.subtopic].map((s, i) => (i === 0 ? s : s.replace(/\//g, '//'))).join('/');
    if (path !== place) {
      out.push(`$CATEGORY: ${path}`, '');
      place = path;
    }
    const hasImage = [q.question, q.explanation, ...q.options.map((o) => o.data)].some((parts) => parts.some((p) => p.type === 'image'));
    const lines = [`::${escapeGift(q.key)}::${hasImage ? '[markdown]' : ''}${giftText(q.question)} {`];
    for (const o of q.options) lines.push(`\t${o.is_answer ? '=' : '~'}${giftText(o.data)}`);
    if (q.explanation.length > 0) lines.push(`\t####${giftText(q.explanation)}`);
    lines.push('}', '');
    out.push(...lines);
  }
  return out.join('\n');
}

type Block = { line: number; lines: string[] };

/** Questions are separated by blank lines; `//` comment lines are left out (they neither hold text nor separate). */
function blocksOf(content: string): Block[] {
  const lines = content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let current: Block | null = null;
  lines.forEach((text, i) => {
    if (/^\s*\/\//.test(text)) return;
    if (text.trim() === '') {
      current = null;
      return;
    }
    if (current === null) {
      current = { line: i + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(text);
  });
  return blocks;
}

/** `$course$/Grade/Subject/Topic/Subtopic`: the last four names; fewer name the subject, then topic, then subtopic. */
function categoryPlace(path: string): BankPlace {
  const names = splitCategory(path.replace(/^\$[a-z0-9]+\$\/?/i, ''))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (names[0]?.toLowerCase() === 'top') names.shift();
  if (names.length >= 4) {
    const [grade, subject, topic, subtopic] = names.slice(-4);
    return { grade, subject, topic, subtopic };
  }
  const [subject, topic, subtopic] = names;
  return { ...(subject ? { subject } : {}), ...(topic ? { topic } : {}), ...(subtopic ? { subtopic } : {}) };
}

// Moodle writes a `/` inside a category's name as `//`.
function splitCategory(path: string): string[] {
  const names: string[] = [];
  let name = '';
  for (let i = 0; i < path.length; i++) {
    if (path[i] === '/' && path[i + 1] === '/') {
      name += '/';
      i++;
    } else if (path[i] === '/') {
      names.push(name);
      name = '';
    } else name += path[i];
  }
  return [...names, name];
}

type Answer = { right: boolean; raw: string };

function questionOf(block: string, row: number, place: BankPlace): RowCandidate {
  let rest = block.trim();
  let title: string | undefined;
  if (rest.startsWith('::')) {
    const end = findUnescaped(rest, '::', 2);
    if (end < 0) return rejectedRow(row, { code: 'gift_title_open' });
    title = unescapeGift(rest.slice(2, end), false).trim();
    rest = rest.slice(end + 2);
  }
  const format = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(rest);
  const html = format?.[1]?.toLowerCase() === 'html';
  if (format) rest = rest.slice(format[0].length);
  const key = title === undefined || title === '' ? undefined : title.normalize('NFC');
  const open = findUnescaped(rest, '{');
  if (open < 0) return rejectedRow(row, { code: 'gift_description' }, key);
  const close = findUnescaped(rest, '}', open + 1);
  if (close < 0) return rejectedRow(row, { code: 'gift_answers_open' }, key);
  const before = rest.slice(0, open).trim();
  const after = rest.slice(close + 1).trim();
  // A "missing word" question: the answers stand in for a blank in the sentence.
  const body = after === '' ? before : `${before} _____ ${after}`;
  let inside = rest.slice(open + 1, close);
  const general = findUnescaped(inside, '####');
  const explanationRaw = general < 0 ? '' : inside.slice(general + 4);
  if (general >= 0) inside = inside.slice(0, general);
  const kind = otherKind(inside);
  if (kind) return rejectedRow(row, { code: kind }, key);
  const answers = answersOf(inside);
  if (answers === null) return rejectedRow(row, { code: 'gift_text_before_answers' }, key);
  const rights = answers.filter((a) => a.right).length;
  if (answers.every((a) => a.right)) return rejectedRow(row, { code: 'gift_short_answer' }, key);
  if (answers.some((a) => /^\s*%-?[\d.]+%/.test(a.raw))) return rejectedRow(row, { code: 'gift_weighted' }, key);
  if (rights > 1) return rejectedRow(row, { code: 'gift_right_answers', count: rights }, key);
  const options = answers.map((a) => {
    const feedback = findUnescaped(a.raw, '#');
    return { text: feedback < 0 ? a.raw : a.raw.slice(0, feedback), feedback: feedback < 0 ? '' : a.raw.slice(feedback + 1) };
  });
  const question = giftParts(body, html);
  const optionParts = options.map((o) => giftParts(o.text, html));
  // The bank keeps one explanation: the general feedback, else the right answer's own feedback.
  const rightFeedback = options.find((_, i) => answers[i]?.right)?.feedback ?? '';
  const explanation = giftParts(explanationRaw.trim() !== '' ? explanationRaw : rightFeedback, html);
  const reasons: Reason[] = rights === 0 ? [{ code: 'gift_no_right_answer' }] : [];
  const value = {
    key: key ?? derivedKey(question, optionParts),
    ...place,
    question,
    options: optionParts.map((data, i) => ({ data, is_answer: answers[i]?.right === true })),
    explanation,
  };
  return { row, value, reasons, answerReported: rights === 0 };
}

/** The kind of a GIFT question the bank cannot hold, as the reason that names it; null for multiple choice. */
function otherKind(inside: string): 'gift_essay' | 'gift_numerical' | 'gift_true_false' | 'gift_matching' | null {
  const t = inside.trim();
  if (t === '') return 'gift_essay';
  if (t.startsWith('#')) return 'gift_numerical';
  if (/^(T|TRUE|F|FALSE)\s*(#|$)/i.test(t)) return 'gift_true_false';
  if (findUnescaped(t, '->') >= 0) return 'gift_matching';
  return null;
}

function answersOf(inside: string): Answer[] | null {
  const answers: Answer[] = [];
  let i = 0;
  while (i < inside.length && /\s/.test(inside[i] ?? '')) i++;
  if (i < inside.length && inside[i] !== '=' && inside[i] !== '~') return null;
  while (i < inside.length) {
    const right = inside[i] === '=';
    let end = i + 1;
    while (end < inside.length && inside[end] !== '=' && inside[end] !== '~') end += inside[end] === '\\' ? 2 : 1;
    answers.push({ right, raw: inside.slice(i + 1, end) });
    i = end;
  }
  return answers;
}

/** GIFT text as parts: escapes undone (`\n` a line break outside formulas), `[html]` tags read for images and breaks. */
function giftParts(raw: string, html: boolean): Part[] {
  const pieces = raw.split(/(?<!\\)\$\$([\s\S]*?)(?<!\\)\$\$/);
  return pieces.flatMap((piece, i) => {
    if (i % 2 === 1) return [{ type: 'latex' as const, data: unescapeGift(piece, false).trim() }];
    const text = unescapeGift(piece, true);
    return html ? textToParts(fromHtml(text)) : textToParts(text);
  });
}

function fromHtml(text: string): string {
  return text
    .replace(/<img\b[^>]*\bsrc\s*=\s*"([^"]*)"[^>]*>/gi, ' ![]($1) ')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const SPECIAL = new Set(['~', '=', '#', '{', '}', ':']);

function unescapeGift(text: string, lineBreaks: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '\\' && next !== undefined && (SPECIAL.has(next) || (lineBreaks && next === 'n'))) {
      out += next === 'n' ? '\n' : next;
      i++;
    } else out += c;
  }
  return out;
}

function escapeGift(text: string): string {
  return [...text].map((c) => (SPECIAL.has(c) ? `\\${c}` : c)).join('');
}

/** Parts as GIFT text: specials escaped, a line break as `\n` outside formulas. */
function giftText(parts: readonly Part[]): string {
  return parts.map((p) => (p.type === 'text' ? escapeGift(p.data).replace(/\n/g, '\\n') : p.type === 'latex' ? `$$${escapeGift(p.data)}$$` : partText(p))).join(' ');
}

/** The first `token` at or after `from` that no backslash escapes; -1 when there is none. */
function findUnescaped(text: string, token: string, from = 0): number {
  for (let i = from; i <= text.length - token.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text.startsWith(token, i)) return i;
  }
  return -1;
}

function rejectedRow(row: number, reason: Reason, key?: string): RowCandidate {
  return { row, rejected: key === undefined ? { row, reasons: [reason] } : { row, key, reasons: [reason] } };
}
