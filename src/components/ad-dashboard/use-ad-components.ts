import { useEffect, useState } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { DashboardComponent } from '@/components/report-view';
import { callApi, type ApiInput } from '@/lib/api/client';
import type { AdDashboardBlock, AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import type { AdComponentOptions } from '@/lib/report-components/ad-results';
import { adComputeKey } from './ad-compute-key.ts';
import { readChoices, writeChoice } from './remembered-choices.ts';
import { sameAsSettings } from './same-as-settings.ts';

type ComputeOptions = NonNullable<ApiInput<'adDashboard.compute'>['options']>;

/** What a reader asked of one component: another page of the detail, its own sort, its own pivot. */
export interface AdComputeAsk {
  page?: number;
  options?: ComputeOptions;
}

/** The detail's `{page, pageSize, sort, order}` or the pivot's choice as adDashboard.compute takes them. */
export function askOf(options: AdComponentOptions): AdComputeAsk {
  if (options.pivot) return { options: { pivot: options.pivot } };
  const { page, ...rest } = options.detail ?? {};
  const detail = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  return { ...(page ? { page } : {}), ...(Object.keys(detail).length ? { options: { detail } } : {}) };
}

const compute = (input: ApiInput<'adDashboard.compute'>, signal: AbortSignal, silent: boolean) =>
  callApi('adDashboard.compute', input, { signal, silent });

/**
 * An ad dashboard's components as shown: the stored ones for its own range (`range` null), else those
 * adDashboard.compute gives for the chosen dates; a component the reader paged, sorted or pivoted is computed
 * alone with that (and `busy` meanwhile). The order and the set stay the base's, so edits show at once. Works the
 * same on the shared page (the share headers go with every call). The reader's sort, page size and pivot are
 * kept in this browser (remembered-choices.ts) until they go back to the dashboard's settings (`onOptionsReset`);
 * one the server refuses is forgotten.
 */
export function useAdComponents(
  dashboardId: string,
  ad: AdDashboardBlock,
  base: readonly DashboardComponent[],
  range: AdRange | null,
) {
  const settingsOf = (componentId: string) =>
    base.find((c) => c.component_id === componentId)?.settings ?? {};
  const isOwn = (componentId: string, ask: AdComputeAsk) =>
    ask.options !== undefined && !sameAsSettings(ask.options, settingsOf(componentId));
  const [asks, setAsks] = useState<Record<string, AdComputeAsk>>(() => {
    const remembered = readChoices(dashboardId, new Set(base.map((c) => c.component_id)));
    return Object.fromEntries(
      Object.entries(remembered)
        .map(([id, options]): [string, AdComputeAsk] => [id, { options }])
        .filter(([id, ask]) => isOwn(id, ask)),
    );
  });
  const rangeQuery = useQuery({
    queryKey: adComputeKey(dashboardId, range),
    queryFn: ({ signal }) =>
      compute({ dashboard_id: dashboardId, ...(range ? { range } : {}) }, signal, true),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
  const entries = Object.entries(asks);
  const askQueries = useQueries({
    queries: entries.map(([componentId, ask]) => ({
      queryKey: adComputeKey(dashboardId, range, { componentId, ...ask }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        compute(
          {
            dashboard_id: dashboardId,
            component_ids: [componentId],
            ...(range ? { range } : {}),
            ...(ask.page ? { detail_page: ask.page } : {}),
            ...(ask.options ? { options: ask.options } : {}),
          },
          signal,
          false,
        ),
      placeholderData: keepPreviousData,
    })),
  });

  const byRange = range !== null && rangeQuery.data ? rangeQuery.data : null;
  const shown = new Map<string, DashboardComponent>(byRange?.components.map((c) => [c.component_id, c]));
  const busy = new Set<string>();
  entries.forEach(([componentId], i) => {
    const q = askQueries[i];
    const one = q?.data?.components[0];
    if (one) shown.set(componentId, one);
    if (q?.isFetching) busy.add(componentId);
  });
  const components = base.map((c) => shown.get(c.component_id) ?? c);

  const refused = entries.filter((_, i) => askQueries[i]?.isError).map(([componentId]) => componentId);
  const refusedKey = refused.join();
  useEffect(() => {
    if (refusedKey)
      for (const componentId of refusedKey.split(',')) writeChoice(dashboardId, componentId, null);
  }, [dashboardId, refusedKey]);

  const onOptionsChange = (componentId: string, options: AdComponentOptions) => {
    const ask = askOf(options);
    writeChoice(dashboardId, componentId, isOwn(componentId, ask) ? ask.options! : null);
    setAsks((prev) => ({ ...prev, [componentId]: ask }));
  };
  const onOptionsReset = (componentId: string) => {
    writeChoice(dashboardId, componentId, null);
    setAsks(({ [componentId]: _dropped, ...rest }) => rest);
  };

  return {
    components,
    busy,
    onOptionsChange,
    onOptionsReset,
    /** The components shown with the reader's own sort, page size or pivot instead of the dashboard's. */
    own: new Set(entries.filter(([id, ask]) => isOwn(id, ask)).map(([componentId]) => componentId)),
    rangeQuery,
    /** The dates and notices of what is shown: the chosen range's, or the dashboard's own. */
    period: byRange ? byRange.period : ad.period,
    notices: byRange ? byRange.notices : ad.notices,
  };
}
