// JWT access (15 min) and refresh (7 days) tokens, HS256 with jose (issue 2). Refresh tokens
// carry a jti stored in refresh_tokens and a family id, so rotation can spot reuse.
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@proshno/engine';
import { jwtVerify, SignJWT } from 'jose';

export type RoleName = 'Admin' | 'Default' | 'Management';
/** `family` names the refresh-token family (the sign-in) the access token was issued with. */
/** `issuedAtMs`, on a principal read from an access token, is when it was signed (./adminLearnersStatus.ts). */
export type Principal = { userId: number; role: RoleName; family?: string; issuedAtMs?: number };
export type RefreshClaims = { userId: number; jti: string; family: string };

export type Tokens = {
  access(principal: Principal): Promise<string>;
  refresh(userId: number, family?: string): Promise<{ token: string; jti: string; family: string; expiresAt: Date }>;
  readAccess(token: string): Promise<Principal | null>;
  readRefresh(token: string): Promise<RefreshClaims | null>;
  /** An Admin disabled, enabled or changed the role of the account at `at`: its older access tokens stop (./adminLearnersStatus.ts). */
  accountChanged(userId: number, at: Date): void;
};

/** Access-token verdicts kept at most (about 20 MB): one a learner active in the last 15 minutes. */
const VERIFIED_ACCESS_TOKENS = 50_000;

/** `now` is the api's clock: iat/exp are stamped from it and tokens are judged by it. */
export function createTokens(secret: string, now: () => Date): Tokens {
  const key = new TextEncoder().encode(secret);
  const seconds = () => Math.floor(now().getTime() / 1000);
  const sign = (claims: Record<string, string>, sub: number, lifetime: number) => {
    const issuedAt = seconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sub))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetime)
      .sign(key);
  };
  const read = async (token: string, type: 'access' | 'refresh') => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
      const userId = Number(payload.sub);
      return payload.type === type && Number.isInteger(userId) ? { payload, userId } : null;
    } catch {
      return null;
    }
  };
  // Verdicts on valid access tokens, kept until their `exp` (issue 18): HMAC verification through
  // WebCrypto was a tenth of the api's CPU under an exam's load, and a learner sends the same
  // signed, immutable token for 15 minutes. The oldest verdict goes first when the map is full.
  const verified = new Map<string, { principal: Principal; exp: number }>();
  const verifyAccess = async (token: string): Promise<Principal | null> => {
    const known = verified.get(token);
    // jose's rule: a token is expired once the current second reaches `exp`.
    if (known && seconds() < known.exp) return known.principal;
    if (known) verified.delete(token);
    const read1 = await read(token, 'access');
    const role = read1?.payload.role;
    const family = read1?.payload.fam;
    const exp = read1?.payload.exp;
    if (!read1 || !isRole(role) || exp === undefined) return null;
    // When it was signed, to the millisecond (`ims`); a token signed before `ims` existed counts as
    // signed at the end of its `iat` second.
    const ims = read1.payload.ims;
    const issuedAtMs = typeof ims === 'string' && /^\d{1,15}$/.test(ims) ? Number(ims) : (read1.payload.iat ?? 0) * 1000 + 999;
    const principal: Principal = typeof family === 'string' ? { userId: read1.userId, role, family, issuedAtMs } : { userId: read1.userId, role, issuedAtMs };
    if (verified.size >= VERIFIED_ACCESS_TOKENS) verified.delete(verified.keys().next().value ?? '');
    verified.set(token, { principal, exp });
    return principal;
  };
  return {
    access: (p) => sign({ type: 'access', role: p.role, ims: String(now().getTime()), ...(p.family ? { fam: p.family } : {}) }, p.userId, ACCESS_TOKEN_SECONDS),
    async refresh(userId, family = randomUUID()) {
      const jti = randomUUID();
      const issuedAt = seconds();
      const token = await new SignJWT({ type: 'refresh', family })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + REFRESH_TOKEN_SECONDS)
        .sign(key);
      return { token, jti, family, expiresAt: new Date((issuedAt + REFRESH_TOKEN_SECONDS) * 1000) };
    },
    readAccess: verifyAccess,
    // The signature alone knows nothing of accounts; withAccountStanding (./adminLearnersStatus.ts) does.
    accountChanged: () => undefined,
    async readRefresh(token) {
      const read1 = await read(token, 'refresh');
      const { jti, family } = read1?.payload ?? {};
      return read1 && typeof jti === 'string' && typeof family === 'string'
        ? { userId: read1.userId, jti, family }
        : null;
    },
  };
}

export function isRole(value: unknown): value is RoleName {
  return value === 'Admin' || value === 'Default' || value === 'Management';
}
