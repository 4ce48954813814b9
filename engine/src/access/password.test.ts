import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { passwordHint, passwordStrength } from './password';

describe('passwordHint', () => {
  it.each([
    ['', messages.hintLength],
    ['Ab1!', messages.hintLength],
    ['abcdef', messages.hintUppercase],
    ['ABCDEF', messages.hintLowercase],
    ['Abcdef', messages.hintDigit],
    ['Abcde1', messages.hintSpecial],
    ['Abcde1?', messages.hintSpecial],
  ])('for %j shows the first unmet hint %j', (password, hint) => {
    expect(passwordHint(password)).toBe(hint);
  });

  it('shows no hint once every rule is met', () => {
    for (const special of '!@#$%^&*') expect(passwordHint(`Abcde1${special}`)).toBeNull();
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 0, 'Weak'],
    ['abcdef', 1, 'Fair'],
    ['Abcdef', 2, 'Good'],
    ['Abcde1', 3, 'Strong'],
    ['Abcde1#', 4, 'Very Strong'],
  ])('rates %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
