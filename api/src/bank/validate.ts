// The rules every bank question obeys, whether generated or imported: required fields, exactly
// four distinct options with exactly one answer, no empty text, image paths under /media; a twin
// in the other language has the same four options (docs/i18n.md#questions). Every text and formula
// is kept in Unicode NFC, so a Bengali word typed with a nukta letter (য়) or with its two code
// points (য + ়) is one word to search and to the duplicate check.
import type { components } from '../generated/rest';
import type { BankLanguage, BankOption, BankQuestion, BankTwin, Part } from './types';

/**
 * Why a row is rejected: a code and what it names, as the contract sends it; the page's catalogue
 * and `npm run import` word it (engine/src/bank/importReasons.ts, docs/content.md#import).
 */
export type Reason = components['schemas']['BankImportReason'];
/** The part of a question a reason names: its body, its explanation, an option by letter; of the twin too. */
type PartLabel = Pick<Reason, 'part' | 'letter'>;

export type Rejection = { row: number; key?: string; reasons: Reason[] };
export type BankCheck = { accepted: BankQuestion[]; rejected: Rejection[] };
/** `reasons` are problems the file reader already found (e.g. a bad CSV answer letter). */
export type Candidate = { row: number; value: unknown; reasons?: Reason[] };

export const OPTION_COUNT = 4;
/** The largest side an image part may give, in pixels (docs/exam.md#image-size). */
const MAX_SIDE = 10_000;

/** Validates candidates in order; a key already accepted (or seen earlier in the file) is a duplicate. */
export function validateBank(candidates: readonly Candidate[]): BankCheck {
  const accepted: BankQuestion[] = [];
  const rejected: Rejection[] = [];
  const keys = new Set<string>();
  for (const { row, value, reasons: found = [] } of candidates) {
    const { question, key, reasons: own } = checkQuestion(value);
    const reasons = [...found, ...own];
    if (key !== undefined) {
      if (keys.has(key)) reasons.push({ code: 'duplicate_key', value: key });
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

function checkQuestion(value: unknown): { question?: BankQuestion; key?: string; reasons: Reason[] } {
  if (!isRecord(value)) return { reasons: [{ code: 'not_object' }] };
  const reasons: Reason[] = [];
  const place: Record<string, string> = {};
  for (const field of placeFields) {
    const v = value[field];
    if (v === undefined || v === null || v === '') reasons.push({ code: 'missing_field', field });
    else if (typeof v !== 'string') reasons.push({ code: 'field_not_text', field });
    else if (v.trim() === '') reasons.push({ code: 'field_empty', field });
    else place[field] = v.trim().normalize('NFC');
  }
  const question = checkParts(value.question, { part: 'question' }, reasons, true);
  const explanation = value.explanation === undefined ? [] : checkParts(value.explanation, { part: 'explanation' }, reasons, false);
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

function checkLanguage(value: unknown, reasons: Reason[]): BankLanguage | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (value === 'en' || value === 'bn') return value;
  reasons.push({ code: 'language_invalid' });
  return null;
}

/** The twin: a body, four options in the original's order (four distinct ones) and an explanation. */
function checkTwin(value: unknown, reasons: Reason[]): BankTwin | null {
  if (!isRecord(value)) {
    reasons.push({ code: 'twin_not_object' });
    return null;
  }
  const before = reasons.length;
  const question = checkParts(value.question, { part: 'twin_question' }, reasons, true);
  const explanation = value.explanation === undefined ? [] : checkParts(value.explanation, { part: 'twin_explanation' }, reasons, false);
  const options: Part[][] = [];
  if (!Array.isArray(value.options)) reasons.push({ code: 'twin_options_not_list' });
  else {
    if (value.options.length !== OPTION_COUNT) reasons.push({ code: 'twin_option_count', count: value.options.length, limit: OPTION_COUNT });
    value.options.forEach((o: unknown, i) => {
      const parts = checkParts(o, { part: 'twin_option', letter: String.fromCharCode(65 + i) }, reasons, true);
      if (parts) options.push(parts);
    });
    const texts = options.map(optionText);
    const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
    if (repeated.length > 0) reasons.push({ code: 'twin_duplicate_options', values: [...new Set(repeated)] });
  }
  if (reasons.length > before || !question || !explanation) return null;
  return { question, options, explanation };
}

function checkOptions(value: unknown, reasons: Reason[]): BankOption[] | undefined {
  if (value === undefined || value === null) {
    reasons.push({ code: 'missing_field', field: 'options' });
    return undefined;
  }
  if (!Array.isArray(value)) {
    reasons.push({ code: 'options_not_list' });
    return undefined;
  }
  const before = reasons.length;
  if (value.length !== OPTION_COUNT) reasons.push({ code: 'option_count', count: value.length, limit: OPTION_COUNT });
  const options: BankOption[] = [];
  value.forEach((o: unknown, i) => {
    const label: PartLabel = { part: 'option', letter: String.fromCharCode(65 + i) };
    if (!isRecord(o)) {
      reasons.push({ code: 'option_not_object', ...label });
      return;
    }
    const data = checkParts(o.data, label, reasons, true);
    if (typeof o.is_answer !== 'boolean') reasons.push({ code: 'option_answer_not_boolean', ...label });
    else if (data) options.push({ data, is_answer: o.is_answer });
  });
  const answers = options.filter((o) => o.is_answer).length;
  if (options.length === value.length && answers !== 1) reasons.push({ code: 'answer_count', count: answers });
  const texts = options.map((o) => optionText(o.data));
  const repeated = texts.filter((t, i) => texts.indexOf(t) !== i);
  if (repeated.length > 0) reasons.push({ code: 'duplicate_options', values: [...new Set(repeated)] });
  return reasons.length === before ? options : undefined;
}

function checkParts(value: unknown, label: PartLabel, reasons: Reason[], required: boolean): Part[] | undefined {
  if (value === undefined || value === null) {
    reasons.push({ code: 'part_missing', ...label });
    return undefined;
  }
  if (!Array.isArray(value)) {
    reasons.push({ code: 'part_not_list', ...label });
    return undefined;
  }
  if (required && value.length === 0) {
    reasons.push({ code: 'part_empty', ...label });
    return undefined;
  }
  const parts: Part[] = [];
  for (const p of value as unknown[]) {
    if (!isRecord(p) || typeof p.type !== 'string' || !partTypes.has(p.type) || typeof p.data !== 'string') {
      reasons.push({ code: 'part_shape', ...label });
      return undefined;
    }
    if (p.data.trim() === '') {
      reasons.push({ code: 'part_empty', ...label });
      return undefined;
    }
    if (p.type === 'image' && !isMediaPath(p.data)) {
      reasons.push({ code: 'part_image_path', ...label, value: p.data });
      return undefined;
    }
    // An image may give its size (docs/exam.md#image-size): both sides, whole positive pixels.
    const { width, height } = p;
    if (width !== undefined || height !== undefined) {
      if (p.type !== 'image' || !isSide(width) || !isSide(height)) {
        reasons.push({ code: 'part_image_size', ...label, value: p.type, limit: MAX_SIDE });
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
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_SIDE;
}

function isMediaPath(path: string): boolean {
  return !path.startsWith('/') && !/^[a-z]+:/i.test(path) && !path.split('/').some((s) => s === '..' || s === '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
