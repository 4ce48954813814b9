// The auth session (docs/api.md#shape-session): kept in browser storage and in the session machine.

/** docs/access.md#roles: the roles seen; 'Management' is the exact stored spelling. */
export type RoleName = 'Admin' | 'Default' | 'Management';
export const roleNames: readonly RoleName[] = ['Admin', 'Default', 'Management'];

/** The user fields the shell needs; the full user record may carry more. */
export type SessionUser = {
  id: number;
  full_name: string;
  email: string;
  phone_no?: string;
  image?: string | null;
};

export type Session = {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
  role: RoleName;
  image: string | null;
};

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (roleNames as readonly string[]).includes(value);
}

/**
 * Reads a stored session back; anything malformed (hand-edited or from an older build)
 * gives null so the app starts anonymous instead of crashing. docs/access.md#session.
 */
export function parseStoredSession(raw: string | null): Session | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const { accessToken, refreshToken, role, image } = data;
  const user = toSessionUser(data.user);
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof refreshToken !== 'string' || refreshToken === '') return null;
  if (!isRoleName(role) || user === null) return null;
  if (image !== null && image !== undefined && typeof image !== 'string') return null;
  return { accessToken, refreshToken, role, user, image: image ?? null };
}

function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, full_name, email, phone_no, image } = value;
  if (typeof id !== 'number' || typeof full_name !== 'string' || typeof email !== 'string') return null;
  const user: SessionUser = { id, full_name, email };
  if (typeof phone_no === 'string') user.phone_no = phone_no;
  if (typeof image === 'string' || image === null) user.image = image;
  return user;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
