import type { AdScope } from '../../../src/lib/report-components/ad-results.ts';
import type { AdAnswer, AdAnswerInput } from './ad-answer-input.ts';
import { overviewMetrics } from './overview-answer.ts';

/** Every metric over `scope`'s dates: the overview's period column. */
async function periodValues(a: AdAnswerInput, scope: AdScope): Promise<Map<string, number | null>> {
  return new Map((await overviewMetrics(a.store, scope)).map((m) => [m.metric, m.period]));
}

/**
 * "上个月和这个月的花费对比": every metric (or the asked one) over the asked dates against the dates it is compared
 * with, and the change (asked − compared) / compared, computed by the overview component over each span.
 */
export async function comparePeriodsAnswer(
  a: AdAnswerInput & { all: boolean; versus: AdScope },
): Promise<AdAnswer> {
  const now = await periodValues(a, a.scope);
  const before = await periodValues(a, a.versus);
  const metrics = [...now.keys()].filter((m) => a.all || m === a.metric);
  return {
    kind: 'table',
    columns: ['metric', 'period', 'versus', 'change'],
    rows: metrics.map((m) => {
      const [x, y] = [now.get(m) ?? null, before.get(m) ?? null];
      return [m, x, y, x === null || y === null || y === 0 ? null : (x - y) / y];
    }),
  };
}
