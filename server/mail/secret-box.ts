import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { MailSecretKey } from './mail-secret-key.ts';

/** A sealed secret could not be opened: sealed with another key (MAIL_SECRET_KEY changed), or damaged. */
export class SecretUnreadableError extends Error {
  constructor(readonly why: 'other_key' | 'damaged') {
    super(why === 'other_key' ? 'sealed with another mail secret key' : 'sealed secret is damaged');
  }
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 12-byte IV per secret; `context` (whose secret, which field) is authenticated too,
 * so a sealed value copied onto another row or field does not open. Format: v1.<key id>.<iv>.<tag>.<data>.
 */
export function seal(secret: string, key: MailSecretKey, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, key.id, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function open(sealed: string, key: MailSecretKey, context: string): string {
  const [version, keyId, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new SecretUnreadableError('damaged');
  if (keyId !== key.id) throw new SecretUnreadableError('other_key');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretUnreadableError('damaged');
  }
}
