// The admin's contest form rules (docs/contest.md#admin-form, docs/contest.md#admin): pure, the
// clock passed in. Messages are copied exactly from docs/contest.md#admin-form.
import { PREVIOUS_YEAR_TYPE_ID } from '../exam/header';
import { dhakaWallClockToInstant } from '../shell/time';
import { catalogue } from '../i18n/catalogue';

export const adminContestMessages = catalogue('adminContest', {
  // docs/contest.md#admin-form
  templateRequired: 'Please select a template',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  startRequired: 'Start date and time are required',
  // docs/contest.md#admin (the server's own wording)
  startInPast: 'The start time of a contest must be in the future.',
  universityRequired: 'Please select a university',
  unitRequired: 'Please select a unit',
  yearRequired: 'Please select a year',
} as const);

/** docs/contest.md#admin-form: at most 200 characters, as the api allows. */
export const CONTEST_TITLE_MAX = 200;

export type ContestTemplateChoice = { id: number; exam_Type: number };

export type AdminContestForm = {
  mode: 'create' | 'edit';
  /** Chosen template's id, null until chosen (create only). */
  template: ContestTemplateChoice | null;
  title: string;
  /** Dhaka's 'YYYY-MM-DD' and 'HH:mm' as the pickers give them. */
  startDate: string;
  startTime: string;
  timeBreaksTies: boolean;
  universityId: number | null;
  unit: string;
  year: string;
};

export type AdminContestField = 'template' | 'title' | 'start' | 'university' | 'unit' | 'year';
export type AdminContestErrors = Partial<Record<AdminContestField, string>>;

export function emptyContestForm(mode: 'create' | 'edit'): AdminContestForm {
  return { mode, template: null, title: '', startDate: '', startTime: '', timeBreaksTies: false, universityId: null, unit: '', year: '' };
}

/** Each field's first message, in the order of docs/contest.md#admin-form. */
export function validateContestForm(form: AdminContestForm, now: Date): AdminContestErrors {
  const errors: AdminContestErrors = {};
  if (form.mode === 'create' && form.template === null) errors.template = adminContestMessages.templateRequired;
  const title = form.title.trim();
  if (title === '') errors.title = adminContestMessages.titleRequired;
  else if (title.length > CONTEST_TITLE_MAX) errors.title = adminContestMessages.titleTooLong;
  const start = form.startDate === '' || form.startTime === '' ? null : dhakaWallClockToInstant(form.startDate, form.startTime);
  if (start === null) errors.start = adminContestMessages.startRequired;
  else if (Date.parse(start) <= now.getTime()) errors.start = adminContestMessages.startInPast;
  if (form.mode === 'create' && form.template?.exam_Type === PREVIOUS_YEAR_TYPE_ID) {
    if (form.universityId === null) errors.university = adminContestMessages.universityRequired;
    if (form.unit === '') errors.unit = adminContestMessages.unitRequired;
    if (form.year === '') errors.year = adminContestMessages.yearRequired;
  }
  return errors;
}

export function canSaveContest(form: AdminContestForm, now: Date): boolean {
  return Object.keys(validateContestForm(form, now)).length === 0;
}

export type CreateContestPayload = {
  template: number;
  title: string;
  start_time: string;
  time_breaks_ties: boolean;
  university_id?: number;
  unit?: string;
  year?: string;
};
export type EditContestPayload = { title: string; start_time: string; time_breaks_ties: boolean };

/** The mutation's input for a valid form; null while any check fails. */
export function contestPayload(form: AdminContestForm, now: Date): CreateContestPayload | EditContestPayload | null {
  if (!canSaveContest(form, now)) return null;
  const start_time = dhakaWallClockToInstant(form.startDate, form.startTime);
  if (start_time === null) return null;
  const common = { title: form.title.trim(), start_time, time_breaks_ties: form.timeBreaksTies };
  if (form.mode === 'edit' || form.template === null) return common;
  const paper =
    form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID && form.universityId !== null
      ? { university_id: form.universityId, unit: form.unit, year: form.year }
      : {};
  return { template: form.template.id, ...common, ...paper };
}
