import { useId, useMemo, useState } from 'react';
import type { AdValueKey } from '@/lib/report-components/ad-results';
import { EChart } from '@/components/charts/echart';
import { NativeSelect } from '@/components/form/native-select';
import { trendOption } from './ad-chart-options.ts';
import { CONVERSION_METRICS } from './ad-metrics.ts';
import type { ParsedAd } from './ad-parse.ts';
import type { AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import { AdMessage } from './ad-message.tsx';
import '@/lib/i18n/namespaces/adReport';

type Trend = Extract<ParsedAd, { kind: 'trend' }>;

const firstChoice = (metrics: readonly AdValueKey[]): AdValueKey =>
  metrics.includes('amount_spent_usd') ? 'amount_spent_usd' : (metrics[0] ?? 'amount_spent_usd');

/** The daily trend of one metric at a time, picked from the ones the result carries. */
export function AdTrendView({ view, parsed }: { view: AdView; parsed: Trend }) {
  const { t } = view;
  const { data } = parsed;
  const pickerId = useId();
  const [metric, setMetric] = useState<AdValueKey>(() => firstChoice(data.metrics));
  const shown = data.metrics.includes(metric) ? metric : firstChoice(data.metrics);
  const option = useMemo(() => trendOption(view, data, shown), [view, data, shown]);
  const label = view.metricLabel(shown);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={pickerId} className="text-sm text-muted-foreground">
          {t('adReport:trend.metric')}
        </label>
        <NativeSelect
          id={pickerId}
          value={shown}
          onChange={(event) => setMetric(event.target.value as AdValueKey)}
          className="w-auto min-w-40"
        >
          {data.metrics.map((m) => (
            <option key={m} value={m}>
              {view.metricLabel(m)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {CONVERSION_METRICS.has(shown) ? <AttributionNote view={view} /> : null}
      {data.days.length === 0 ? (
        <AdMessage>{t('adReport:noRows')}</AdMessage>
      ) : view.measured(shown) ? (
        <EChart option={option} ariaLabel={t('adReport:trend.chartOf', { metric: label })} height={280} />
      ) : null}
    </div>
  );
}
