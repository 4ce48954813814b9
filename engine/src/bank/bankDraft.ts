// A question as the bank's editor holds it (docs/content.md#editor): its place, its languages
// (Bengali, English or both), for each language its body, options A–D and explanation as parts
// (text, LaTeX or an image path), and which option is right. Pure: the editor machine changes it
// through editBankDraft, checks it through bankDraftProblems (the bank's rules, api/src/bank/validate.ts,
// in the page's words) and sends bankInputOf; the preview is bankPreviewOf, shaped like the exam's question.
import { fillIn } from '../commerce/messages';
import type { ContentPart } from '../exam/content';
import { optionLetter } from '../exam/optionLabels';
import { bankEditorMessages as m } from './editorMessages';

export type BankPartType = 'text' | 'latex' | 'image';
export type BankPart = { type: BankPartType; data: string; width?: number | null; height?: number | null };
export type BankLanguage = 'en' | 'bn';
/** Which languages the question is written in. */
export type BankLanguages = BankLanguage | 'both';
export type BankStatus = 'draft' | 'published' | 'retired';
export const BANK_OPTION_COUNT = 4;

/** One language's words: the body, four options and the explanation. */
export type BankSide = { question: BankPart[]; options: BankPart[][]; explanation: BankPart[] };

export type BankDraft = {
  subject: number | null;
  topic: number | null;
  subtopic: number | null;
  /** The question's own language; with `both`, the other is its twin (docs/i18n.md#questions). */
  primary: BankLanguage;
  both: boolean;
  /** The right option, 0 for A; null until one is chosen. */
  answer: number | null;
  sides: Record<BankLanguage, BankSide>;
};

/** What the api takes (the contract's BankQuestionInput). */
export type BankQuestionInput = {
  subject: number;
  topic: number;
  subtopic: number;
  language: BankLanguage;
  question: BankPart[];
  options: Array<{ data: BankPart[]; is_answer: boolean }>;
  explanation: BankPart[];
  twin: { question: BankPart[]; options: BankPart[][]; explanation: BankPart[] } | null;
};

/** A version of a question as the api answers it (the contract's BankQuestion). */
export type BankQuestionRecord = Omit<BankQuestionInput, 'twin'> & {
  id: number;
  key: string;
  version: number;
  status: BankStatus;
  twin: { question: BankPart[]; options: BankPart[][]; explanation: BankPart[] } | null;
  created_at: string;
  superseded_at: string | null;
};

export type BankVersionEntry = { id: number; version: number; status: BankStatus; answer: number; created_at: string; superseded_at: string | null };

/** A question with every version of its key, newest first (the contract's BankQuestionDetail). */
export type BankQuestionDetail = { question: BankQuestionRecord; versions: readonly BankVersionEntry[]; current: number };

/** A field of one language's words: the body, an option (0 for A) or the explanation. */
export type BankField = { field: 'question' } | { field: 'option'; option: number } | { field: 'explanation' };

/** One change the editor makes. */
export type BankDraftEdit =
  | { edit: 'place'; level: 'subject' | 'topic' | 'subtopic'; id: number | null }
  | { edit: 'languages'; languages: BankLanguages }
  | { edit: 'answer'; option: number }
  | ({ edit: 'part'; language: BankLanguage; index: number; part: BankPart } & BankField)
  | ({ edit: 'addPart'; language: BankLanguage; type: BankPartType } & BankField)
  | ({ edit: 'removePart'; language: BankLanguage; index: number } & BankField);

const emptySide = (): BankSide => ({
  question: [{ type: 'text', data: '' }],
  options: Array.from({ length: BANK_OPTION_COUNT }, () => [{ type: 'text', data: '' }]),
  explanation: [{ type: 'text', data: '' }],
});

/** A new question: in Bengali, each field one empty text part, no answer chosen. */
export function emptyBankDraft(place: { subject?: number | null; topic?: number | null; subtopic?: number | null } = {}): BankDraft {
  return { subject: place.subject ?? null, topic: place.topic ?? null, subtopic: place.subtopic ?? null, primary: 'bn', both: false, answer: null, sides: { bn: emptySide(), en: emptySide() } };
}

const other = (language: BankLanguage): BankLanguage => (language === 'bn' ? 'en' : 'bn');

/** The draft of a stored version, to edit it. */
export function bankDraftOf(record: BankQuestionRecord): BankDraft {
  const own: BankSide = { question: record.question, options: record.options.map((o) => o.data), explanation: record.explanation };
  const twin: BankSide = record.twin ?? emptySide();
  const answer = record.options.findIndex((o) => o.is_answer);
  return {
    subject: record.subject,
    topic: record.topic,
    subtopic: record.subtopic,
    primary: record.language,
    both: record.twin !== null,
    answer: answer < 0 ? null : answer,
    sides: record.language === 'bn' ? { bn: own, en: twin } : { en: own, bn: twin },
  };
}

export function bankLanguagesOf(draft: BankDraft): BankLanguages {
  return draft.both ? 'both' : draft.primary;
}

/** The languages in use, the question's own first. */
export function bankLanguagesInUse(draft: BankDraft): BankLanguage[] {
  return draft.both ? [draft.primary, other(draft.primary)] : [draft.primary];
}

function partsAt(side: BankSide, at: BankField): BankPart[] {
  if (at.field === 'option') return side.options[at.option] ?? [];
  return side[at.field];
}

function withParts(side: BankSide, at: BankField, parts: BankPart[]): BankSide {
  if (at.field === 'option') return { ...side, options: side.options.map((o, i) => (i === at.option ? parts : o)) };
  return { ...side, [at.field]: parts };
}

