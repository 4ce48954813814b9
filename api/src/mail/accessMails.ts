// The mails of the access slice: the verification link, the reset code, and an e-mail change's
// confirmation link and notice, each in the language of the account it goes to (docs/i18n.md#mails).
import { formatDigits, inLanguage, type Language } from '@proshno/engine';
import type { Mail } from './mailer';
import { mailWords } from './mailWords';

export function verificationMail(to: string, publicUrl: string, token: string, language: Language): Mail {
  const link = `${publicUrl}/verify?token=${encodeURIComponent(token)}`;
  const words = mailWords(language);
  return { to, subject: words.verifySubject, text: words.verifyText(link), note: link };
}

export function resetMail(to: string, otp: string, language: Language): Mail {
  const words = mailWords(language);
  // The code in the mail's digits; the reset form takes Bengali digits as the digits they are.
  const shown = inLanguage(language, () => formatDigits(otp));
  return { to, subject: words.resetSubject, text: words.resetText(shown), note: `OTP ${otp}` };
}

/** To the new address of an e-mail change: the link that makes it the account's. */
export function emailChangeMail(to: string, publicUrl: string, token: string, language: Language): Mail {
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  const words = mailWords(language);
  return { to, subject: words.emailChangeSubject, text: words.emailChangeText(link), note: link };
}

/** To the old address of an e-mail change: what happened, and the link that cancels or undoes it. */
export function emailChangeNoticeMail(to: string, newEmail: string, publicUrl: string, cancelToken: string, language: Language): Mail {
  const link = `${publicUrl}/cancel-email-change?token=${encodeURIComponent(cancelToken)}`;
  const words = mailWords(language);
  return { to, subject: words.emailChangeNoticeSubject, text: words.emailChangeNoticeText(newEmail, link), note: link };
}
