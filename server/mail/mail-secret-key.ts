import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailSecretKey {
  key: Buffer;
  /** Names the key without revealing it: stored beside each sealed secret. */
  id: string;
}

const KEY_FILE = 'mail-secret.key';

/** 64 hex digits or base64 of exactly 32 bytes; anything else is refused rather than stretched. */
function decode(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error('MAIL_SECRET_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -base64 32).');
  return key;
}

const withId = (key: Buffer): MailSecretKey => ({
  key,
  id: createHash('sha256').update('booster-mail-secret-key:').update(key).digest('hex').slice(0, 16),
});

/** The key file of the data directory, created (mode 0600, never overwritten) on first use. */
async function keyFileOf(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return decode(await readFile(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another request of this process made it first: read theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return decode(await readFile(file, 'utf8'));
}

const loaded = new Map<string, Promise<MailSecretKey>>();

/** MAIL_SECRET_KEY when set, else the data directory's key file; read once per source. */
export function mailSecretKey(config: { MAIL_SECRET_KEY?: string; dataDir: string }): Promise<MailSecretKey> {
  const source = config.MAIL_SECRET_KEY ? `env:${config.MAIL_SECRET_KEY}` : `file:${config.dataDir}`;
  let key = loaded.get(source);
  if (!key) {
    key = config.MAIL_SECRET_KEY
      ? Promise.resolve(withId(decode(config.MAIL_SECRET_KEY)))
      : keyFileOf(config.dataDir).then(withId);
    key.catch(() => loaded.delete(source));
    loaded.set(source, key);
  }
  return key;
}
