import { describe, expect, it } from 'vitest';
import { parseStoredSession, type Session } from './session';

const session: Session = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { id: 3, full_name: 'Admin', email: 'admin@example.com', phone_no: '+8801700000000', image: null },
  role: 'Admin',
  image: null,
};

describe('parseStoredSession', () => {
  it('reads back a stored session', () => {
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
  });

  it('treats a missing image as no image', () => {
    const { image: _, ...rest } = session;
    expect(parseStoredSession(JSON.stringify(rest))?.image).toBeNull();
  });

  it('keeps only the user fields the shell needs, dropping one of the wrong type', () => {
    const stored = { ...session, user: { ...session.user, phone_no: 8801700000000, image: 7, is_staff: true } };
    expect(parseStoredSession(JSON.stringify(stored))?.user).toEqual({ id: 3, full_name: 'Admin', email: 'admin@example.com' });
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"accessToken":'],
    ['a JSON string', '"token"'],
    ['an array', '[]'],
    ['an empty access token', JSON.stringify({ ...session, accessToken: '' })],
    ['no refresh token', JSON.stringify({ ...session, refreshToken: undefined })],
    ['an unknown role', JSON.stringify({ ...session, role: 'Root' })],
    ['a user without an id', JSON.stringify({ ...session, user: { full_name: 'x', email: 'y' } })],
    ['an image that is not text', JSON.stringify({ ...session, image: 5 })],
  ])('gives null for %s', (_, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });
});
