// argon2id hashes (DESIGN.md "Dependencies: passwords"); argon2id is @node-rs/argon2's default
// algorithm (its Algorithm enum is const and cannot be imported under verbatimModuleSyntax).
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
