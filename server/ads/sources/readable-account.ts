import type { AdAccountDescription } from './ad-source.ts';
import { AdSourceError } from './ad-source-error.ts';

/**
 * The binding step's check after describeAccount: a disabled or closed account is refused (10423), naming it,
 * since its reports cannot be read; an account pending review or with a payment due still reports.
 */
export function assertReadable(account: AdAccountDescription): AdAccountDescription {
  if (account.status === 'disabled' || account.status === 'closed')
    throw new AdSourceError(
      'disabled',
      `${account.platform} account ${account.accountId} is ${account.status} (${account.platformStatus})`,
    );
  return account;
}
