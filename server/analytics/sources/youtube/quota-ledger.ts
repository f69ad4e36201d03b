import { YoutubeApiError } from './youtube-error.ts';

/** YouTube's default daily quota of a project. */
export const DEFAULT_DAILY_QUOTA = 10_000;

export interface QuotaLedger {
  readonly budget: number;
  /** Units spent today (the day of the quota: Pacific Time, when Google resets it). */
  used(): number;
  /** Books `units` or throws a `quota_budget` YoutubeApiError when they would pass the budget. */
  charge(units: number, resource: string): void;
}

function pacificDay(now: Date): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
}

/** The units spent by this process per quota day; one ledger per API key is shared by every collection. */
export function createQuotaLedger(
  budget = DEFAULT_DAILY_QUOTA,
  now: () => Date = () => new Date(),
): QuotaLedger {
  let day = pacificDay(now());
  let spent = 0;
  const roll = () => {
    const today = pacificDay(now());
    if (today !== day) {
      day = today;
      spent = 0;
    }
  };
  return {
    budget,
    used() {
      roll();
      return spent;
    },
    charge(units, resource) {
      roll();
      if (spent + units > budget)
        throw new YoutubeApiError(
          'quota_budget',
          `The daily YouTube quota budget of ${budget} units is spent (${spent} used; ${resource}.list needs ${units}). Collection resumes after midnight Pacific Time.`,
        );
      spent += units;
    },
  };
}

const ledgers = new Map<string, QuotaLedger>();

/** The process-wide ledger of one API key, so collections and account lookups spend one budget. */
export function ledgerFor(apiKey: string, budget = DEFAULT_DAILY_QUOTA): QuotaLedger {
  let ledger = ledgers.get(apiKey);
  if (!ledger) ledgers.set(apiKey, (ledger = createQuotaLedger(budget)));
  return ledger;
}
