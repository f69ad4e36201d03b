import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TFunction } from 'i18next';
import { findScreen } from '@/lib/screen-catalog';
import { reportPath } from '@/lib/report-path';
import { dashboardDetailKey } from '@/screens/dashboard-detail/dashboard-query-keys';
import { artifactQueryClient } from './artifact-query-client.ts';

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
  /** The tab's label. */
  title(props: Record<string, unknown>, t: TFunction): string;
  /** Rebuilds props from the key in the URL (`?artifact=<kind>:<key>`), or null when the key means nothing. */
  propsFromKey(key: string): Record<string, unknown> | null;
}

const screenIdOf = (props: Record<string, unknown>) => String(props.screenId ?? '');

const ScreenPreview = lazy(() => import('./screen-preview.tsx'));
const DashboardPanel = lazy(() => import('./dashboard-panel.tsx'));

const dashboardIdOf = (props: Record<string, unknown>) => String(props.dashboardId ?? '');

/** The dashboard's name when its detail is already cached; the tab is never worth a request of its own. */
function cachedDashboardName(dashboardId: string): string | undefined {
  const detail = artifactQueryClient()?.getQueryData<{ name?: unknown }>(dashboardDetailKey(dashboardId));
  return typeof detail?.name === 'string' && detail.name ? detail.name : undefined;
}

/** Artifact kind → screen and route. A later tool adds its kind here (dashboard, report, …). */
export const artifactKinds: Record<string, ArtifactKind> = {
  screen: {
    Screen: ScreenPreview,
    toPath: (props) => findScreen(screenIdOf(props))?.path ?? '/writer/app/session',
    title: (props, t) => t(`screens:title.${screenIdOf(props)}`),
    propsFromKey: (key) => (findScreen(key)?.artifact ? { screenId: key } : null),
  },
  dashboard: {
    Screen: DashboardPanel,
    toPath: (props) => reportPath({ dashboard_id: dashboardIdOf(props) }),
    title: (props, t) => cachedDashboardName(dashboardIdOf(props)) ?? t('dashboard:artifactTitle'),
    propsFromKey: (key) => (key.trim() ? { dashboardId: key } : null),
  },
};

const FallbackScreen = lazy(() => import('./unknown-artifact.tsx'));

/** Unknown kinds (an old link, a kind from a newer server) render an honest placeholder instead of failing. */
export const fallbackArtifactKind: ArtifactKind = {
  Screen: FallbackScreen,
  toPath: () => '/writer/app/session',
  title: (_props, t) => t('chat:artifact.unknownTitle'),
  propsFromKey: () => null,
};

export function artifactKind(kind: string): ArtifactKind {
  return artifactKinds[kind] ?? fallbackArtifactKind;
}
