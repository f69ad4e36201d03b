import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FileSpreadsheet, Pencil, Plus, RefreshCw, Settings2, Share2 } from 'lucide-react';
import {
  componentTables,
  ReportComponentCard,
  ReportGrid,
  ReportToolbar,
  type AdReportContext,
  type AdReportProps,
  type DashboardComponent,
  type ReportView,
} from '@/components/report-view';
import { SampleDataNotice } from '@/components/data-source/sample-data-badge';
import type { SampleExplanations } from '@/components/data-source/sample-data';
import { ExportButtons, useReportExport } from '@/components/report-export';
import { useExportRequests } from '@/components/report-export/export-requests';
import { usePermission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { showErrorToast } from '@/lib/api/error-toast';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { AddComponentsDialog } from './add-components-dialog.tsx';
import { availableComponents } from './available-components.ts';
import { ComponentEditActions } from './component-edit-actions.tsx';
import { GenerationStatus, type GenerationWords } from './generation-status.tsx';
import { downloadXlsx } from './report-downloads.ts';
import { SettingsDialog } from './settings-dialog.tsx';
import { WRITER_ROLES } from '@/lib/roles';
import { ShareDialog } from './share-dialog.tsx';
import { useSharingRequests } from './sharing-requests.ts';
import type { DashboardDetail } from './use-dashboard-detail.ts';
import { moved, useDashboardMutations } from './use-dashboard-mutations.ts';
import '@/lib/i18n/namespaces/components';
import '@/lib/i18n/namespaces/dashboard';
import '@/lib/i18n/namespaces/reportExport';

/** What a kind of dashboard (social or ad) puts into the detail around the components they share. */
export interface DetailFrameProps {
  detail: DashboardDetail;
  appDoi?: string | undefined;
  inPanel: boolean;
  view: ReportView;
  onViewChange(view: ReportView): void;
  /** The components as shown (over the chosen dates). */
  components: readonly DashboardComponent[];
  header: ReactNode;
  rangePicker: ReactNode;
  recomputing: boolean;
  /** Beside the range: why the chosen dates could not be computed. */
  rangeError?: ReactNode;
  /** Between the status and the toolbar: what the data says (an ad dashboard's notices). */
  notices?: ReactNode;
  /** Writers' own actions of this kind beside Share (import posts, ad settings). */
  writerActions?: ReactNode;
  /** This kind's own dialogs. */
  dialogs?: ReactNode;
  /** An AD component's context and option changes. */
  cardAd?(component: DashboardComponent): AdReportProps | undefined;
  /** Downloads: the range's social name, or an ad dashboard's own words and context. */
  exportRange: TimeRange;
  exportAd?: { context: AdReportContext; header: { range: string; source: string } };
  sampleExplanations?: SampleExplanations;
  /** While generating, when the dashboard does not collect posts. */
  generation?: GenerationWords;
}

/** The detail shared by social and ad dashboards: downloads, share, status, toolbar, components and their edits. */
export function DetailFrame(props: DetailFrameProps) {
  const { detail, inPanel, view, components } = props;
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const canEdit = usePermission(WRITER_ROLES);
  const dashboardId = detail.dashboard_id;
  const mutations = useDashboardMutations(dashboardId);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'add' | 'share' | 'share-links' | 'settings' | null>(null);
  const ids = detail.components.map((c) => c.component_id);
  const editBusy = mutations.remove.isPending || mutations.reorder.isPending;
  const available = useMemo(
    () =>
      availableComponents({
        ...(props.appDoi ? { appDoi: props.appDoi } : {}),
        media: detail.media,
        present: detail.components.map((c) => c.api_key),
        ad: detail.ad !== null,
      }),
    [props.appDoi, detail.media, detail.components, detail.ad],
  );
  const adContext = props.exportAd?.context;

  const exportXlsx = async () => {
    try {
      const context = { subjects: detail.subjects, language, ...(adContext ? { ad: adContext } : {}) };
      downloadXlsx(detail.name, await componentTables(components, t, context));
    } catch (error) {
      console.error('[report-export] xlsx failed', error);
      showErrorToast(t('reportExport:error.loadFailed', { format: 'XLSX' }));
    }
  };

  const report = useReportExport({
    detail,
    components,
    view,
    range: props.exportRange,
    ...(props.exportAd ? { ad: props.exportAd.context, adHeader: props.exportAd.header } : {}),
  });

  // A download asked for in the chat starts once the report is whole, as if its button had been pressed.
  const requested = useExportRequests((s) => s.pending[dashboardId]);
  const whole = detail.status === 'ready' && !props.recomputing && components.length > 0;
  useEffect(() => {
    if (!requested || !whole || report.exporting) return;
    const format = useExportRequests.getState().take(dashboardId);
    if (format) void report.start(format);
  }, [requested, whole, report, dashboardId]);

  // Sharing asked for from the chat or the address opens this dialog, at once or when asked later; only writers
  // have it. Taken when it opens, so the dialog closed stays closed.
  useEffect(() => {
    if (!canEdit) return;
    const openIfAsked = () => {
      if (useSharingRequests.getState().take(dashboardId)) setDialog('share-links');
    };
    openIfAsked();
    return useSharingRequests.subscribe(openIfAsked);
  }, [canEdit, dashboardId]);

  return (
    <div
      className={cn('flex flex-col gap-4', inPanel ? 'p-4' : 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6')}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        {props.header}
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
              {props.writerActions}
              {detail.ad === null ? (
                // An ad dashboard's name is in its own settings, with what it computes over.
                <Button variant="outline" size="sm" onClick={() => setDialog('settings')}>
                  <Settings2 aria-hidden />
                  {t('actions.settings')}
                </Button>
              ) : null}
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
        words={props.generation}
      />
      {props.notices}

      <ReportToolbar
        view={view}
        onViewChange={props.onViewChange}
        rangePicker={props.rangePicker}
        recomputing={props.recomputing}
      >
        {props.rangeError}
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
        <SampleDataNotice
          sources={detail.data_sources}
          {...(props.sampleExplanations ? { explanations: props.sampleExplanations } : {})}
        />
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
              const ad = props.cardAd?.(component);
              return (
                <ReportComponentCard
                  key={component.component_id}
                  component={component}
                  view={view}
                  subjects={detail.subjects}
                  {...(ad ? { ad } : {})}
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
      {detail.ad === null ? (
        <SettingsDialog
          detail={detail}
          open={dialog === 'settings'}
          onOpenChange={(open) => setDialog(open ? 'settings' : null)}
        />
      ) : null}
      <ShareDialog
        dashboardId={dashboardId}
        open={dialog === 'share' || dialog === 'share-links'}
        focusLinks={dialog === 'share-links'}
        onOpenChange={(open) => setDialog(open ? 'share' : null)}
      />
      {props.dialogs}
    </div>
  );
}
