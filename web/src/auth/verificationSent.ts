// After sign-up the app goes to / (docs/access.md#registration-outcome) and the login card says where the link went.
// The address travels in the history entry's state, so it survives a reload but not a new visit.
import { useHistoryState } from 'wouter/use-browser-location';

export type VerificationSentState = { verificationSentTo: string };

export function verificationSentState(email: string): VerificationSentState {
  return { verificationSentTo: email };
}

/** The address the verification mail was sent to, when this page was reached from sign-up. */
export function useVerificationSentTo(): string | null {
  const state = useHistoryState<unknown>();
  if (typeof state !== 'object' || state === null || !('verificationSentTo' in state)) return null;
  return typeof state.verificationSentTo === 'string' ? state.verificationSentTo : null;
}
