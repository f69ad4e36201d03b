import { useMemo } from 'react';
import { useTable } from '@tanstack/react-table';
import type { AdComponentOptions, AdDetailOptions } from '@/lib/report-components/ad-results';
import { DataTableGrid, DataTablePagination } from '@/components/data-table/data-table';
import { dataTableFeatures, tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { DETAIL_SORT_METRIC } from './ad-detail-sorts.ts';
import { ENTITY_METRICS } from './ad-metrics.ts';
import type { ParsedAd, ShownEntity } from './ad-parse.ts';
import type { AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import { OwnChoiceNote } from './own-choice-note.tsx';
import { AdMessage } from './ad-message.tsx';
import '@/lib/i18n/namespaces/adReport';

type Detail = Extract<ParsedAd, { kind: 'detail' }>;
type Sort = AdDetailOptions['sort'];

/** The columns the server sorts by, by the metric each shows. */
const SORTS: Partial<Record<string, Sort>> = Object.fromEntries(
  Object.entries(DETAIL_SORT_METRIC).map(([sort, metric]) => [metric, sort as Sort]),
);

function detailColumns(view: AdView, level: Detail['data']['level']): DataTableColumn<ShownEntity>[] {
  const { t } = view;
  const col = tableColumns<ShownEntity>();
  const name = col.accessor('name', {
    header: t(`adReport:level.${level}`),
    cell: ({ row }) => (
      <div className="flex max-w-72 min-w-40 flex-col">
        <span className="truncate font-medium" title={row.original.name}>
          {row.original.name}
        </span>
        {row.original.creativeText ? (
          <span className="truncate text-xs text-muted-foreground" title={row.original.creativeText}>
            {row.original.creativeText}
          </span>
        ) : null}
      </div>
    ),
  });
  const muted = (value: string | null) => (
    <span className="block max-w-56 truncate text-muted-foreground" title={value ?? ''}>
      {value ?? ''}
    </span>
  );
  return [
    name,
    ...(level === 'ad'
      ? [col.accessor('adSetName', { header: t('adReport:col.adSet'), cell: (c) => muted(c.getValue()) })]
      : []),
    ...(level === 'campaign'
      ? []
      : [
          col.accessor('campaignName', {
            header: t('adReport:col.campaign'),
            cell: (c) => muted(c.getValue()),
          }),
        ]),
    ...ENTITY_METRICS.map((metric) =>
      col.display({
        id: metric,
        header: () => <span className="block text-right">{view.metricLabel(metric)}</span>,
        cell: ({ row }) => (
          <span className="block text-right whitespace-nowrap tabular-nums">
            {view.metric(metric, row.original.values[metric])}
          </span>
        ),
      }),
    ),
  ];
}

/**
 * The level's rows with their values, a page at a time as the server computed it, in the studio's data table.
 * Sorting a column asks for the first page of that sort (highest first), sorting it again turns the order;
 * both reach the host as options (`onOptions`), which computes the page and passes it back.
 */
export function AdDetailView({
  view,
  parsed,
  onOptions,
  onReset,
  busy,
}: {
  view: AdView;
  parsed: Detail;
  onOptions?: (options: AdComponentOptions) => void;
  /** Given while the reader's own sort or page size is shown: back to the dashboard's. */
  onReset?: () => void;
  busy: boolean;
}) {
  const { t } = view;
  const { data } = parsed;
  const columns = useMemo(() => detailColumns(view, data.level), [view, data.level]);
  const table = useTable(
    {
      features: dataTableFeatures,
      columns,
      data: data.rows,
      getRowId: (row: ShownEntity) => `${row.datasetId}:${row.id}`,
    },
    (state) => state,
  );
  const current: AdDetailOptions = {
    page: data.page,
    pageSize: data.pageSize,
    sort: data.sort,
    order: data.order,
  };
  const emit = (change: Partial<AdDetailOptions>) => onOptions?.({ detail: { ...current, ...change } });
  const onSort = (sort: Sort) =>
    emit(
      sort === data.sort
        ? { page: 1, order: data.order === 'desc' ? 'asc' : 'desc' }
        : { page: 1, sort, order: 'desc' },
    );
  const from = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const to = Math.min(data.total, data.page * data.pageSize);
  return (
    <div className="flex flex-col gap-3">
      <AttributionNote view={view} />
      {onReset ? <OwnChoiceNote view={view} onReset={onReset} busy={busy} /> : null}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('adReport:detail.page', {
          from,
          to,
          total: data.total,
          sort: view.metricLabel(DETAIL_SORT_METRIC[data.sort]),
          order: t(`adReport:detail.order.${data.order}`),
        })}
      </p>
      {data.rows.length === 0 ? (
        <AdMessage>{t('adReport:detail.empty')}</AdMessage>
      ) : (
        <DataTableGrid<ShownEntity, Sort>
          table={table}
          label={t('adReport:detail.label')}
          sortable={onOptions ? SORTS : {}}
          sort={data.sort}
          order={data.order}
          onSort={onSort}
          busy={busy}
          virtualize="long"
          total={data.total}
          firstIndex={(data.page - 1) * data.pageSize}
        />
      )}
      {onOptions ? (
        <DataTablePagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => emit({ page })}
        />
      ) : null}
    </div>
  );
}
