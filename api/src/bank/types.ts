// The shape of one question in the seeded or imported bank, shared by the generator, the importer
// and the exam catalog that stores it.

/**
 * `image` data is a path under /media (e.g. 'bank/circuit-1.svg') with the picture's width and
 * height in CSS pixels when known (docs/exam.md#image-size); `latex` is TeX without $ delimiters.
 */
export type Part = { type: 'text' | 'image' | 'latex'; data: string; width?: number; height?: number };

export type BankOption = { data: Part[]; is_answer: boolean };

/** The language a question's words are written in (docs/i18n.md#questions). */
export type BankLanguage = 'en' | 'bn';

/**
 * The same question in the other language (docs/i18n.md#questions): its body, its options in the
 * same order (the answer is the same option) and its explanation. One item for scoring and results.
 */
export type BankTwin = { question: Part[]; options: Part[][]; explanation: Part[] };

/** `key` is stable and unique (e.g. 'chem.periodic.atomic-number.Na') so seeding and importing are idempotent. */
export type BankQuestion = {
  key: string;
  grade: string;
  subject: string;
  topic: string;
  subtopic: string;
  /** The language of question, options and explanation; English when left out. */
  language?: BankLanguage;
  question: Part[];
  options: BankOption[];
  explanation: Part[];
  /** The twin in the other language, when the question has one. */
  twin?: BankTwin;
};
