import type { Config } from '../../lib/config.ts';
import { AppError } from '../../lib/errors.ts';
import { mailSecretKey } from '../../mail/mail-secret-key.ts';
import { open, seal, SecretUnreadableError } from '../../mail/secret-box.ts';
import type { AdDatasetRow } from './dataset-queries.ts';

type KeyConfig = Pick<Config, 'MAIL_SECRET_KEY' | 'dataDir'>;

/** What a sealed token is bound to: its dataset (a copy onto another row does not open). */
const contextOf = (datasetId: string) => `ad-dataset:${datasetId}:token`;

/** An account's token sealed as mailbox passwords are (decision 106): AES-256-GCM with the key's id beside it. */
export async function sealToken(config: KeyConfig, datasetId: string, token: string) {
  const key = await mailSecretKey(config);
  return { tokenSealed: seal(token, key, contextOf(datasetId)), secretKeyId: key.id };
}

/**
 * The account's token ('' for a sample account, which needs none); 10447 when it was sealed with another key
 * or is damaged, so a person enters it again.
 */
export async function openToken(config: KeyConfig, row: AdDatasetRow): Promise<string> {
  if (!row.tokenSealed) return '';
  try {
    return open(row.tokenSealed, await mailSecretKey(config), contextOf(row.id));
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw new AppError('AD_TOKEN_UNREADABLE');
    throw error;
  }
}

/** Today's key id when any of the rows holds a token (so a list without tokens creates no key file). */
export async function currentKeyIdFor(
  config: KeyConfig,
  rows: readonly AdDatasetRow[],
): Promise<string | null> {
  return rows.some((r) => r.tokenSealed) ? (await mailSecretKey(config)).id : null;
}
