import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { Section } from '../detail/section.tsx';
import { FigureTable } from '../my-data/figure-table.tsx';
import { formatCount, formatUsd } from '../shared/kox-format.ts';
import { projectPerformanceQuery, type ProjectPerformance as Performance } from './project-queries.ts';
import '@/lib/i18n/namespaces/koxProject';
import '@/lib/i18n/namespaces/koxImport';
import '@/lib/i18n/namespaces/kox';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border p-3">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-lg font-semibold break-all tabular-nums">{value}</span>
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
    </div>
  );
}

/** Data performance of the project's content: totals, distributions by platform and cooperation, weekly trend. */
export function ProjectPerformance({ teamId, projectId }: { teamId: string | null; projectId: string }) {
  const { t } = useTranslation('koxProject');
  const query = useQuery(projectPerformanceQuery(teamId, projectId));
  let body;
  if (query.isSuccess) body = <PerformanceBody data={query.data} />;
  else if (query.isError)
    body = (
      <div role="alert" className="flex items-center gap-3 text-sm text-destructive">
        {t('failed')}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else body = <Skeleton role="status" aria-label={t('detail.loading')} className="h-32 w-full rounded-lg" />;
  return (
    <Section id="kox-project-performance" title={t('performance.title')} note={t('performance.note')}>
      {body}
    </Section>
  );
}

function PerformanceBody({ data }: { data: Performance }) {
  const { t } = useTranslation(['koxProject', 'koxImport', 'kox']);
  const { language } = useLanguage();
  const usd = (value: number | null, digits?: number) =>
    value === null ? '—' : formatUsd(value, language, digits);
  const { totals } = data;
  if (totals.contents === 0) return <p className="text-sm text-muted-foreground">{t('performance.empty')}</p>;
  const mostSpent = Math.max(1, ...data.weekly.map((w) => w.spend_usd));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat
          label={t('performance.contents')}
          value={formatCount(totals.contents, language)}
          note={t('performance.deals', { count: totals.deals })}
        />
        <Stat label={t('performance.spend')} value={usd(totals.spend_usd)} />
        <Stat label={t('performance.views')} value={formatCount(totals.views, language)} />
        <Stat label={t('performance.cpm')} value={usd(totals.cpm_usd)} />
        <Stat label={t('performance.cpv')} value={usd(totals.cpv_usd, 4)} />
      </div>
      <h4 className="text-sm font-medium">{t('performance.byPlatform')}</h4>
      <FigureTable
        caption={t('performance.byPlatform')}
        rows={data.by_platform.map((s) => ({ ...s, label: t(`kox:platform.${s.platform}`) }))}
      />
      <h4 className="text-sm font-medium">{t('performance.byCooperation')}</h4>
      <FigureTable
        caption={t('performance.byCooperation')}
        rows={data.by_cooperation.map((s) => ({
          ...s,
          label: t(`koxImport:cooperation.${s.cooperation_type}`),
        }))}
      />
      <div>
        <h4 className="text-sm font-medium">{t('performance.weekly')}</h4>
        <p className="text-xs text-muted-foreground">
          {t('performance.weeklyNote', { from: data.weekly[0]?.week ?? '' })}
        </p>
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('performance.weekly')}>
        {data.weekly.map((w) => (
          <li key={w.week} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3 text-sm">
            <span className="tabular-nums text-muted-foreground">{formatDate(`${w.week}T00:00:00`)}</span>
            <span className="h-2 rounded-full bg-muted" aria-hidden>
              <span
                className="block h-2 rounded-full bg-primary"
                style={{ width: `${(w.spend_usd / mostSpent) * 100}%` }}
              />
            </span>
            <span className="tabular-nums">
              {usd(w.spend_usd)} · {formatCount(w.views, language)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
