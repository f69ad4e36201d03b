import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The search and sort of a server list: the debounced keyword and the sort key every request sends. */
export function useListSearch<Sort extends string>(defaultSort: Sort) {
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<Sort>(defaultSort);
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
