import { lazy, Suspense, useCallback, useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { definedOnly, optionalSearchChoice, optionalSearchText } from '@/lib/router/search-schema';
import type { ReportSearch } from '@/lib/report-path';
import { parseAppDoi } from '@/lib/report-components/catalog';
import { DashboardBuilderScreen, DashboardListScreen, FilingFields } from '@/screens/dashboards';
import { useSharingRequests } from '@/screens/dashboard-detail/sharing-requests';

const DashboardDetailScreen = lazy(() =>
  import('@/screens/dashboard-detail').then((m) => ({ default: m.DashboardDetailScreen })),
);

// The AD builder is a chunk of its own: a social report never loads it.
const AdBuilderScreen = lazy(() =>
  import('@/screens/ads/ad-dashboard-builder').then((m) => ({ default: m.AdBuilderScreen })),
);

/**
 * Spec §2 Report screen: no parameter → the dashboard list (`q` fills its search); `view=new` → the builder;
 * `dashboard_id` → detail (`share=links`: with its sharing dialog open).
 */
const searchSchema = (search: Record<string, unknown>): ReportSearch =>
  definedOnly({
    app_doi: optionalSearchText(search.app_doi, 200),
    dashboard_id: optionalSearchText(search.dashboard_id, 64),
    view: optionalSearchChoice(search.view, ['new'] as const),
    mode: optionalSearchChoice(search.mode, ['smart', 'custom'] as const),
    q: optionalSearchText(search.q, 100),
    share: optionalSearchChoice(search.share, ['links'] as const),
  });

export const Route = createFileRoute('/writer/app/report')({
  staticData: routeMeta('appReport'),
  validateSearch: searchSchema,
  component: ReportRoute,
});

function ReportRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { app_doi } = search;
  const go = useCallback(
    (next: ReportSearch) => void navigate({ search: { ...(app_doi ? { app_doi } : {}), ...next } }),
    [navigate, app_doi],
  );
  const openDashboard = useCallback((dashboard_id: string) => go({ dashboard_id }), [go]);
  // Spec §2: the app_doi's fifth segment is the app type; an AD report lists and builds ad dashboards.
  const ad = parseAppDoi(app_doi ?? '').appType === 'AD';

  if (search.dashboard_id)
    return (
      <DetailRoute dashboardId={search.dashboard_id} appDoi={app_doi} sharing={search.share === 'links'} />
    );
  if (search.view === 'new' && ad)
    return (
      <Suspense fallback={null}>
        <AdBuilderScreen
          renderFiling={(filing) => <FilingFields {...filing} />}
          onCancel={() => go({})}
          onCreated={openDashboard}
        />
      </Suspense>
    );
  if (search.view === 'new')
    return (
      <DashboardBuilderScreen
        appDoi={app_doi}
        mode={search.mode ?? 'smart'}
        onModeChange={(mode) => go({ view: 'new', mode })}
        onCancel={() => go({})}
        onCreated={openDashboard}
      />
    );
  // Keyed by the search, so that opening the list for another one starts from it.
  const list = { initialKeyword: search.q, onOpen: openDashboard };
  if (ad)
    return <DashboardListScreen key={search.q} appType="AD" {...list} onNew={() => go({ view: 'new' })} />;
  return <DashboardListScreen key={search.q} {...list} onNew={() => go({ view: 'new', mode: 'smart' })} />;
}

/** The detail; `share=links` asks it once for its sharing dialog (useSharingRequests). */
function DetailRoute({
  dashboardId,
  appDoi,
  sharing,
}: {
  dashboardId: string;
  appDoi: string | undefined;
  sharing: boolean;
}) {
  useEffect(() => {
    if (sharing) useSharingRequests.getState().request(dashboardId);
  }, [sharing, dashboardId]);
  return (
    <Suspense fallback={null}>
      <DashboardDetailScreen dashboardId={dashboardId} appDoi={appDoi} />
    </Suspense>
  );
}
