// The server repeats the form's registration rules (docs/access.md#registration-order, in order, with its messages)
// because it must not trust the form. The rules live once, in engine; this adapts the payload.
import { validateRegistration } from '@proshno/engine';
import type { components } from '../generated/rest';
import { commonPasswordProblem } from './passwordRules';

export type Registration = components['schemas']['Registration'];

/** The first failing rule's message (a common password last), or null when the payload may create an account. */
export function registrationProblem(payload: Registration, today: string): string | null {
  const problem = validateRegistration(
    {
      ...payload,
      // The payload carries code and number joined ('+8801712345678'); the rule counts digits.
      phone_code: '',
      phone_digits: payload.phone_no.replace(/^\+/, ''),
      address_line2: payload.address_line2 ?? '',
      postal_code: payload.postal_code ?? '',
      // Agreeing to the policies is a tick on the form; the payload of docs/api.md#shape-registration does not carry it.
      agreed: true,
    },
    today,
  );
  return problem ?? commonPasswordProblem(payload.password);
}
