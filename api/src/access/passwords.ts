// argon2id hashes (docs/architecture.md#dependencies: passwords) with explicit parameters, so a change of
// the library's defaults can never weaken them silently.
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet (2025): argon2id with m=19456 KiB, t=2, p=1 as the baseline;
 * its other rows (m=47104/t=1, m=12288/t=3, ...) trade memory for passes at the same cost. We take
 * the baseline row: 19 MiB per hash keeps a burst of parallel logins on a small server within
 * memory, and the login rate limits (rateLimits.ts) bound online guessing, so the work factor only
 * matters for a stolen table, where argon2id's memory hardness is what counts.
 */
export const PASSWORD_HASHING = {
  // Algorithm is a const enum (not importable as a value under verbatimModuleSyntax): 2 is Argon2id.
  algorithm: 2 satisfies Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

export async function passwordMatches(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A stored hash made with a weaker algorithm or weaker parameters than PASSWORD_HASHING. */
export function needsRehash(hashed: string): boolean {
  try {
    const used = parseOptions(hashed);
    return (
      used.algorithm !== PASSWORD_HASHING.algorithm ||
      used.memoryCost < PASSWORD_HASHING.memoryCost ||
      used.timeCost < PASSWORD_HASHING.timeCost ||
      used.parallelism < PASSWORD_HASHING.parallelism
    );
  } catch {
    return true;
  }
}
