import { Loader2, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import { Heading } from '@/components/heading-level';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useFailureText } from '@/lib/i18n/use-failure-text';
import type { DashboardSummary } from '../api/dashboard-queries.ts';
import { DashboardStatusBadge } from './dashboard-status-badge.tsx';
import { MediaIcons } from './media-icons.tsx';
import '@/lib/i18n/namespaces/dashboards';

interface DashboardCardProps {
  dashboard: DashboardSummary;
  /** The client it is filed under, when the caller sees it. */
  clientName?: string | undefined;
  retrying: boolean;
  onOpen(): void;
  onRetry(): void;
  onDelete(): void;
}

/** One dashboard of the list. A generating one cannot be opened yet; a failed one says why and offers a retry. */
export function DashboardCard({
  dashboard,
  clientName,
  retrying,
  onOpen,
  onRetry,
  onDelete,
}: DashboardCardProps) {
  const { t } = useTranslation('dashboards');
  const failureText = useFailureText();
  const titleId = `dashboard-${dashboard.dashboard_id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-shadow hover:shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <Heading id={titleId} className="min-w-0 font-semibold break-words" title={dashboard.name}>
          {dashboard.status === 'ready' ? (
            <button
              type="button"
              className="block rounded-sm text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={onOpen}
            >
              <span className="line-clamp-2">{dashboard.name}</span>
            </button>
          ) : (
            <span className="line-clamp-2">{dashboard.name}</span>
          )}
        </Heading>
        <DashboardStatusBadge status={dashboard.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MediaIcons media={dashboard.media} />
        <SampleDataBadge sources={dashboard.data_sources} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {clientName ? (
          <>
            <dt>{t('card.client')}</dt>
            <dd className="truncate text-foreground">{clientName}</dd>
          </>
        ) : null}
        {/* Smart or custom criteria and a collection frequency are a social dashboard's; an AD one has neither. */}
        {dashboard.app_type === 'AD' ? null : (
          <>
            <dt>{t('card.mode')}</dt>
            <dd className="text-foreground">{t(`mode.${dashboard.mode}`)}</dd>
            <dt>{t('card.frequency')}</dt>
            <dd className="text-foreground">{t(`frequency.${dashboard.frequency}`)}</dd>
          </>
        )}
        <dt>{t('card.updated')}</dt>
        <dd className="text-foreground">{formatDateTime(dashboard.updated_at)}</dd>
      </dl>
      {dashboard.status === 'generating' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('card.generating')}
        </p>
      ) : null}
      {dashboard.status === 'failed' ? (
        <div role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
          <p>{t('card.failed', { reason: failureText(dashboard.failure_code) })}</p>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-end gap-2">
        {dashboard.status === 'failed' ? (
          <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
            <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
            {t('card.retry')}
          </Button>
        ) : null}
        {dashboard.status === 'ready' ? (
          <Button size="sm" variant="outline" onClick={onOpen}>
            {t('card.open')}
          </Button>
        ) : null}
        <Button
          size="icon-sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={t('card.delete', { name: dashboard.name })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
