// The shape of one question in the seeded or imported bank, shared by the generator, the importer
// and the exam catalog that stores it.

/**
 * `image` data is a path under /media (e.g. 'bank/circuit-1.svg') with the picture's width and
 * height in CSS pixels when known (docs/exam.md#image-size); `latex` is TeX without $ delimiters.
 */
export type Part = { type: 'text' | 'image' | 'latex'; data: string; width?: number; height?: number };

export type BankOption = { data: Part[]; is_answer: boolean };

/** `key` is stable and unique (e.g. 'chem.periodic.atomic-number.Na') so seeding and importing are idempotent. */
export type BankQuestion = {
  key: string;
  grade: string;
  subject: string;
  topic: string;
  subtopic: string;
  question: Part[];
  options: BankOption[];
  explanation: Part[];
};
