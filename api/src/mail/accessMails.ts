// The mails of the access slice: the verification link, the reset code, and an e-mail change's
// confirmation link and notice.
import type { Mail } from './mailer';

export function verificationMail(to: string, publicUrl: string, token: string): Mail {
  const link = `${publicUrl}/verify?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Verify your email',
    text: `Welcome to Proshno!\n\nOpen this link within 24 hours to verify your email:\n${link}\n`,
    note: link,
  };
}

export function resetMail(to: string, otp: string): Mail {
  return {
    to,
    subject: 'Your password reset code',
    text: `Your password reset code is ${otp}.\nIt expires in 15 minutes. If you did not ask for it, ignore this mail.\n`,
    note: `OTP ${otp}`,
  };
}

/** To the new address of an e-mail change: the link that makes it the account's. */
export function emailChangeMail(to: string, publicUrl: string, token: string): Mail {
  const link = `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your new email',
    text:
      `Someone asked to use this address for a Proshno account.\n\n` +
      `Open this link within 24 hours to confirm it:\n${link}\n\n` +
      `Until then the account keeps its current email. If you did not ask for it, ignore this mail.\n`,
    note: link,
  };
}

/** To the old address of an e-mail change: what happened, and the link that cancels or undoes it. */
export function emailChangeNoticeMail(to: string, newEmail: string, publicUrl: string, cancelToken: string): Mail {
  const link = `${publicUrl}/cancel-email-change?token=${encodeURIComponent(cancelToken)}`;
  return {
    to,
    subject: 'Your Proshno email is being changed',
    text:
      `Someone signed in to your Proshno account asked to change its email to ${newEmail}.\n` +
      `The change takes effect only when the link mailed to that address is opened.\n\n` +
      `If this wasn't you, open this link within 7 days: it cancels the change (or undoes it), ` +
      `signs your account out everywhere, and you should then reset your password:\n${link}\n`,
    note: link,
  };
}
