import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ExportButtons, useReportExport } from '@/components/report-export';
import {
  ReportComponentCard,
  ReportGrid,
  useRangedComponents,
  ReportToolbar,
  type ReportView,
} from '@/components/report-view';
import { SampleDataNotice } from '@/components/data-source/sample-data-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi, type ApiOutput } from '@/lib/api/client';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import { formatDateTime } from '@/lib/format';
import '@/lib/i18n/namespaces/reportShare';

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
  const { t } = useTranslation('reportShare');
  const detail = useQuery({
    queryKey: ['reportShare', link, 'dashboard'],
    queryFn: ({ signal }) => callApi('share.dashboard', {}, { signal, silent: true }),
  });

  if (detail.isPending)
    return (
      <div role="status" aria-label={t('loading')} className="mx-auto flex max-w-6xl flex-col gap-4 p-6">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
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
  data: ApiOutput<'share.dashboard'>;
  dashboardId: string;
  expiresAt: string;
}) {
  const { t } = useTranslation('reportShare');
  const [view, setView] = useState<ReportView>('chart');
  const [range, setRange] = useState<TimeRange>('all');
  const { components, query: computeQuery } = useRangedComponents(dashboardId, range, data.components);
  const report = useReportExport({ detail: data, components, view, range });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-6 py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold tracking-tight">{data.name}</h1>
        <p className="text-sm text-muted-foreground">
          {t('meta', {
            subjects: data.subjects.map((s) => s.name).join(' · ') || '-',
            expires: formatDateTime(expiresAt),
          })}
        </p>
      </div>
      <SampleDataNotice sources={data.data_sources} />
      <ReportToolbar
        view={view}
        onViewChange={setView}
        range={range}
        onRangeChange={setRange}
        recomputing={computeQuery.isFetching}
      >
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <ExportButtons exporting={report.exporting} onExport={(format) => void report.start(format)} />
        </div>
      </ReportToolbar>
      {components.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-12 text-center text-sm text-muted-foreground">
          {t('empty')}
        </p>
      ) : (
        <ReportGrid>
          {components.map((c) => (
            <ReportComponentCard key={c.component_id} component={c} view={view} subjects={data.subjects} />
          ))}
        </ReportGrid>
      )}
    </div>
  );
}
