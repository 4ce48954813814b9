// The admin's screen (docs/contest.md#admin-screen): the merit list read from the export's CSV
// (docs/contest.md#admin, RFC 4180 as the api writes it), the cancel confirmation's words and
// the edit form's starting values. Pure: the web renders what these return.
import { dhakaWallClockOf } from '../shell/time';
import type { AdminContestForm } from './adminContestForm';
import { catalogue } from '../i18n/catalogue';

export const adminContestScreenMessages = catalogue('adminContestScreen', {
  // docs/contest.md#admin-screen
  heading: 'Contests',
  newContest: 'New contest',
  noContests: 'No contests yet.',
  exportCsv: 'Export CSV',
  meritList: 'Merit list',
  registrations: 'Registrations',
  noRegistrations: 'No learner has registered yet.',
  noResults: 'No learner was ranked.',
  cancelConfirmAction: 'Cancel contest',
  keep: 'Keep',
  save: 'Save',
  close: 'Close',
  edit: 'Edit',
  cancel: 'Cancel',
  loadFailed: 'The contests could not be loaded.',
  status: { upcoming: 'Upcoming', live: 'Live', finished: 'Finished', cancelled: 'Cancelled' } as Readonly<Record<string, string>>,
  // docs/contest.md#admin-screen: the question Cancel asks first
  cancelQuestion: (title: string): string => `Cancel the contest ${title}? Registered learners are told by mail.`,
  // A contest's length on the admin's list (formatContestDuration)
  durationSeconds: (seconds: number): string => `${seconds} s`,
  durationMinutes: (minutes: number): string => `${minutes} min`,
} as const);

/** docs/contest.md#admin-screen: the question Cancel asks first. */
export function cancelContestQuestion(title: string): string {
  return adminContestScreenMessages.cancelQuestion(title);
}

export type AdminMeritRow = {
  rank: number;
  fullName: string;
  email: string;
  score: number;
  percentile: number;
  timeUsedSeconds: number;
  right: number;
  wrong: number;
  notAnswered: number;
};

/** The export's rows in merit order; the header only (no results yet) is an empty list. */
export function meritRowsOfCsv(csv: string): AdminMeritRow[] {
  const [, ...rows] = parseCsv(csv);
  return rows
    .filter((fields) => fields.length >= 9)
    .map((f) => ({
      rank: Number(f[0]),
      fullName: f[1] ?? '',
      email: f[2] ?? '',
      score: Number(f[3]),
      percentile: Number(f[4]),
      timeUsedSeconds: Number(f[5]),
      right: Number(f[6]),
      wrong: Number(f[7]),
      notAnswered: Number(f[8]),
    }));
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || fields.length > 0) records.push([...fields, field]);
  return records;
}

/** A contest's length on the admin's list: '24 min', or '20 s' under a minute. */
export function formatContestDuration(seconds: number): string {
  const words = adminContestScreenMessages;
  return seconds < 60 ? words.durationSeconds(seconds) : words.durationMinutes(Math.round(seconds / 60));
}

/** The edit form starts from the contest as it is (docs/contest.md#admin-form: no template fields). */
export function editFormOf(contest: { title: string; start_time: string; time_breaks_ties: boolean }): Partial<AdminContestForm> {
  const wall = dhakaWallClockOf(contest.start_time);
  return { title: contest.title, startDate: wall?.date ?? '', startTime: wall?.time ?? '', timeBreaksTies: contest.time_breaks_ties };
}
