import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { DataTableFrame, type DataTableBaseProps } from './data-table-frame.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import type { PagedList } from './use-paged-list.ts';

// For a table whose rows and pages its screen gets from elsewhere (the AD report's detail and pivot): taken from
// this module, with the list state the list screens take beside it, they keep the data table the one chunk
// the list screens load (each part used by a different set of screens would be a chunk of its own; decision 126).
export { DataTableGrid } from './data-table-grid.tsx';
export { DataTablePagination } from './data-table-pagination.tsx';
export { usePagedList } from './use-paged-list.ts';

export interface DataTableProps<Row extends RowData, Sort extends string> extends DataTableBaseProps<
  Row,
  Sort
> {
  query: UseQueryResult<{ list: Row[]; total: number }>;
  list: PagedList<Sort>;
}

/**
 * The studio's one data table over a server-paged list: server-side search, sort and paging, row selection for
 * bulk actions. A long page (VIRTUALIZE_FROM rows or more) renders only the rows in view.
 */
export function DataTable<Row extends RowData, Sort extends string>({
  query,
  list,
  ...props
}: DataTableProps<Row, Sort>) {
  const rows = query.data?.list;
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / list.pageSize));
  // Deleting the last rows of the last page leaves it empty: show the page that now is the last.
  useEffect(() => {
    if (rows?.length === 0 && list.page > lastPage) list.setPage(lastPage);
  }, [rows, list, lastPage]);

  return (
    <DataTableFrame<Row, Sort>
      {...props}
      source={{
        rows,
        total,
        firstIndex: (list.page - 1) * list.pageSize,
        isPending: query.isPending,
        isFetching: query.isFetching,
        error: query.isError ? query.error : null,
        refetch: () => void query.refetch(),
        keyword: list.keyword,
        setKeyword: list.setKeyword,
        sort: list.sort,
        setSort: list.setSort,
      }}
      virtualize="long"
      selectAllKey="selectPage"
      footer={
        <DataTablePagination page={list.page} pageSize={list.pageSize} total={total} onPage={list.setPage} />
      }
    />
  );
}
