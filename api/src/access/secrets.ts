// One-time secrets (verification links, reset tokens, OTPs) are stored only as digests, so a
// leaked table cannot be replayed.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit code (docs/api.md#shape-reset). */
export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

// Keyed, because a million plain SHA-256 digests are brute-forced in a blink.
export function otpDigest(otp: string, key: string): string {
  return createHmac('sha256', key).update(otp).digest('hex');
}
