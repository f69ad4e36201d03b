/** One measured number of a benchmark; `bench/run.ts` prints them as a table. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The most the value may be, in `unit` (for times and stalls). */
  target?: number;
}

/** What each `bench/*.bench.ts` exports as default. */
export type Benchmark = () => Promise<BenchResult[]>;
