import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the const enum is not importable under isolatedModules.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// Verifying against a real hash for unknown e-mails keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
