import { useState } from 'react';
import { useListSearch, type ListStart } from './use-list-search.ts';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * The state a server-paged list sends with each request: the debounced search, the sort key and the page.
 * A new search or sort starts again at page 1.
 */
export function usePagedList<Sort extends string>(
  defaultSort: Sort,
  pageSize = DEFAULT_PAGE_SIZE,
  start?: ListStart<Sort>,
) {
  const search = useListSearch(defaultSort, start);
  const [page, setPage] = useState(1);
  return {
    keyword: search.keyword,
    sort: search.sort,
    page,
    pageSize,
    /** What the list endpoint takes: `keyword` only when there is one. */
    input: { ...search.input, page, page_size: pageSize },
    setKeyword(value: string) {
      search.setKeyword(value);
      setPage(1);
    },
    setSort(value: Sort) {
      search.setSort(value);
      setPage(1);
    },
    setPage,
  };
}

export type PagedList<Sort extends string> = ReturnType<typeof usePagedList<Sort>>;
