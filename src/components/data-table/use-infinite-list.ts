import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useListSearch } from './use-list-search.ts';

/** Rows asked for at a time: a few screens of them, so scrolling seldom waits. */
export const INFINITE_PAGE_SIZE = 100;
/** The next page is asked for when the last row in view is this close to the end of the loaded rows. */
export const LOAD_AHEAD_ROWS = 20;

export interface ListPageInput<Sort extends string> {
  keyword?: string;
  sort: Sort;
  page: number;
  page_size: number;
}

export interface ListPage<Row> {
  list: Row[];
  total: number;
}

interface InfiniteListOptions<Row, Sort extends string> {
  queryKey: QueryKey;
  defaultSort: Sort;
  pageSize?: number;
  fetchPage(input: ListPageInput<Sort>, signal: AbortSignal): Promise<ListPage<Row>>;
}

/**
 * A server-paged list read as one growing list: the search and sort as in a paged list, and the pages after the
 * first loaded as the table's last rows come into view. A new search or sort starts again from the first page.
 */
export function useInfiniteList<Row, Sort extends string>(options: InfiniteListOptions<Row, Sort>) {
  const search = useListSearch(options.defaultSort);
  const pageSize = options.pageSize ?? INFINITE_PAGE_SIZE;
  const { fetchPage } = options;
  const query = useInfiniteQuery({
    queryKey: [...options.queryKey, { ...search.input, page_size: pageSize }],
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ ...search.input, page: pageParam, page_size: pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      last.list.length > 0 && loadedRows(pages) < last.total ? lastPage + 1 : undefined,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.list), [query.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // After a failed page only the retry asks again, so a failing server is not called on every scroll.
  const loadMoreNear = useCallback(
    (lastIndex: number) => {
      const nearEnd = rows !== undefined && lastIndex >= rows.length - 1 - LOAD_AHEAD_ROWS;
      if (nearEnd && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
    },
    [rows, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  );
  return {
    ...search,
    query,
    rows,
    /** The whole list's size as the server last said it. */
    total: query.data?.pages.at(-1)?.total ?? 0,
    loadMoreNear,
    retryNextPage: () => void fetchNextPage(),
  };
}

export type InfiniteList<Row, Sort extends string> = ReturnType<typeof useInfiniteList<Row, Sort>>;

const loadedRows = (pages: ListPage<unknown>[]) => pages.reduce((sum, page) => sum + page.list.length, 0);
