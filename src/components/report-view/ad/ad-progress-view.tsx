import { useMemo } from 'react';
import { EChart } from '@/components/charts/echart';
import { formatPercent } from '@/lib/format';
import { cn } from '@/lib/cn';
import { progressOption } from './ad-chart-options.ts';
import type { ParsedAd } from './ad-parse.ts';
import type { AdView } from './ad-view-context.ts';
import { AdMessage } from './ad-message.tsx';
import '@/lib/i18n/namespaces/adReport';

type Progress = Extract<ParsedAd, { kind: 'progress' }>;

/** Spend within this share of the elapsed time counts as on pace. */
const PACE_TOLERANCE = 0.05;

function Stat({ label, value, exact }: { label: string; value: string; exact: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg border bg-background px-3 py-2.5">
      <dt className="truncate text-xs text-muted-foreground">{label}</dt>
      <dd title={exact} className="truncate text-xl font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

function BudgetBar({ view, spent, elapsed }: { view: AdView; spent: number; elapsed: number }) {
  const { t } = view;
  const pace = spent - elapsed;
  const tone = spent > 1 ? 'bg-destructive' : pace > PACE_TOLERANCE ? 'bg-warning' : 'bg-primary';
  const sentence = pace > PACE_TOLERANCE ? 'ahead' : pace < -PACE_TOLERANCE ? 'behind' : ('onPace' as const);
  const values = { spent: formatPercent(spent), elapsed: formatPercent(elapsed) };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative">
        <div
          role="progressbar"
          aria-label={t('adReport:progress.barLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(Math.min(spent, 1) * 100)}
          aria-valuetext={t('adReport:progress.spentShare', { share: values.spent })}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', tone)}
            style={{ width: `${Math.min(spent, 1) * 100}%` }}
          />
        </div>
        <div
          aria-hidden
          title={t('adReport:progress.elapsedMark')}
          className="absolute -top-1 h-5 w-0.5 rounded bg-foreground/70"
          style={{ left: `calc(${Math.min(elapsed, 1) * 100}% - 1px)` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
        <span>{t('adReport:progress.spentShare', { share: values.spent })}</span>
        <span>{t('adReport:progress.elapsed', { share: values.elapsed })}</span>
      </p>
      <p className="text-sm" data-pace={sentence}>
        {t(`adReport:progress.${sentence}`, values)}
      </p>
    </div>
  );
}

/** Budget, spent and remaining, a bar of the budget spent against the time elapsed, and spend to date per day. */
export function AdProgressView({ view, parsed }: { view: AdView; parsed: Progress }) {
  const { t } = view;
  const { data } = parsed;
  const option = useMemo(() => progressOption(view, data), [view, data]);
  const usd = (value: number | null) => ({
    value: view.metric('amount_spent_usd', value, { compact: true, compactFrom: 1000 }),
    exact: view.metric('amount_spent_usd', value),
  });
  return (
    <div className="@container flex flex-col gap-3">
      <dl className="grid grid-cols-1 gap-2.5 @xs:grid-cols-3">
        <Stat label={t('adReport:progress.budget')} {...usd(data.budgetUsd)} />
        <Stat label={t('adReport:progress.spent')} {...usd(data.spentUsd)} />
        <Stat label={t('adReport:progress.remaining')} {...usd(data.remainUsd)} />
      </dl>
      {data.spentShare === null ? (
        <AdMessage>{t('adReport:progress.noBudget')}</AdMessage>
      ) : (
        <BudgetBar view={view} spent={data.spentShare} elapsed={data.elapsedShare} />
      )}
      {data.days.length > 0 ? (
        <EChart option={option} ariaLabel={t('adReport:progress.chartOf')} height={240} />
      ) : null}
    </div>
  );
}
