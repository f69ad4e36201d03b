import type { RowData } from '@tanstack/react-table';
import { DataTableFrame, type DataTableBaseProps } from './data-table-frame.tsx';
import { NextPageStatus } from './next-page-status.tsx';
import type { InfiniteList } from './use-infinite-list.ts';

export interface InfiniteDataTableProps<Row extends RowData, Sort extends string> extends DataTableBaseProps<
  Row,
  Sort
> {
  list: InfiniteList<Row, Sort>;
}

/**
 * The data table over a list that grows as it scrolls (`useInfiniteList`): always virtualized, the next page
 * asked for as the last loaded rows come into view, with a loading line and a retry line under the rows.
 */
export function InfiniteDataTable<Row extends RowData, Sort extends string>({
  list,
  ...props
}: InfiniteDataTableProps<Row, Sort>) {
  const { query } = list;
  return (
    <DataTableFrame<Row, Sort>
      {...props}
      source={{
        rows: list.rows,
        total: list.total,
        firstIndex: 0,
        isPending: query.isPending,
        isFetching: query.isFetching,
        error: query.isError && !query.data ? query.error : null,
        refetch: () => void query.refetch(),
        keyword: list.keyword,
        setKeyword: list.setKeyword,
        sort: list.sort,
        setSort: list.setSort,
      }}
      virtualize="always"
      selectAllKey="selectLoaded"
      onRenderedEnd={list.loadMoreNear}
      after={
        <NextPageStatus
          loading={query.isFetchingNextPage}
          error={query.isFetchNextPageError ? query.error : null}
          onRetry={list.retryNextPage}
        />
      }
    />
  );
}
