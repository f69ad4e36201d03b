import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTable, type RowData, type RowSelectionState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import { DataTableSearch } from './data-table-search.tsx';
import { SelectCheckbox } from './select-checkbox.tsx';
import { SortHeader } from './sort-header.tsx';
import { dataTableFeatures, tableColumns, type DataTableColumn } from './features.ts';
import type { PagedList } from './use-paged-list.ts';
import '@/lib/i18n/namespaces/table';

export interface DataTableProps<Row extends RowData, Sort extends string> {
  /** The table's accessible name (also its caption for screen readers). */
  label: string;
  columns: DataTableColumn<Row>[];
  query: UseQueryResult<{ list: Row[]; total: number }>;
  list: PagedList<Sort>;
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

/**
 * The studio's one data table: server-side search, sort and paging, row selection for bulk actions, and the
 * loading, error and empty states. Wide tables scroll sideways on a phone rather than hiding columns.
 */
export function DataTable<Row extends RowData, Sort extends string>(props: DataTableProps<Row, Sort>) {
  const { label, query, list, getRowId, sortable = {}, bulkActions, canSelect } = props;
  const { t } = useTranslation('table');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const columns = useMemo(
    () => (bulkActions ? [selectColumn<Row>(label, props.rowLabel), ...props.columns] : props.columns),
    [bulkActions, label, props.rowLabel, props.columns],
  );
  const rows = query.data?.list;
  const table = useTable(
    {
      features: dataTableFeatures,
      columns,
      data: rows ?? noRows,
      getRowId: (row: Row) => getRowId(row),
      state: { rowSelection },
      onRowSelectionChange: setRowSelection,
      enableRowSelection: canSelect ? (row) => canSelect(row.original) : Boolean(bulkActions),
    },
    (state) => state,
  );
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / list.pageSize));
  // Deleting the last rows of the last page leaves it empty: show the page that now is the last.
  useEffect(() => {
    if (rows?.length === 0 && list.page > lastPage) list.setPage(lastPage);
  }, [rows, list, lastPage]);
  const clearSelection = () => setRowSelection({});

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <DataTableSearch
          value={list.keyword}
          onChange={list.setKeyword}
          placeholder={props.searchPlaceholder}
        />
        <div className="ml-auto flex flex-wrap items-center gap-2">{props.actions}</div>
      </div>
      {bulkActions && selectedIds.length > 0 ? (
        <BulkActionBar count={selectedIds.length} onClear={clearSelection}>
          {bulkActions(selectedIds, clearSelection)}
        </BulkActionBar>
      ) : null}
      {query.isPending ? (
        <TableSkeleton label={t('loading')} />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
          <p className="text-sm text-destructive">{t('error', { message: query.error.message })}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : query.data.list.length === 0 ? (
        list.keyword.trim() ? (
          <p role="status" className="rounded-xl border p-8 text-center text-sm text-muted-foreground">
            {t('noMatch', { keyword: list.keyword.trim() })}
          </p>
        ) : (
          <div className="rounded-xl border p-8 text-center">{props.empty}</div>
        )
      ) : (
        <div className="overflow-x-auto rounded-xl border" aria-busy={query.isFetching}>
          <table className="w-full min-w-[640px] border-collapse text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sortKey = sortable[header.column.id];
                    const active = sortKey !== undefined && sortKey === list.sort;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={active ? 'other' : undefined}
                        className="h-10 px-3 font-medium whitespace-nowrap"
                      >
                        {sortKey === undefined ? (
                          <table.FlexRender header={header} />
                        ) : (
                          <SortHeader active={active} onSort={() => list.setSort(sortKey)}>
                            <table.FlexRender header={header} />
                          </SortHeader>
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  data-state={row.getIsSelected() ? 'selected' : undefined}
                  className="border-t data-[state=selected]:bg-primary/5"
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-middle">
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DataTablePagination page={list.page} pageSize={list.pageSize} total={total} onPage={list.setPage} />
    </div>
  );
}

const noRows: never[] = [];

function selectColumn<Row extends RowData>(
  label: string,
  rowLabel?: (row: Row) => string,
): DataTableColumn<Row> {
  return tableColumns<Row>().display({
    id: 'select',
    header: ({ table }) => (
      <SelectCheckbox
        labelKey="selectPage"
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
