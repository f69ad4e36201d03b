import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TimeRangePicker, useRangedComponents, type ReportView } from '@/components/report-view';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api/client';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import { formatDateTime } from '@/lib/format';
import { SharedFrame, type SharedDashboard } from './shared-frame.tsx';
import '@/lib/i18n/namespaces/reportShare';

const AdSharedReport = lazy(() =>
  import('./ad-shared-report.tsx').then((m) => ({ default: m.AdSharedReport })),
);

function Loading() {
  const { t } = useTranslation('reportShare');
  return (
    <div role="status" aria-label={t('loading')} className="mx-auto flex max-w-6xl flex-col gap-4 p-6">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-64" />
    </div>
  );
}

/** The shared dashboard, read-only: chart or table, time ranges, PNG and PDF downloads, no edits. */
export function SharedReport({
  link,
  dashboardId,
  expiresAt,
}: {
  link: string;
  dashboardId: string;
  expiresAt: string;
}) {
  const detail = useQuery({
    queryKey: ['reportShare', link, 'dashboard'],
    queryFn: ({ signal }) => callApi('share.dashboard', {}, { signal, silent: true }),
  });

  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return (
      <p role="alert" className="px-6 py-16 text-center text-sm text-destructive">
        {detail.error.message}
      </p>
    );
  return <LoadedReport data={detail.data} dashboardId={dashboardId} expiresAt={expiresAt} />;
}

function LoadedReport({
  data,
  dashboardId,
  expiresAt,
}: {
  data: SharedDashboard;
  dashboardId: string;
  expiresAt: string;
}) {
  // An ad dashboard's pieces load only when one is shared.
  if (data.ad)
    return (
      <Suspense fallback={<Loading />}>
        <AdSharedReport data={data} ad={data.ad} dashboardId={dashboardId} expiresAt={expiresAt} />
      </Suspense>
    );
  return <MkSharedReport data={data} dashboardId={dashboardId} expiresAt={expiresAt} />;
}

function MkSharedReport({
  data,
  dashboardId,
  expiresAt,
}: {
  data: SharedDashboard;
  dashboardId: string;
  expiresAt: string;
}) {
  const { t } = useTranslation('reportShare');
  const [view, setView] = useState<ReportView>('chart');
  const [range, setRange] = useState<TimeRange>('all');
  const { components, query: computeQuery } = useRangedComponents(dashboardId, range, data.components);
  return (
    <SharedFrame
      data={data}
      header={
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold tracking-tight">{data.name}</h1>
          <p className="text-sm text-muted-foreground">
            {t('meta', {
              subjects: data.subjects.map((s) => s.name).join(' · ') || '-',
              expires: formatDateTime(expiresAt),
            })}
          </p>
        </div>
      }
      view={view}
      onViewChange={setView}
      rangePicker={<TimeRangePicker value={range} onChange={setRange} />}
      recomputing={computeQuery.isFetching}
      components={components}
      exportRange={range}
    />
  );
}
