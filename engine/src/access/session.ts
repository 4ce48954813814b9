// The auth session (docs/api.md#shape-session): kept in browser storage and in the session machine.
import * as v from 'valibot';

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

// A field of the wrong type in the stored user is dropped, not a reason to refuse the session.
const storedUser = v.object({
  id: v.number(),
  full_name: v.string(),
  email: v.string(),
  phone_no: v.fallback(v.optional(v.string()), undefined),
  image: v.fallback(v.optional(v.nullable(v.string())), undefined),
});

const token = v.pipe(v.string(), v.nonEmpty());

const storedSession = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({ accessToken: token, refreshToken: token, role: v.picklist(roleNames), user: storedUser, image: v.nullish(v.string(), null) }),
);

/**
 * Reads a stored session back; anything malformed (hand-edited or from an older build)
 * gives null so the app starts anonymous instead of crashing. docs/access.md#session.
 */
export function parseStoredSession(raw: string | null): Session | null {
  const read = v.safeParse(storedSession, raw);
  return read.success ? read.output : null;
}
