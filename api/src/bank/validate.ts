// The rules every bank question obeys, whether generated or imported: required fields, exactly
// four distinct options with exactly one answer, no empty text, image paths under /media; a twin
// in the other language has the same four options (docs/i18n.md#questions). Every text and formula
// is kept in Unicode NFC, so a Bengali word typed with a nukta letter (য়) or with its two code
// points (য + ়) is one word to search and to the duplicate check.
import type { BankLanguage, BankOption, BankQuestion, BankTwin, Part } from './types';

export type Rejection = { row: number; key?: string; reasons: string[] };
export type BankCheck = { accepted: BankQuestion[]; rejected: Rejection[] };
/** `reasons` are problems the file reader already found (e.g. a bad CSV answer letter). */
export type Candidate = { row: number; value: unknown; reasons?: string[] };

export const OPTION_COUNT = 4;

/** Validates candidates in order; a key already accepted (or seen earlier in the file) is a duplicate. */
export function validateBank(candidates: readonly Candidate[]): BankCheck {
  const accepted: BankQuestion[] = [];
  const rejected: Rejection[] = [];
  const keys = new Set<string>();
  for (const { row, value, reasons: found = [] } of candidates) {
    const { question, key, reasons: own } = checkQuestion(value);
    const reasons = [...found, ...own];
    if (key !== undefined) {
      if (keys.has(key)) reasons.push(`duplicate key "${key}"`);
      keys.add(key);
    }
    if (question && reasons.length === 0) accepted.push(question);
    else rejected.push(key === undefined ? { row, reasons } : { row, key, reasons });
  }
  return { accepted, rejected };
}

/** How an option reads for the duplicate check: part data in order, whitespace collapsed, case folded. */
export function optionText(parts: readonly Part[]): string {
  return parts
    .map((p) => `${p.type === 'text' ? '' : `${p.type}:`}${p.data.replace(/\s+/g, ' ').trim()}`)
    .join(' ')
    .toLowerCase();
}

const placeFields = ['key', 'grade', 'subject', 'topic', 'subtopic'] as const;
const partTypes: ReadonlySet<string> = new Set(['text', 'image', 'latex']);

function checkQuestion(value: unknown): { question?: BankQuestion; key?: string; reasons: string[] } {
  if (!isRecord(value)) return { reasons: ['not an object'] };
  const reasons: string[] = [];
  const place: Record<string, string> = {};
  for (const field of placeFields) {
    const v = value[field];
    if (v === undefined || v === null || v === '') reasons.push(`missing field "${field}"`);
    else if (typeof v !== 'string') reasons.push(`field "${field}" is not text`);
    else if (v.trim() === '') reasons.push(`field "${field}" is empty text`);
    else place[field] = v.trim().normalize('NFC');
  }
  const question = checkParts(value.question, 'question', reasons, true);
  const explanation = value.explanation === undefined ? [] : checkParts(value.explanation, 'explanation', reasons, false);
  const options = checkOptions(value.options, reasons);
  const language = checkLanguage(value.language, reasons);
  const twin = value.twin === undefined || value.twin === null ? undefined : checkTwin(value.twin, reasons);
  const key = place.key;
  if (reasons.length > 0 || !question || !explanation || !options || language === null || twin === null) return { key, reasons };
  const { grade = '', subject = '', topic = '', subtopic = '' } = place;
  const checked: BankQuestion = { key: key ?? '', grade, subject, topic, subtopic, question, options, explanation };
  if (language !== undefined) checked.language = language;
  if (twin !== undefined) checked.twin = twin;
  return { key, reasons, question: checked };
}

function checkLanguage(value: unknown, reasons: string[]): BankLanguage | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (value === 'en' || value === 'bn') return value;
  reasons.push('language is not "en" or "bn"');
  return null;
}

