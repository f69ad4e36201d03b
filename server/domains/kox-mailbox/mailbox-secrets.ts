import type { Config } from '../../lib/config.ts';
import { mailSecretKey } from '../../mail/mail-secret-key.ts';
import { open, seal } from '../../mail/secret-box.ts';
import type { MailboxRow } from './mailbox-view.ts';

export type SecretField = 'password' | 'auth_password';

/** What a sealed value is bound to: whose mailbox and which field (a copy onto another row does not open). */
const contextOf = (userId: string, field: SecretField) => `kox-mailbox:${userId}:${field}`;

export async function sealSecret(config: Config, userId: string, field: SecretField, secret: string) {
  const key = await mailSecretKey(config);
  return { sealed: seal(secret, key, contextOf(userId, field)), keyId: key.id };
}

/** The key id of today's key, loaded only when a row has secrets (so a bare GET creates no key file). */
export async function currentKeyIdFor(config: Config, row: MailboxRow | undefined): Promise<string | null> {
  return row?.secretKeyId ? (await mailSecretKey(config)).id : null;
}

/** The authorization password the protocols sign in with; throws SecretUnreadableError for another key. */
export async function openAuthPassword(config: Config, row: MailboxRow): Promise<string> {
  if (!row.authPasswordSealed) throw new Error('no authorization password stored');
  return open(row.authPasswordSealed, await mailSecretKey(config), contextOf(row.userId, 'auth_password'));
}
