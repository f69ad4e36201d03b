import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi } from '@/lib/api/client';
import { findScreen, screenHref, screenTitleKey, viewOfParams } from '@/lib/screen-catalog';
import { reportPath } from '@/lib/report-path';
import { dashboardDetailKey } from '@/screens/dashboard-detail/dashboard-query-keys';
import '@/lib/i18n/namespaces/chat';

/** What the panel hands the screen of a tab: its props and the session it belongs to. */
export interface ArtifactScreenProps {
  props: Record<string, unknown>;
  sessionId: string;
}

export interface ArtifactKind {
  /** The full screen rendered in the panel, loaded on first use. */
  Screen: LazyExoticComponent<ComponentType<ArtifactScreenProps>>;
  /** Where "open as page" goes. */
  toPath(props: Record<string, unknown>): string;
  /** The tab's label (a hook: a tab may need data, e.g. a dashboard's name). */
  useTitle(props: Record<string, unknown>): string;
  /** Rebuilds props from the key in the URL (`?artifact=<kind>:<key>`), or null when the key means nothing. */
  propsFromKey(key: string): Record<string, unknown> | null;
}

const screenIdOf = (props: Record<string, unknown>) => String(props.screenId ?? '');

const ScreenPreview = lazy(() => import('./screen-preview.tsx'));
const DashboardPanel = lazy(() => import('./dashboard-panel.tsx'));

const dashboardIdOf = (props: Record<string, unknown>) => String(props.dashboardId ?? '');

const paramsOf = (props: Record<string, unknown>) =>
  typeof props.params === 'object' && props.params !== null
    ? (props.params as Record<string, unknown>)
    : undefined;

/** The screen's title, or its view's ("Ad dashboards" of the report app). */
function useScreenTitle(props: Record<string, unknown>): string {
  const { t } = useTranslation('screens');
  const screenId = screenIdOf(props);
  return t(screenTitleKey(screenId, viewOfParams(screenId, paramsOf(props))?.id));
}

function screenPath(props: Record<string, unknown>): string {
  const screen = findScreen(screenIdOf(props));
  if (!screen) return '/writer/app/session';
  return screenHref(screen, viewOfParams(screen.id, paramsOf(props)));
}

/** The dashboard's name, from the detail the panel's screen loads and polls (one shared query). */
function useDashboardTitle(props: Record<string, unknown>): string {
  const { t } = useTranslation('chat');
  const dashboardId = dashboardIdOf(props);
  const detail = useQuery({
    queryKey: dashboardDetailKey(dashboardId),
    queryFn: ({ signal }) =>
      callApi('dashboard.detail', { dashboard_id: dashboardId }, { signal, silent: true }),
    staleTime: Infinity,
    enabled: Boolean(dashboardId),
  });
  return detail.data?.name || t('artifact.dashboardTitle');
}

function useUnknownTitle(): string {
  return useTranslation('chat').t('artifact.unknownTitle');
}

/** Artifact kind → screen and route. A later tool adds its kind here (dashboard, report, …). */
export const artifactKinds: Record<string, ArtifactKind> = {
  screen: {
    Screen: ScreenPreview,
    toPath: screenPath,
    useTitle: useScreenTitle,
    propsFromKey: (key) => (findScreen(key)?.artifact ? { screenId: key } : null),
  },
  dashboard: {
    Screen: DashboardPanel,
    toPath: (props) => reportPath({ dashboard_id: dashboardIdOf(props) }),
    useTitle: useDashboardTitle,
    propsFromKey: (key) => (key.trim() ? { dashboardId: key } : null),
  },
};

const FallbackScreen = lazy(() => import('./unknown-artifact.tsx'));

/** Unknown kinds (an old link, a kind from a newer server) render an honest placeholder instead of failing. */
export const fallbackArtifactKind: ArtifactKind = {
  Screen: FallbackScreen,
  toPath: () => '/writer/app/session',
  useTitle: useUnknownTitle,
  propsFromKey: () => null,
};

export function artifactKind(kind: string): ArtifactKind {
  return artifactKinds[kind] ?? fallbackArtifactKind;
}
