import { toUsd } from '../usd-rates.ts';
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

/** The account's currency as the platform gave it, upper case; refused (10427) when it has no US dollar rate. */
export function convertibleCurrency(raw: string | undefined, account: string): string {
  const currency = (raw ?? '').toUpperCase();
  if (toUsd(1, currency) === null)
    throw new AdSourceError('currency', `${account} currency ${currency || '(none)'} has no US dollar rate`);
  return currency;
}
