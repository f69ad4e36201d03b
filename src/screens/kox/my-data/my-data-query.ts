import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiOutput } from '@/lib/api/client';
import type { MyDataPeriod } from '@/lib/kox-my-data-values';
import { KOX_KEY } from '../api/kox-queries.ts';

export type MyData = ApiOutput<'koxMyData.summary'>;
export type MyDataFigures = MyData['by_platform'][number];

/** Under KOX_KEY: an import, a storage or a team change refreshes My Data too. */
export function myDataQuery(teamId: string | null, period: MyDataPeriod) {
  return queryOptions({
    queryKey: [...KOX_KEY, 'myData', teamId, period],
    queryFn: ({ signal }) => callApi('koxMyData.summary', { period }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
