// What the browser keeps for a learner is bound to that learner (docs/shell.md#device-data): every
// record's storage key names the learner who stored it, so another learner signed in on the same
// phone never reads it, and forgetting a learner is removing their keys. Pure: the web's
// device storage (web/src/access/session/deviceData.ts) asks these.

/** The id of the learner a record belongs to (the session's `user.id`). */
export type LearnerId = number;

/** What the device keeps of an exam (docs/exam.md#offline): its progress, its question set, its unsent answers. */
export type ExamRecordPart = 'progress' | 'questions' | 'answers';

const learnerPrefix = 'proshno.learner.';
const learnerKeyPattern = /^proshno\.learner\.(\d+)\.(.+)$/;
const examRecordPattern = /^exam\.(\d+)\.(progress|questions|answers)$/;
/** How versions before issue 26 named an exam's records: bound to no one. */
const unboundExamKeyPattern = /^proshno\.exam\.(\d+)\.(progress|questions|answers)$/;

/** The storage key of one of a learner's records: `proshno.learner.<id>.<record>`. */
export function learnerRecordKey(learner: LearnerId, record: string): string {
  return `${learnerPrefix}${learner}.${record}`;
}

/** The learner and the record a storage key names, or null for a key that is not a learner's record. */
export function learnerRecordOf(key: string): { learner: LearnerId; record: string } | null {
  const match = learnerKeyPattern.exec(key);
  if (match === null) return null;
  return { learner: Number(match[1]), record: match[2] ?? '' };
}

/** The record name of one part of an exam kept on the device: `exam.<examId>.<part>`. */
export function examRecord(examId: number, part: ExamRecordPart): string {
  return `exam.${examId}.${part}`;
}

/** The exam and the part a record name stands for, or null for any other record. */
export function examRecordOf(record: string): { examId: number; part: ExamRecordPart } | null {
  const match = examRecordPattern.exec(record);
  if (match === null) return null;
  return { examId: Number(match[1]), part: match[2] as ExamRecordPart };
}

/**
 * The record a key written before records were bound to a learner stood for (`proshno.exam.<id>.<part>`),
 * or null for any other key. Such a record is taken by the learner signed in when this version first
 * runs (most likely the one who wrote it), or removed when no one is (docs/shell.md#device-data).
 */
export function unboundRecordOf(key: string): string | null {
  const match = unboundExamKeyPattern.exec(key);
  return match === null ? null : examRecord(Number(match[1]), match[2] as ExamRecordPart);
}

/**
 * The record of the review answers not yet delivered (docs/learning.md#delivery). Here, not beside
 * its parser (learning/pendingReviews.ts): the session asks for it on every page, the parser is
 * fetched only with the pages that send reviews.
 */
export const pendingReviewsRecord = 'reviews.pending';

/** Why a learner's device data is forgotten: they logged out, or the server refused their session. */
export type ForgetReason = 'logout' | 'sessionRefused';

/**
 * Whether a learner's record stays on the device when they are signed out (docs/shell.md#device-data).
 * A learner who logs out was asked about their unsent answers first, so nothing stays; a session
 * the server refused (a refresh token revoked or run out) signed them out without asking, so their
 * unsent answers stay, still bound to them, and are sent when they sign in again: an exam's, and the
 * review session's (`reviews.pending`, docs/learning.md#delivery). Nothing else stays.
 */
export function keptWhenSignedOut(record: string, reason: ForgetReason): boolean {
  return reason === 'sessionRefused' && (examRecordOf(record)?.part === 'answers' || record === pendingReviewsRecord);
}
