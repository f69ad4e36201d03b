import { useTranslation } from '@/lib/i18n/use-translation';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import type { DashboardDetail } from './use-dashboard-detail.ts';
import '@/lib/i18n/namespaces/dashboard';

/** The newest collection time, or the dashboard's own update time when nothing has been collected yet. */
export function lastUpdate(detail: DashboardDetail): string {
  const times = detail.tasks.map((task) => task.last_update_at).sort();
  return times[times.length - 1] ?? detail.updated_at;
}

const STATUS_VARIANT = { generating: 'secondary', ready: 'success', failed: 'destructive' } as const;

export function DetailHeader({ detail, inPanel }: { detail: DashboardDetail; inPanel: boolean }) {
  const { t } = useTranslation('dashboard');
  const Heading = inPanel ? 'h2' : 'h1';
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="min-w-0 text-xl font-semibold tracking-tight break-words">{detail.name}</Heading>
        <Badge variant={STATUS_VARIANT[detail.status]}>{t(`status.${detail.status}`)}</Badge>
        <SampleDataBadge sources={detail.data_sources} />
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1.5">
          <dt>{t('header.frequency')}</dt>
          <dd className="text-foreground">{t(`frequency.${detail.frequency}`)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{t('header.subjects')}</dt>
          <dd className="text-foreground">
            {detail.subjects.length > 0 ? detail.subjects.map((s) => s.name || s.keywords).join(' · ') : '-'}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{t('header.media')}</dt>
          <dd className="text-foreground">{detail.media.map((m) => t(`media.${m}`)).join(' · ')}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{t('header.lastUpdate')}</dt>
          <dd className="text-foreground tabular-nums">{formatDateTime(lastUpdate(detail))}</dd>
        </div>
      </dl>
    </div>
  );
}
