// After sign-up the app goes to / (docs/access.md#registration-outcome) and the login card says where the link went.
// The address travels as `verificationSentTo` in the history entry's state, which the registration
// machine's navigation sets (engine/src/access/registrationMachine.ts): it survives a reload but not a new visit.
import { useHistoryState } from 'wouter/use-browser-location';

/** The address the verification mail was sent to, when this page was reached from sign-up. */
export function useVerificationSentTo(): string | null {
  const state = useHistoryState<unknown>();
  if (typeof state !== 'object' || state === null || !('verificationSentTo' in state)) return null;
  return typeof state.verificationSentTo === 'string' ? state.verificationSentTo : null;
}
