// Builds one multiple-choice question from its answer and distractors. Every random choice is
// seeded from the question's key, so the bank is the same on every run and a question does not
// change when another is added.
import type { BankLanguage, BankQuestion, Part } from './types';
import { optionText } from './validate';

export type Content = string | Part[];

export type Draft = {
  key: string;
  /** The language of the draft's words; English when left out. */
  language?: BankLanguage;
  question: Content;
  answer: Content;
  distractors: Content[];
  explanation: Content;
  /** The question in the other language (docs/i18n.md#questions). */
  twin?: TwinDraft;
};

/**
 * A draft's twin. `answer` and `distractors` are left out when the options read the same in both
 * languages (formulas, numbers in LaTeX); when given, `distractors` is parallel to the draft's, so
 * the twin's options are the draft's options, in the same order, in the other language.
 */
export type TwinDraft = {
  question: Content;
  answer?: Content;
  distractors?: Content[];
  explanation: Content;
};

export const text = (data: string): Part => ({ type: 'text', data });
export const latex = (data: string): Part => ({ type: 'latex', data });
export const image = (data: string): Part => ({ type: 'image', data });

/** A writer for one subtopic: `section('Physics', 'Kinematics', 'Free fall')(draft)`. */
export function section(subject: string, topic: string, subtopic: string, grade = 'HSC') {
  return (draft: Draft): BankQuestion => mcq({ grade, subject, topic, subtopic }, draft);
}

/** A curated question: [id, question, answer, three wrong options, why]. */
export type Fact = readonly [id: string, question: string, answer: string, wrong: readonly [string, string, string], why: string];

export function fromFact(write: (draft: Draft) => BankQuestion, keyPrefix: string, fact: Fact): BankQuestion {
  const [id, question, answer, wrong, why] = fact;
  return write({ key: `${keyPrefix}.${id}`, question, answer, distractors: [...wrong], explanation: why });
}

/** A key segment from free text: 'Cox's Bazar' → 'coxs-bazar'. */
export function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Three distinct values from `pool`, none equal to `answer` as rendered text, chosen by `key`. */
export function othersFrom(key: string, pool: readonly string[], answer: string, n = 3): string[] {
  const taken = new Set([optionText(partsOf(answer))]);
  const candidates: string[] = [];
  for (const value of pool) {
    const rendered = optionText(partsOf(value));
    if (taken.has(rendered)) continue;
    taken.add(rendered);
    candidates.push(value);
  }
  return shuffled(candidates, rngFor(`${key}#others`)).slice(0, n);
}

export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

export type Rng = () => number;

/** mulberry32 seeded with the FNV-1a hash of `seed`. */
export function rngFor(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function partsOf(content: Content): Part[] {
  return typeof content === 'string' ? [text(content)] : content;
}

type Placement = Pick<BankQuestion, 'grade' | 'subject' | 'topic' | 'subtopic'>;

function mcq(place: Placement, draft: Draft): BankQuestion {
  const answer = partsOf(draft.answer);
  const seen = new Set([optionText(answer)]);
  // The distractors kept, by their place in the draft, so a twin keeps the very same ones.
  const kept: number[] = [];
  draft.distractors.forEach((d, index) => {
    const rendered = optionText(partsOf(d));
    if (seen.has(rendered)) return;
    seen.add(rendered);
    kept.push(index);
  });
  if (kept.length < 3) throw new Error(`${draft.key}: only ${kept.length} distinct distractors`);
  const chosen = kept.slice(0, 3);
  const order = shuffled([-1, ...chosen], rngFor(draft.key));
  const optionOf = (answerPart: Content, distractors: readonly Content[]) => (index: number): Part[] => {
    const content = index < 0 ? answerPart : distractors[index];
    if (content === undefined) throw new Error(`${draft.key}: the twin lacks distractor ${index + 1}`);
    return partsOf(content);
  };
  const english = optionOf(draft.answer, draft.distractors);
  const options = order.map((index) => ({ data: english(index), is_answer: index < 0 }));
  const question: BankQuestion = { key: draft.key, ...place, question: partsOf(draft.question), options, explanation: partsOf(draft.explanation) };
  if (draft.language !== undefined) question.language = draft.language;
  if (draft.twin !== undefined) {
    const { twin } = draft;
    const other = optionOf(twin.answer ?? draft.answer, twin.distractors ?? draft.distractors);
    question.twin = { question: partsOf(twin.question), options: order.map(other), explanation: partsOf(twin.explanation) };
  }
  return question;
}
