import type { AdResult } from '../../../src/lib/report-components/ad-results.ts';
import { addDays, daysBetween } from './ad-scope.ts';
import type { AdScans } from './ad-scans.ts';
import { readSums, round4 } from './ad-sums.ts';

/**
 * Spend against the budget over the period, day by day: what was spent, the running total and what remains.
 * The elapsed share counts the period's days up to the latest day with spend data.
 */
export async function progress(scans: AdScans): Promise<AdResult<'db_ad_ads_consumption_progress'>> {
  const { from, to, budgetUsd } = scans.scope;
  const budget = budgetUsd ?? null;
  const spendByDay = new Map<string, number>();
  for (const row of await scans.daily())
    if (Number(row.inp) === 1) spendByDay.set(String(row.day), readSums(row).spend);
  const lastDay = [...spendByDay.keys()].sort().at(-1);
  const days: AdResult<'db_ad_ads_consumption_progress'>['days'] = [];
  let cumulative = 0;
  for (let i = 0; lastDay !== undefined && i <= daysBetween(from, lastDay); i++) {
    const day = addDays(from, i);
    const spendUsd = spendByDay.get(day) ?? 0;
    cumulative = round4(cumulative + spendUsd);
    days.push({ day, spendUsd, cumulativeUsd: cumulative, remainUsd: remain(budget, cumulative) });
  }
  return {
    budgetUsd: budget,
    spentUsd: cumulative,
    remainUsd: remain(budget, cumulative),
    spentShare: budget ? cumulative / budget : null,
    elapsedShare: lastDay === undefined ? 0 : (daysBetween(from, lastDay) + 1) / (daysBetween(from, to) + 1),
    days,
  };
}

const remain = (budget: number | null, spent: number) =>
  budget === null ? null : round4(Math.max(budget - spent, 0));
