import { useMemo } from 'react';
import { useTable } from '@tanstack/react-table';
import type { AdComponentOptions } from '@/lib/report-components/ad-results';
import { DataTableGrid } from '@/components/data-table/data-table';
import { dataTableFeatures, tableColumns, type DataTableColumn } from '@/components/data-table/features';
import type { ParsedAd } from './ad-parse.ts';
import { pivotTable } from './ad-tables.ts';
import type { AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import { AdMessage } from './ad-message.tsx';
import { AdPivotEditor } from './ad-pivot-editor.tsx';
import { CONVERSION_METRICS } from './ad-metrics.ts';
import { OwnChoiceNote } from './own-choice-note.tsx';
import '@/lib/i18n/namespaces/adReport';

type Pivot = Extract<ParsedAd, { kind: 'pivot' }>;
type PivotRow = { id: string; cells: Record<string, string | number | null> };

/**
 * The custom multi-dimensional table: its editor (the host computes a new choice), then the groups, the first
 * 1,000 by spend, in the studio's data table (long tables render only the rows in view).
 */
export function AdPivotView({
  view,
  parsed,
  onOptions,
  onReset,
  busy,
}: {
  view: AdView;
  parsed: Pivot;
  onOptions?: (options: AdComponentOptions) => void;
  /** Given while the reader's own pivot is shown: back to the dashboard's. */
  onReset?: () => void;
  busy: boolean;
}) {
  const { t } = view;
  const { data } = parsed;
  const table = useMemo(() => pivotTable(view, data), [view, data]);
  const rows = useMemo<PivotRow[]>(() => table.rows.map((cells, i) => ({ id: String(i), cells })), [table]);
  const columns = useMemo<DataTableColumn<PivotRow>[]>(() => {
    const col = tableColumns<PivotRow>();
    return table.columns.map((c) =>
      col.display({
        id: c.key,
        header: () => <span className={c.align === 'right' ? 'block text-right' : undefined}>{c.label}</span>,
        cell: ({ row }) => {
          const value = row.original.cells[c.key] ?? null;
          const metric = data.metrics.find((m) => m === c.key);
          return c.align === 'right' ? (
            <span className="block text-right whitespace-nowrap tabular-nums">
              {metric && typeof value !== 'string' ? view.metric(metric, value) : String(value ?? '')}
            </span>
          ) : (
            <span className="block max-w-64 truncate" title={String(value ?? '')}>
              {String(value ?? '')}
            </span>
          );
        },
      }),
    );
  }, [table, data.metrics, view]);
  const grid = useTable(
    { features: dataTableFeatures, columns, data: rows, getRowId: (row: PivotRow) => row.id },
    (state) => state,
  );
  const current = { dimensions: data.dimensions, metrics: data.metrics };
  return (
    <div className="flex flex-col gap-3">
      <AdPivotEditor
        key={`${current.dimensions.join()}|${current.metrics.join()}`}
        view={view}
        current={current}
        busy={busy}
        {...(onOptions ? { onApply: (pivot) => onOptions({ pivot }) } : {})}
      />
      {onReset ? <OwnChoiceNote view={view} onReset={onReset} busy={busy} /> : null}
      {data.metrics.some((m) => CONVERSION_METRICS.has(m)) ? <AttributionNote view={view} /> : null}
      {data.rows.length === 0 ? (
        <AdMessage>{t('adReport:pivot.empty')}</AdMessage>
      ) : (
        <>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('adReport:pivot.groups', { shown: data.rows.length, total: data.total })}
            {table.note ? ` ${table.note}` : ''}
          </p>
          <DataTableGrid<PivotRow, string>
            table={grid}
            label={t('adReport:pivot.label')}
            sortable={{}}
            sort=""
            busy={busy}
            virtualize="long"
            total={data.rows.length}
            firstIndex={0}
          />
        </>
      )}
    </div>
  );
}
