/* Amounts as requests for creators say them: "100k", "1.5M", "10万", "5千", "1,000". */

export const EN_UNITS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6 };
export const ZH_UNITS: Record<string, number> = {
  千: 1e3,
  k: 1e3,
  万: 1e4,
  w: 1e4,
  十万: 1e5,
  百万: 1e6,
  千万: 1e7,
};
export const AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(k|m|mn|thousand|million)?`;
export const ZH_AMOUNT = String.raw`(\d+(?:\.\d+)?)\s*(千|万|w|k|十万|百万|千万)?`;
/** A rate ("over 3%") is not a count. */
export const NOT_PERCENT = String.raw`(?![\d.]*\s*%)`;

/** The amount of the first number a match captured, times the unit captured right after it. */
export function amount(match: RegExpMatchArray | null, units: Record<string, number>): number | undefined {
  if (!match) return undefined;
  const groups = match.slice(1);
  const at = groups.findIndex((g) => g !== undefined);
  const unit = groups[at + 1]?.toLowerCase();
  return Math.round(Number(groups[at]!.replaceAll(',', '')) * (unit ? (units[unit] ?? 1) : 1));
}
