import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FileSpreadsheet, Pencil, Plus, RefreshCw, RotateCw, Share2, Upload } from 'lucide-react';
import {
  componentTables,
  ReportComponentCard,
  ReportGrid,
  useRangedComponents,
  ReportToolbar,
  type ReportView,
} from '@/components/report-view';
import { SampleDataNotice } from '@/components/data-source/sample-data-badge';
import { ImportPostsDialog } from '@/components/import-posts/import-posts-dialog';
import { ExportButtons, useReportExport } from '@/components/report-export';
import { usePermission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/client';
import { showErrorToast } from '@/lib/api/error-toast';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import { ErrorCode } from '@/lib/api/error-codes';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { AddComponentsDialog } from './add-components-dialog.tsx';
import { availableComponents } from './available-components.ts';
import { ComponentEditActions } from './component-edit-actions.tsx';
import { dashboardDetailKey } from './dashboard-query-keys.ts';
import { DetailHeader } from './detail-header.tsx';
import { GenerationStatus } from './generation-status.tsx';
import { downloadXlsx } from './report-downloads.ts';
import { ShareDialog } from './share-dialog.tsx';
import { useDashboardDetail, type DashboardDetail } from './use-dashboard-detail.ts';
import { moved, useDashboardMutations } from './use-dashboard-mutations.ts';
import '@/lib/i18n/namespaces/components';
import '@/lib/i18n/namespaces/dashboard';
import '@/lib/i18n/namespaces/reportExport';

export interface DashboardDetailScreenProps {
  dashboardId: string;
  /** The report app the detail was opened from; decides which components can be added (spec §2). */
  appDoi?: string;
  /** Rendered in the assistant's artifact panel: a smaller heading and no page padding. */
  inPanel?: boolean;
}

const WRITERS = ['admin', 'editor'] as const;

function DetailView({
  detail,
  appDoi,
  inPanel,
}: {
  detail: DashboardDetail;
  appDoi?: string;
  inPanel: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const canEdit = usePermission(WRITERS);
  const dashboardId = detail.dashboard_id;
  const mutations = useDashboardMutations(dashboardId);
  const [view, setView] = useState<ReportView>('chart');
  const [range, setRange] = useState<TimeRange>('all');
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'add' | 'share' | 'import' | null>(null);
  const { components, query: computeQuery } = useRangedComponents(dashboardId, range, detail.components);
  const subjects = detail.subjects;
  const ids = detail.components.map((c) => c.component_id);
  const editBusy = mutations.remove.isPending || mutations.reorder.isPending;
  const available = useMemo(
    () =>
      availableComponents({
        ...(appDoi ? { appDoi } : {}),
        media: detail.media,
        present: detail.components.map((c) => c.api_key),
      }),
    [appDoi, detail.media, detail.components],
  );

  const exportXlsx = async () => {
    try {
      downloadXlsx(detail.name, await componentTables(components, t, { subjects, language }));
    } catch (error) {
      console.error('[report-export] xlsx failed', error);
      showErrorToast(t('reportExport:error.loadFailed', { format: 'XLSX' }));
    }
  };

  const report = useReportExport({ detail, components, view, range });

  return (
    <div
      className={cn('flex flex-col gap-4', inPanel ? 'p-4' : 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <DetailHeader detail={detail} inPanel={inPanel} />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportXlsx()}
            disabled={components.length === 0}
          >
            <FileSpreadsheet aria-hidden />
            {t('download.xlsx')}
          </Button>
          <ExportButtons exporting={report.exporting} onExport={(format) => void report.start(format)} />
          {canEdit ? (
            <>
              <Button variant="outline" size="sm" onClick={() => setDialog('import')}>
                <Upload aria-hidden />
                {t('actions.import')}
              </Button>
              <Button size="sm" onClick={() => setDialog('share')}>
                <Share2 aria-hidden />
                {t('actions.share')}
              </Button>
            </>
          ) : null}
        </div>
      </div>

      <GenerationStatus
        detail={detail}
        canEdit={canEdit}
        retrying={mutations.retry.isPending}
        onRetry={() => mutations.retry.mutate()}
      />

      <ReportToolbar
        view={view}
        onViewChange={setView}
        range={range}
        onRangeChange={setRange}
        recomputing={computeQuery.isFetching}
      >
        {computeQuery.isError && range !== 'all' ? (
          <span role="alert" className="text-xs text-destructive">
            {computeQuery.error.message}
          </span>
        ) : null}
        {canEdit ? (
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setDialog('add')}>
              <Plus aria-hidden />
              {t('actions.add')}
            </Button>
            <Button
              variant={editing ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={editing}
              onClick={() => setEditing((e) => !e)}
            >
              <Pencil aria-hidden />
              {editing ? t('actions.doneEditing') : t('actions.edit')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={
                mutations.reanalyze.isPending || detail.status !== 'ready' || detail.components.length === 0
              }
              onClick={() => mutations.reanalyze.mutate(undefined)}
            >
              <RefreshCw aria-hidden />
              {t('actions.reanalyze')}
            </Button>
          </div>
        ) : null}
      </ReportToolbar>

      <div aria-label={t('report.area')} role="region" className="flex flex-col gap-4 bg-background">
        <SampleDataNotice sources={detail.data_sources} />
        {components.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
            <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
            {canEdit ? (
              <Button size="sm" onClick={() => setDialog('add')}>
                <Plus aria-hidden />
                {t('actions.add')}
              </Button>
            ) : null}
          </div>
        ) : (
          <ReportGrid>
            {components.map((component, index) => {
              const title = t(`components:name.${component.api_key}`);
              return (
                <ReportComponentCard
                  key={component.component_id}
                  component={component}
                  view={view}
                  subjects={subjects}
                  {...(canEdit
                    ? { onRetry: () => mutations.reanalyze.mutate([component.component_id]) }
                    : {})}
                  actions={
                    editing && canEdit ? (
                      <ComponentEditActions
                        title={title}
                        first={index === 0}
                        last={index === components.length - 1}
                        disabled={editBusy}
                        onMove={(delta) => mutations.reorder.mutate(moved(ids, index, delta))}
                        onRemove={() => mutations.remove.mutate(component.component_id)}
                      />
                    ) : undefined
                  }
                />
              );
            })}
          </ReportGrid>
        )}
      </div>

      <AddComponentsDialog
        open={dialog === 'add'}
        onOpenChange={(open) => setDialog(open ? 'add' : null)}
        available={available}
        pending={mutations.add.isPending}
        onAdd={(picks) => mutations.add.mutate(picks, { onSuccess: () => setDialog(null) })}
      />
      <ShareDialog
        dashboardId={dashboardId}
        open={dialog === 'share'}
        onOpenChange={(open) => setDialog(open ? 'share' : null)}
      />
      <ImportPostsDialog
        dashboardId={dashboardId}
        subjects={subjects.map((s) => ({ subject_id: s.subject_id, name: s.name }))}
        open={dialog === 'import'}
        onOpenChange={(open) => setDialog(open ? 'import' : null)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: dashboardDetailKey(dashboardId) })}
      />
    </div>
  );
}

function LoadingState() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4 p-6">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** One dashboard: header, report components as charts or tables, time ranges, edits, downloads and sharing. */
export function DashboardDetailScreen({ dashboardId, appDoi, inPanel = false }: DashboardDetailScreenProps) {
  const { t } = useTranslation('dashboard');
  const detail = useDashboardDetail(dashboardId);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <p className="text-base font-medium">{notFound ? t('error.notFound') : t('error.load')}</p>
        {notFound ? null : <p className="text-sm text-muted-foreground">{detail.error.message}</p>}
        {notFound ? null : (
          <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
            <RotateCw aria-hidden />
            {t('error.retry')}
          </Button>
        )}
      </div>
    );
  }
  return <DetailView detail={detail.data} inPanel={inPanel} {...(appDoi ? { appDoi } : {})} />;
}
