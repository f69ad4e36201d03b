import type { QueryPeriod } from './contract.ts';

/** The periods the /ask form offers; `custom` takes two dates. */
export const PERIOD_CHOICES = {
  all: null,
  last7days: { last: 7, unit: 'day' },
  last30days: { last: 30, unit: 'day' },
  last3months: { last: 3, unit: 'month' },
  last1year: { last: 1, unit: 'year' },
  custom: null,
} as const satisfies Record<string, QueryPeriod | null>;

export type PeriodChoice = keyof typeof PERIOD_CHOICES;
export const PERIOD_CHOICE_KEYS = Object.keys(PERIOD_CHOICES) as PeriodChoice[];

/** The period of a choice; none for all time; null for custom dates that are missing or out of order. */
export function periodOf(choice: PeriodChoice, from: string, to: string): QueryPeriod | undefined | null {
  if (choice === 'custom') return from && to && from <= to ? { from, to } : null;
  return PERIOD_CHOICES[choice] ?? undefined;
}

/** "Nike, adidas ,, Puma" → ["Nike", "adidas", "Puma"]; none → undefined (every subject). */
export function subjectsOf(text: string): string[] | undefined {
  const names = [
    ...new Set(
      text
        .split(/[,，、]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  return names.length > 0 ? names : undefined;
}
