import { expect, it } from 'vitest';
import { canConfirmReset } from './reset';

it('allows confirming only when both passwords are filled and equal', () => {
  expect(canConfirmReset({ password: '', confirm_password: '' })).toBe(false);
  expect(canConfirmReset({ password: 'Secret#1', confirm_password: '' })).toBe(false);
  expect(canConfirmReset({ password: '', confirm_password: 'Secret#1' })).toBe(false);
  expect(canConfirmReset({ password: 'Secret#1', confirm_password: 'Secret#2' })).toBe(false);
  expect(canConfirmReset({ password: 'Secret#1', confirm_password: 'Secret#1' })).toBe(true);
});
