import { median, round1 } from './stats.ts';

/** One measured number of a benchmark; `bench/run.ts` prints them as a table. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The most the value may be, in `unit` (for times and stalls). */
  target?: number;
  /** The least the value may be, in `unit` (for rates such as requests per second). */
  min?: number;
}

/** What each `bench/*.bench.ts` exports as default. */
export type Benchmark = () => Promise<BenchResult[]>;

/** The target column of the table: the bound and whether the value keeps it; empty without a bound. */
export function targetCell(result: BenchResult, format: (n: number) => string): string {
  if (result.target !== undefined)
    return `≤ ${format(result.target)} ${result.value > result.target ? '✗' : '✓'}`;
  if (result.min !== undefined) return `≥ ${format(result.min)} ${result.value < result.min ? '✗' : '✓'}`;
  return '';
}

/** Two results of milliseconds measured once per `each`: the worst and the median. */
export function worstAndMedianMs(label: string, values: readonly number[], each: string): BenchResult[] {
  return [
    { name: `${label}, worst ${each}`, value: round1(Math.max(...values)), unit: 'ms' },
    { name: `${label}, median ${each}`, value: round1(median(values)), unit: 'ms' },
  ];
}
