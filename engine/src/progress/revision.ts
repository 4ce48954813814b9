// Save for Revision (docs/progress.md#revision-messages): the server's answer decides the toast.
import { errorDetailOf } from '../access/serverError';
import type { ToastKind } from '../shell/toastMachine';
import { examScreenMessages } from '../exam/screenMessages';

export type RevisionOutcome = { message: string; kind: ToastKind };

/** A 2xx detail meaning 'already saved' is info; any other success is the saved message. */
export function revisionSaved(detail: string | null | undefined): RevisionOutcome {
  return /already/i.test(detail ?? '')
    ? { message: examScreenMessages.revisionAlreadySaved, kind: 'info' }
    : { message: examScreenMessages.revisionSaved, kind: 'success' };
}

/** A refusal saying the question is already saved is still that message; anything else failed. */
export function revisionFailed(error: unknown): RevisionOutcome {
  const detail = errorDetailOf(error);
  return /already/i.test(detail ?? '')
    ? { message: examScreenMessages.revisionAlreadySaved, kind: 'info' }
    : { message: examScreenMessages.revisionFailed, kind: 'error' };
}
