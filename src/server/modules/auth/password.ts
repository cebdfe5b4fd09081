import type * as Argon2 from '@node-rs/argon2';

// Loaded on first use, not at start-up (npm run bench:startup): most starts hash nothing.
let argon2: Promise<typeof Argon2> | undefined;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

// @node-rs/argon2 defaults to argon2id (DECISIONS.md §2); its Algorithm const enum is not
// importable under verbatimModuleSyntax, and the default is what we want anyway.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string) {
  return (await loadArgon2()).hash(password, options);
}

/** False for a wrong password and for a missing or malformed hash. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) return false;
  try {
    return await (await loadArgon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}
