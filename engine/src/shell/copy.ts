// Small rules that build on-screen text from data, so a label, a count or a server sentence reads
// as one clean sentence wherever it appears (issue 16, "Type and copy").
import { catalogue } from '../i18n/catalogue';

/** '1 second', '5 seconds': a count with its noun, singular only for exactly one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * The words of the rules below that make text (docs/i18n.md#catalogues): functions, so that the
 * Bengali twin (./copy.bn.ts) words each one its own way.
 */
export const copyMessages = catalogue('copy', {
  /** The verification and reset overlays' countdown line. */
  redirectingIn: (seconds: number): string => `Redirecting to the login page in ${countOf(seconds, 'second')} ...`,
  /** A select's placeholder for its label; 'Select Exam' is not prefixed a second time. */
  selectPlaceholder: (label: string): string => `Select ${label.replace(/^select\s+/i, '').toLowerCase()}`,
  /** A university with its unit, the university's name given without the unit. */
  universityUnit: (university: string, unit: string): string => `${university} (${unit} unit)`,
} as const);

/** The verification and reset overlays' countdown line. */
export function redirectingIn(seconds: number): string {
  return copyMessages.redirectingIn(seconds);
}

/**
 * What a select shows before a choice: 'Select gender' for the label 'Gender'. A label that
 * already starts with 'Select' (docs/practice.md#previous-year's 'Select Exam') is not prefixed a second time.
 */
export function selectPlaceholder(label: string): string {
  return copyMessages.selectPlaceholder(label);
}

/**
 * The failed verification overlay's extra line: the server's error text, unless the overlay's
 * own sentence already says it (the api answers the very sentence the overlay opens with).
 */
export function extraDetail(said: string, detail: string | null): string | null {
  if (detail === null) return null;
  const core = (text: string) => text.trim().replace(/[.!\s]+$/, '').toLowerCase();
  const extra = core(detail);
  return extra === '' || core(said).includes(extra) ? null : detail;
}

/** A previous-year university entry, 'University of Dhaka (A unit)'; a name that already names the unit keeps it once. */
export function universityUnitLabel(university: string, unit: string): string {
  const named = university.replace(new RegExp(`\\s*\\(${escapeRegExp(unit)}\\)\\s*$`, 'i'), '');
  return copyMessages.universityUnit(named, unit);
}

/** The one wording of the revision buttons (docs/exam.md#screen 'Save for Revision', docs/progress.md#revision 'Remove From Revision'). */
export const revisionLabels = catalogue('revisionLabels', { save: 'Save for Revision', remove: 'Remove From Revision' } as const);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
