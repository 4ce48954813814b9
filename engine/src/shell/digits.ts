// Numbers as people type them: a Bangladeshi keyboard gives Bengali digits (০–৯), others Arabic-
// Indic or Devanagari ones. Every number a learner types is read through here, so ১০ is 10.

/** The code points of zero in the digit sets read as 0–9 (each set is ten code points in a row). */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6] as const;

/** The text with every Bengali, Arabic-Indic and Devanagari digit written as 0–9; nothing else changes. */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}

/** A typed whole number (0 or more, in any of those digit sets, spaces around allowed), else null. */
export function parseCount(text: string): number | null {
  const trimmed = westernDigits(text).trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}
