// The two mails of the access slice: the verification link and the reset code.
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
