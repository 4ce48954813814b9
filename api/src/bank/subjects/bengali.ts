// Bengali wording shared by the twins of the seeded bank (docs/i18n.md#questions): Bengali digits,
// measures with Bangla units ('20 m/s' → '২০ মি/সে'), and Unicode NFC for every text and formula.
// NFC matters for the nukta letters: ড় ঢ় য় (U+09DC, U+09DD, U+09DF) are composition exclusions, so
// their NFC is the letter and the nukta as two code points; `bn()` writes every twin that way.
import type { Content, Draft, TwinDraft } from '../question';
import type { Part } from '../types';

const DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits as Bengali digits, and a minus before a number as '−': -2.5 → '−২.৫'. */
export function bnDigits(value: string | number | bigint): string {
  return String(value)
    .replace(/-(?=\d)/g, '−')
    .replace(/[0-9]/g, (d) => DIGITS[Number(d)] ?? d);
}

/** The Bangla unit for each unit the English physics options write after a number. */
const UNITS: Readonly<Record<string, string>> = {
  m: 'মি',
  cm: 'সেমি',
  kg: 'কেজি',
  s: 'সেকেন্ড',
  h: 'ঘণ্টা',
  Hz: 'হার্জ',
  'm/s': 'মি/সে',
  'm/s²': 'মি/সে²',
  'km/h': 'কিমি/ঘণ্টা',
  'kg m/s': 'কেজি মি/সে',
  N: 'নিউটন',
  J: 'জুল',
  W: 'ওয়াট',
  kWh: 'কিলোওয়াট-ঘণ্টা',
  V: 'ভোল্ট',
  A: 'অ্যাম্পিয়ার',
  Ω: 'ওহম',
  K: 'কেলভিন',
  D: 'ডায়াপ্টার',
};

/** Bangla for a unit symbol: 'm/s' → 'মি/সে'. */
export function bnUnit(unit: string): string {
  const bangla = UNITS[unit];
  if (bangla === undefined) throw new Error(`no Bangla unit for "${unit}"`);
  return nfc(bangla);
}

/** A number with its unit: bnQuantity(2.5, 'm') → '২.৫ মি'. */
export function bnQuantity(value: string | number, unit: string): string {
  return `${bnDigits(value)} ${bnUnit(unit)}`;
}

/** An English measure option in Bengali: '19.6 m/s' → '১৯.৬ মি/সে', '−4 D' → '−৪ ডায়াপ্টার'. */
export function bnMeasure(content: Content): string {
  const m = typeof content === 'string' ? /^([+−-]?\d+(?:\.\d+)?) (.+)$/.exec(content) : null;
  if (!m) throw new Error(`not a measure: ${JSON.stringify(content)}`);
  return bnQuantity(m[1] ?? '', m[2] ?? '');
}

/** A draft whose options are measures: its Bengali twin gets the same measures, in the same order. */
export function measured(draft: Draft, twin: Pick<TwinDraft, 'question' | 'explanation'>): Draft {
  return { ...draft, twin: bn({ ...twin, answer: bnMeasure(draft.answer), distractors: draft.distractors.map(bnMeasure) }) };
}

/** A twin with every text and formula in NFC. */
export function bn(twin: TwinDraft): TwinDraft {
  const out: TwinDraft = { question: nfcContent(twin.question), explanation: nfcContent(twin.explanation) };
  if (twin.answer !== undefined) out.answer = nfcContent(twin.answer);
  if (twin.distractors !== undefined) out.distractors = twin.distractors.map(nfcContent);
  return out;
}

export function nfc(s: string): string {
  return s.normalize('NFC');
}

export function nfcContent(content: Content): Content {
  return typeof content === 'string' ? nfc(content) : content.map(nfcPart);
}

function nfcPart(part: Part): Part {
  return part.type === 'image' ? part : { ...part, data: nfc(part.data) };
}
