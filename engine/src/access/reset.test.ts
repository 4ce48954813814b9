import { describe, expect, it } from 'vitest';
import { resetCodeNotResentMessage, resetCodeSentMessage, resetNextRequestMessage } from '../messages';
import { canConfirmReset, resetCodeNotice, resetCodeSentOf } from './reset';

it('allows confirming only when both passwords are filled and equal', () => {
  expect(canConfirmReset({ password: '', confirm_password: '' })).toBe(false);
  expect(canConfirmReset({ password: 'Secret#1', confirm_password: '' })).toBe(false);
  expect(canConfirmReset({ password: '', confirm_password: 'Secret#1' })).toBe(false);
  expect(canConfirmReset({ password: 'Secret#1', confirm_password: 'Secret#2' })).toBe(false);
  expect(canConfirmReset({ password: 'Secret#1', confirm_password: 'Secret#1' })).toBe(true);
});

describe('what the reset form says of the mailed code (docs/access.md#reset-truth)', () => {
  const sent = { sentTo: 'learner@example.com', mailed: true, codeSentAt: '2026-11-29T13:05:00.000Z', nextRequestAt: null };

  it('names the address and the Dhaka time it was sent, and from when a new one may be asked for', () => {
    expect(resetCodeNotice(sent)).toEqual({ sent: resetCodeSentMessage('learner@example.com', '7:05 pm'), next: null });
    expect(resetCodeNotice({ ...sent, mailed: false, nextRequestAt: '2026-11-29T13:20:00.000Z' })).toEqual({
      sent: resetCodeNotResentMessage('learner@example.com', '7:05 pm'),
      next: resetNextRequestMessage('7:20 pm'),
    });
  });

  it('reads it back from a history entry, and nothing from one without it', () => {
    expect(resetCodeSentOf({ resetCodeSent: sent })).toEqual(sent);
    expect(resetCodeSentOf(null)).toBeNull();
    expect(resetCodeSentOf({ resetCodeSent: { ...sent, mailed: 'yes' } })).toBeNull();
  });
});
