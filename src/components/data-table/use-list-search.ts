import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Where a list starts when its address or a panel tab says (a search, a sort). */
export interface ListStart<Sort extends string> {
  keyword?: string;
  sort?: Sort;
}

/** The search and sort of a server list: the debounced keyword and the sort key every request sends. */
export function useListSearch<Sort extends string>(defaultSort: Sort, start?: ListStart<Sort>) {
  const [keyword, setKeyword] = useState(start?.keyword ?? '');
  const [sort, setSort] = useState<Sort>(start?.sort ?? defaultSort);
  const search = useDebouncedValue(keyword.trim());
  return {
    keyword,
    sort,
    /** What the list endpoint takes besides its paging: `keyword` only when there is one. */
    input: { ...(search ? { keyword: search } : {}), sort },
    setKeyword,
    setSort,
  };
}
