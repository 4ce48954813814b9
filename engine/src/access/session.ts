// The auth session (docs/api.md#shape-session): kept in browser storage and in the session machine.
import * as v from 'valibot';
import { languages, type Language } from '../i18n/language';

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
  /** The account's language, which its mails follow (docs/i18n.md#account); absent in sessions kept by older versions. */
  language?: Language;
  /** Bangla version or English version (docs/i18n.md#questions). */
  question_version?: Language;
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
  language: v.fallback(v.optional(v.picklist(languages)), undefined),
  question_version: v.fallback(v.optional(v.picklist(languages)), undefined),
});

const token = v.pipe(v.string(), v.nonEmpty());

const sessionShape = v.object({ accessToken: token, refreshToken: token, role: v.picklist(roleNames), user: storedUser, image: v.nullish(v.string(), null) });

const storedSession = v.pipe(v.string(), v.parseJson(), sessionShape);

/** The browser storage key of the session (web/src/access/session/storage.ts; tests and the bench write it too). */
export const sessionStorageKey = 'proshno.session';

/**
 * Reads a stored session back; anything malformed (hand-edited or from an older build)
 * gives null so the app starts anonymous instead of crashing. docs/access.md#session.
 */
export function parseStoredSession(raw: string | null): Session | null {
  const read = v.safeParse(storedSession, raw);
  return read.success ? read.output : null;
}

/** A login's answer (REST POST /auth/login/ and GraphQL `login` alike), what a session is made of. */
export type LoginAnswer = { access: string; refresh: string; role: RoleName; image: string | null; user: SessionUser };

/** The session a login's answer starts: the tokens, the role, the photo and the user fields the shell needs. */
export function sessionOfLogin(login: LoginAnswer): Session {
  const { id, full_name, email, phone_no, image, language, question_version } = login.user;
  return { accessToken: login.access, refreshToken: login.refresh, role: login.role, image: login.image, user: { id, full_name, email, phone_no, image, language, question_version } };
}

/**
 * docs/access.md#login-before-script: the login form posted before the app's script had arrived is
 * answered by the gateway with a page carrying, in a data block of this id, what the post decided:
 * `{ session }` (sessionOfLogin of the login's answer) or `{ refused: { email, error } }` (the
 * e-mail as typed and the message shown, docs/access.md#login-messages).
 */
export const loginHandoffId = 'login-handoff';

export type LoginHandoff = { session: Session } | { refused: { email: string; error: string } };

const handoff = v.pipe(
  v.string(),
  v.parseJson(),
  v.union([v.object({ session: sessionShape }), v.object({ refused: v.object({ email: v.string(), error: v.string() }) })]),
);

/** What the page's data block says, or null when it has none or it is malformed. */
export function parseLoginHandoff(raw: string | null): LoginHandoff | null {
  const read = v.safeParse(handoff, raw);
  return read.success ? read.output : null;
}
