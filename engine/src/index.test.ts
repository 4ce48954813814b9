import { expect, it } from 'vitest';
import * as engine from './index';

// The names web and api import (engine contract); removing one breaks them.
it('exports the public surface the other layers rely on', () => {
  expect(Object.keys(engine)).toEqual(
    expect.arrayContaining([
      'messages', 'PASSWORD_MIN', 'PASSWORD_MAX', 'PHONE_MIN_DIGITS', 'TOAST_MAX_CHARS', 'TOAST_CUT_CHARS',
      'NAME_SHORTEN_AT', 'NAME_KEEP_CHARS', 'REDIRECT_COUNTDOWN_SECONDS', 'DOB_CALENDAR_OPENS_AT',
      'PASSWORD_SPECIALS', 'ACCESS_TOKEN_SECONDS', 'REFRESH_TOKEN_SECONDS', 'validateRegistration',
      'registrationPayload', 'isValidEmail', 'genders', 'passwordHint', 'passwordStrength', 'canConfirmReset',
      'loginErrorMessage', 'registrationErrorMessage', 'resetRequestErrorMessage', 'verificationOutcome',
      'countryCodes', 'bangladeshDivisions', 'shortenName', 'truncateToast', 'publicPaths', 'protectedPaths',
      'decideRoute', 'homePathFor', 'sessionMachine', 'verifyMachine', 'registrationMachine',
      'resetRequestMachine', 'resetConfirmMachine', 'toastMachine',
    ]),
  );
});
