import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ExportButtons, useReportExport } from '@/components/report-export';
import {
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
import type { ApiOutput } from '@/lib/api/client';
import type { TimeRange } from '@/lib/api/endpoints/dashboard';
import '@/lib/i18n/namespaces/reportShare';

export type SharedDashboard = ApiOutput<'share.dashboard'>;

/** The shared page of any dashboard, read-only: its header, the toolbar with downloads, the components. */
export function SharedFrame(props: {
  data: SharedDashboard;
  header: ReactNode;
  notices?: ReactNode;
  view: ReportView;
  onViewChange(view: ReportView): void;
  rangePicker: ReactNode;
  recomputing: boolean;
  components: readonly DashboardComponent[];
  cardAd?(component: DashboardComponent): AdReportProps | undefined;
  exportRange: TimeRange;
  exportAd?: { context: AdReportContext; header: { range: string; source: string } };
  sampleExplanations?: SampleExplanations;
}) {
  const { t } = useTranslation('reportShare');
  const { data, components, view } = props;
  const report = useReportExport({
    detail: data,
    components,
    view,
    range: props.exportRange,
    ...(props.exportAd ? { ad: props.exportAd.context, adHeader: props.exportAd.header } : {}),
  });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
      {props.header}
      <SampleDataNotice
        sources={data.data_sources}
        {...(props.sampleExplanations ? { explanations: props.sampleExplanations } : {})}
      />
      {props.notices}
      <ReportToolbar
        view={view}
        onViewChange={props.onViewChange}
        rangePicker={props.rangePicker}
        recomputing={props.recomputing}
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
          {components.map((c) => {
            const ad = props.cardAd?.(c);
            return (
              <ReportComponentCard
                key={c.component_id}
                component={c}
                view={view}
                subjects={data.subjects}
                {...(ad ? { ad } : {})}
              />
            );
          })}
        </ReportGrid>
      )}
    </div>
  );
}
