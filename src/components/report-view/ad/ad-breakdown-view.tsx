import { useMemo } from 'react';
import { EChart } from '@/components/charts/echart';
import { chartHeight } from '../component-chart-option.ts';
import { breakdownOption } from './ad-chart-options.ts';
import { formatPercent } from '@/lib/format';
import type { ParsedAd } from './ad-parse.ts';
import { spendShares } from './ad-tables.ts';
import type { AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import { AdMessage } from './ad-message.tsx';
import { ChangeBadge } from './change-badge.tsx';
import '@/lib/i18n/namespaces/adReport';

type Breakdown = Extract<ParsedAd, { kind: 'breakdown' }>;

/**
 * A breakdown's chart view: spend by value (with ROI where it is measured), then each value's spend, share,
 * ROI and their week-over-week changes. "Unknown" and "Untagged" rows are named as such.
 */
export function AdBreakdownView({ view, parsed }: { view: AdView; parsed: Breakdown }) {
  const { t } = view;
  const { data } = parsed;
  const option = useMemo(() => breakdownOption(view, data), [view, data]);
  const shares = spendShares(data);
  if (data.rows.length === 0) return <AdMessage>{t('adReport:noRows')}</AdMessage>;
  const dimension = view.dimensionLabel(data.dimension);
  const roiMeasured = view.measured('roi');
  return (
    <div className="flex flex-col gap-3">
      <AttributionNote view={view} />
      <EChart
        option={option}
        ariaLabel={t('adReport:breakdown.chartOf', { dimension })}
        height={chartHeight(option, 280)}
      />
      <div
        role="region"
        tabIndex={0}
        aria-label={dimension}
        className="max-h-[26rem] overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('adReport:breakdown.chartOf', { dimension })}</caption>
          <thead className="sticky top-0 bg-muted/80 text-xs text-muted-foreground backdrop-blur">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {dimension}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {view.metricLabel('amount_spent_usd')}
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium @xl:table-cell">
                {t('adReport:col.share')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {view.metricLabel('roi')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, i) => {
              const label = view.valueLabel(data.dimension, row.value);
              return (
                <tr key={row.value ?? '\u0000null'} className="border-t" data-value={row.value ?? ''}>
                  <th
                    scope="row"
                    title={label}
                    className={
                      row.value === null
                        ? 'max-w-28 truncate px-3 py-1.5 text-left font-normal text-muted-foreground italic @md:max-w-40'
                        : 'max-w-28 truncate px-3 py-1.5 text-left font-normal @md:max-w-40'
                    }
                  >
                    {label}
                  </th>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                    <span
                      className="inline-flex flex-col items-end gap-0.5 @md:flex-row @md:items-center @md:gap-1.5"
                      title={view.metric('amount_spent_usd', row.period.amount_spent_usd)}
                    >
                      {view.metric('amount_spent_usd', row.period.amount_spent_usd, {
                        compact: true,
                        compactFrom: 1000,
                      })}
                      <ChangeBadge
                        view={view}
                        metric="amount_spent_usd"
                        change={row.change.amount_spent_usd}
                      />
                    </span>
                  </td>
                  <td className="hidden px-3 py-1.5 text-right tabular-nums @xl:table-cell">
                    {formatPercent(shares[i] ?? null)}
                  </td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                    <span className="inline-flex flex-col items-end gap-0.5 @md:flex-row @md:items-center @md:gap-1.5">
                      {view.metric('roi', row.period.roi)}
                      {roiMeasured ? <ChangeBadge view={view} metric="roi" change={row.change.roi} /> : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
