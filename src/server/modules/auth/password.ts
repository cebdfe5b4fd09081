import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (DECISIONS.md §2); its Algorithm const enum is not
// importable under verbatimModuleSyntax, and the default is what we want anyway.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string) {
  return hash(password, options);
}

/** False for a wrong password and for a missing or malformed hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