function fieldOf(edit: BankField): BankField {
  return edit.field === 'option' ? { field: 'option', option: edit.option } : { field: edit.field };
}

export function editBankDraft(draft: BankDraft, edit: BankDraftEdit): BankDraft {
  switch (edit.edit) {
    case 'place':
      if (edit.level === 'subject') return { ...draft, subject: edit.id, topic: null, subtopic: null };
      if (edit.level === 'topic') return { ...draft, topic: edit.id, subtopic: null };
      return { ...draft, subtopic: edit.id };
    case 'languages':
      return edit.languages === 'both' ? { ...draft, both: true } : { ...draft, primary: edit.languages, both: false };
    case 'answer':
      return edit.option >= 0 && edit.option < BANK_OPTION_COUNT ? { ...draft, answer: edit.option } : draft;
    case 'part':
    case 'addPart':
    case 'removePart': {
      const at = fieldOf(edit);
      const side = draft.sides[edit.language];
      const parts = partsAt(side, at);
      const changed =
        edit.edit === 'part'
          ? parts.map((p, i) => (i === edit.index ? edit.part : p))
          : edit.edit === 'addPart'
            ? [...parts, { type: edit.type, data: '' }]
            : parts.length > 1
              ? parts.filter((_, i) => i !== edit.index)
              : parts;
      return { ...draft, sides: { ...draft.sides, [edit.language]: withParts(side, at, changed) } };
    }
  }
}

/** An explanation left as one empty text part is no explanation. */
function explanationOf(parts: BankPart[]): BankPart[] {
  return parts.length === 1 && parts[0]?.type === 'text' && parts[0].data.trim() === '' ? [] : parts;
}

function sent(parts: BankPart[]): BankPart[] {
  return parts.map((p) =>
    p.type === 'image' && p.width != null && p.height != null ? { type: p.type, data: p.data.trim(), width: p.width, height: p.height } : { type: p.type, data: p.type === 'image' ? p.data.trim() : p.data },
  );
}

/** The draft as the api takes it; null while its place is not chosen. */
export function bankInputOf(draft: BankDraft): BankQuestionInput | null {
  const { subject, topic, subtopic, primary } = draft;
  if (subject === null || topic === null || subtopic === null) return null;
  const own = draft.sides[primary];
  const twin = draft.sides[other(primary)];
  return {
    subject,
    topic,
    subtopic,
    language: primary,
    question: sent(own.question),
    options: own.options.map((data, i) => ({ data: sent(data), is_answer: i === draft.answer })),
    explanation: sent(explanationOf(own.explanation)),
    twin: draft.both ? { question: sent(twin.question), options: twin.options.map(sent), explanation: sent(explanationOf(twin.explanation)) } : null,
  };
}

const isMediaPath = (path: string) => path !== '' && !path.startsWith('/') && !/^[a-z]+:/i.test(path) && !path.split('/').some((s) => s === '..' || s === '');

/** What keeps the draft from being saved, in the page's words; empty when it may be saved. */
export function bankDraftProblems(draft: BankDraft): string[] {
  const problems: string[] = [];
  if (draft.subject === null || draft.topic === null || draft.subtopic === null) problems.push(m.problemPlace);
  if (draft.answer === null) problems.push(m.problemAnswer);
  for (const language of bankLanguagesInUse(draft)) {
    const side = draft.sides[language];
    const name = m.languageNames[language];
    const check = (parts: BankPart[], what: string, required: boolean) => {
      if (required && parts.length === 0) problems.push(fillIn(m.problemEmpty, { field: what, language: name }));
      else if (parts.some((p) => p.data.trim() === '')) problems.push(fillIn(m.problemEmpty, { field: what, language: name }));
      else if (parts.some((p) => p.type === 'image' && !isMediaPath(p.data.trim()))) problems.push(fillIn(m.problemImage, { field: what, language: name }));
    };
    check(side.question, m.questionField, true);
    side.options.forEach((parts, i) => check(parts, fillIn(m.optionField, { letter: optionLetter(i) }), true));
    check(explanationOf(side.explanation), m.explanationField, false);
    const texts = side.options.map((parts) => parts.map((p) => `${p.type}:${p.data.replace(/\s+/g, ' ').trim().toLowerCase()}`).join(' '));
    if (texts.every((t) => !t.endsWith(':')) && new Set(texts).size < texts.length) problems.push(fillIn(m.problemSameOptions, { language: name }));
  }
  return problems;
}

/** The question as the exam would show it in `language` (the exam's parts, numbered). */
export type BankPreview = {
  language: BankLanguage;
  question_data: ContentPart[];
  options: Array<{ id: number; data: ContentPart[]; is_answer: boolean }>;
  explanation_data: ContentPart[];
};

function numbered(parts: BankPart[]): ContentPart[] {
  return parts
    .filter((p) => p.data.trim() !== '')
    .map((p, i) => ({ id: i + 1, type: p.type, data: p.type === 'image' ? p.data.trim() : p.data, ...(p.width != null && p.height != null ? { width: p.width, height: p.height } : {}) }));
}

export function bankPreviewOf(draft: BankDraft, language: BankLanguage): BankPreview {
  const shown = bankLanguagesInUse(draft).includes(language) ? language : draft.primary;
  const side = draft.sides[shown];
  return {
    language: shown,
    question_data: numbered(side.question),
    options: side.options.map((parts, i) => ({ id: i + 1, data: numbered(parts), is_answer: i === draft.answer })),
    explanation_data: numbered(explanationOf(side.explanation)),
  };
}
