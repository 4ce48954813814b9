// Content parts of questions, options and explanations (spec 000 §3): text, an image path under
// /media/, or a LaTeX formula ('latex' and 'math' are both TeX source).
export type ContentPart = { id?: number | string; type: 'text' | 'image' | 'latex' | 'math'; data: string };
