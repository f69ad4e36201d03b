import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * The state a server-paged list sends with each request: the debounced search, the sort key and the page.
 * A new search or sort starts again at page 1.
 */
export function usePagedList<Sort extends string>(defaultSort: Sort, pageSize = DEFAULT_PAGE_SIZE) {
  const [keyword, setKeywordNow] = useState('');
  const [sort, setSortNow] = useState<Sort>(defaultSort);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(keyword.trim());
  return {
    keyword,
    sort,
    page,
    pageSize,
    /** What the list endpoint takes: `keyword` only when there is one. */
    input: { ...(search ? { keyword: search } : {}), sort, page, page_size: pageSize },
    setKeyword(value: string) {
      setKeywordNow(value);
      setPage(1);
    },
    setSort(value: Sort) {
      setSortNow(value);
      setPage(1);
    },
    setPage,
  };
}

export type PagedList<Sort extends string> = ReturnType<typeof usePagedList<Sort>>;
