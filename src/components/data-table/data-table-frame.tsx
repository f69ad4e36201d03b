import { useMemo, useState, type ReactNode } from 'react';
import { useTable, type RowData, type RowSelectionState } from '@tanstack/react-table';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { DataTableGrid } from './data-table-grid.tsx';
import { DataTableSearch } from './data-table-search.tsx';
import { SelectCheckbox, type SelectAllKey } from './select-checkbox.tsx';
import { dataTableFeatures, tableColumns, type DataTableColumn } from './features.ts';
import '@/lib/i18n/namespaces/table';

/** What every studio table is told by its screen, paged or infinite. */
export interface DataTableBaseProps<Row extends RowData, Sort extends string> {
  /** The table's accessible name (also its caption for screen readers). */
  label: string;
  columns: DataTableColumn<Row>[];
  getRowId(row: Row): string;
  /** How a row is named to a screen reader (its checkbox): the row's name rather than its id. */
  rowLabel?(row: Row): string;
  /** Column id → the server sort its header selects; other headers are plain. */
  sortable?: Partial<Record<string, Sort>>;
  searchPlaceholder: string;
  /** What an empty list shows when nothing is searched (a hint and usually the "add" action). */
  empty: ReactNode;
  /** Actions beside the search (e.g. "Add client"). */
  actions?: ReactNode;
  /** Bulk actions for the selected rows; without it rows have no checkboxes. */
  bulkActions?(selectedIds: string[], clearSelection: () => void): ReactNode;
  canSelect?(row: Row): boolean;
}

/** The list as the frame shows it, whether it comes a page at a time or grows as it scrolls. */
export interface DataTableSource<Row, Sort extends string> {
  rows: Row[] | undefined;
  total: number;
  /** The list position of the first row shown (a page's offset). */
  firstIndex: number;
  isPending: boolean;
  isFetching: boolean;
  /** Set when the list could not be loaded at all. */
  error: Error | null;
  refetch(): void;
  keyword: string;
  setKeyword(value: string): void;
  sort: Sort;
  setSort(value: Sort): void;
}

interface DataTableFrameProps<Row extends RowData, Sort extends string> extends DataTableBaseProps<
  Row,
  Sort
> {
  source: DataTableSource<Row, Sort>;
  virtualize: 'always' | 'long';
  selectAllKey: SelectAllKey;
  onRenderedEnd?(lastIndex: number): void;
  /** Under the rows, inside the scrolling box. */
  after?: ReactNode;
  /** Under the table (the pages). */
  footer?: ReactNode;
}

/**
 * The search and actions, the bulk bar, and the loading, error and empty states around the table, with row
 * selection kept by id (so it survives paging and scrolling). Wide tables scroll sideways on a phone rather
 * than hiding columns.
 */
export function DataTableFrame<Row extends RowData, Sort extends string>(
  props: DataTableFrameProps<Row, Sort>,
) {
  const { label, source, getRowId, bulkActions, canSelect, selectAllKey } = props;
  const { t } = useTranslation('table');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const columns = useMemo(
    () =>
      bulkActions
        ? [selectColumn<Row>(label, selectAllKey, props.rowLabel), ...props.columns]
        : props.columns,
    [bulkActions, label, selectAllKey, props.rowLabel, props.columns],
  );
  const table = useTable(
    {
      features: dataTableFeatures,
      columns,
      data: source.rows ?? noRows,
      getRowId: (row: Row) => getRowId(row),
      state: { rowSelection },
      onRowSelectionChange: setRowSelection,
      enableRowSelection: canSelect ? (row) => canSelect(row.original) : Boolean(bulkActions),
    },
    (state) => state,
  );
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const clearSelection = () => setRowSelection({});

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <DataTableSearch
          value={source.keyword}
          onChange={source.setKeyword}
          placeholder={props.searchPlaceholder}
        />
        <div className="ml-auto flex flex-wrap items-center gap-2">{props.actions}</div>
      </div>
      {bulkActions && selectedIds.length > 0 ? (
        <BulkActionBar count={selectedIds.length} onClear={clearSelection}>
          {bulkActions(selectedIds, clearSelection)}
        </BulkActionBar>
      ) : null}
      {source.isPending ? (
        <TableSkeleton label={t('loading')} />
      ) : source.error ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
          <p className="text-sm text-destructive">{t('error', { message: source.error.message })}</p>
          <Button variant="outline" onClick={source.refetch}>
            {t('retry')}
          </Button>
        </div>
      ) : !source.rows?.length ? (
        source.keyword.trim() ? (
          <p role="status" className="rounded-xl border p-8 text-center text-sm text-muted-foreground">
            {t('noMatch', { keyword: source.keyword.trim() })}
          </p>
        ) : (
          <div className="rounded-xl border p-8 text-center">{props.empty}</div>
        )
      ) : (
        <DataTableGrid
          table={table}
          label={label}
          sortable={props.sortable ?? {}}
          sort={source.sort}
          onSort={source.setSort}
          busy={source.isFetching}
          virtualize={props.virtualize}
          total={source.total}
          firstIndex={source.firstIndex}
          onRenderedEnd={props.onRenderedEnd}
          after={props.after}
        />
      )}
      {props.footer}
    </div>
  );
}

const noRows: never[] = [];

function selectColumn<Row extends RowData>(
  label: string,
  selectAllKey: SelectAllKey,
  rowLabel?: (row: Row) => string,
): DataTableColumn<Row> {
  return tableColumns<Row>().display({
    id: 'select',
    header: ({ table }) => (
      <SelectCheckbox
        labelKey={selectAllKey}
        name={label}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
      />
    ),
    cell: ({ row }) => (
      <SelectCheckbox
        labelKey="selectRow"
        name={rowLabel ? rowLabel(row.original) : row.id}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={(checked) => row.toggleSelected(checked)}
      />
    ),
  });
}

function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2 rounded-xl border p-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
