import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: access tokens, refresh tokens and one-time login keys. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored only as their sha256, so a database leak does not leak usable tokens. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