/** The twin: a body, four options in the original's order (four distinct ones) and an explanation. */
function checkTwin(value: unknown, reasons: string[]): BankTwin | null {
  if (!isRecord(value)) {
    reasons.push('twin is not an object');
    return null;
  }
  const before = reasons.length;
  const question = checkParts(value.question, 'twin question', reasons, true);
  const explanation = value.explanation === undefined ? [] : checkParts(value.explanation, 'twin explanation', reasons, false);
  const options: Part[][] = [];
  if (!Array.isArray(value.options)) reasons.push('twin options is not a list');
  else {
    if (value.options.length !== OPTION_COUNT) reasons.push(`twin has ${value.options.length} options, not ${OPTION_COUNT}`);
    value.options.forEach((o: unknown, i) => {
      const parts = checkParts(o, `twin option ${String.fromCharCode(65 + i)}`, reasons, true);
      if (parts) options.push(parts);
    });
    const texts = options.map(optionText);
    const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
    if (repeated.length > 0) reasons.push(`twin has duplicate options: ${[...new Set(repeated)].map((t) => `"${t}"`).join(', ')}`);
  }
  if (reasons.length > before || !question || !explanation) return null;
  return { question, options, explanation };
}

function checkOptions(value: unknown, reasons: string[]): BankOption[] | undefined {
  if (value === undefined || value === null) {
    reasons.push('missing field "options"');
    return undefined;
  }
  if (!Array.isArray(value)) {
    reasons.push('options is not a list');
    return undefined;
  }
  const before = reasons.length;
  if (value.length !== OPTION_COUNT) reasons.push(`has ${value.length} options, not ${OPTION_COUNT}`);
  const options: BankOption[] = [];
  value.forEach((o: unknown, i) => {
    const label = `option ${String.fromCharCode(65 + i)}`;
    if (!isRecord(o)) {
      reasons.push(`${label} is not an object`);
      return;
    }
    const data = checkParts(o.data, label, reasons, true);
    if (typeof o.is_answer !== 'boolean') reasons.push(`${label} is_answer is not true or false`);
    else if (data) options.push({ data, is_answer: o.is_answer });
  });
  const answers = options.filter((o) => o.is_answer).length;
  if (options.length === value.length && answers !== 1) reasons.push(`has ${answers} answers, not exactly one`);
  const texts = options.map((o) => optionText(o.data));
  const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
  if (repeated.length > 0) reasons.push(`duplicate options: ${[...new Set(repeated)].map((t) => `"${t}"`).join(', ')}`);
  return reasons.length === before ? options : undefined;
}

function checkParts(value: unknown, label: string, reasons: string[], required: boolean): Part[] | undefined {
  if (value === undefined || value === null) {
    reasons.push(`missing field "${label}"`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    reasons.push(`${label} is not a list of parts`);
    return undefined;
  }
  if (required && value.length === 0) {
    reasons.push(`${label} is empty text`);
    return undefined;
  }
  const parts: Part[] = [];
  for (const p of value as unknown[]) {
    if (!isRecord(p) || typeof p.type !== 'string' || !partTypes.has(p.type) || typeof p.data !== 'string') {
      reasons.push(`${label} has a part that is not {type: text|image|latex, data}`);
      return undefined;
    }
    if (p.data.trim() === '') {
      reasons.push(`${label} is empty text`);
      return undefined;
    }
    if (p.type === 'image' && !isMediaPath(p.data)) {
      reasons.push(`${label} image "${p.data}" is not a path under /media`);
      return undefined;
    }
    // An image may give its size (docs/exam.md#image-size): both sides, whole positive pixels.
    const { width, height } = p;
    if (width !== undefined || height !== undefined) {
      if (p.type !== 'image' || !isSide(width) || !isSide(height)) {
        reasons.push(`${label} ${p.type} has a width and height that are not two whole numbers of pixels from 1 to 10000`);
        return undefined;
      }
      parts.push({ type: 'image', data: p.data, width, height });
      continue;
    }
    parts.push({ type: p.type as Part['type'], data: p.type === 'image' ? p.data : p.data.normalize('NFC') });
  }
  return parts;
}

function isSide(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10_000;
}

function isMediaPath(path: string): boolean {
  return !path.startsWith('/') && !/^[a-z]+:/i.test(path) && !path.split('/').some((s) => s === '..' || s === '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
