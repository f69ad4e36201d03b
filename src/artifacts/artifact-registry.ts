import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TFunction } from 'i18next';
import { findScreen } from '@/lib/screen-catalog';

export interface ArtifactKind {
  /** The full screen rendered in the panel, loaded on first use. */
  Screen: LazyExoticComponent<ComponentType<{ props: Record<string, unknown> }>>;
  /** Where "open as page" goes. */
  toPath(props: Record<string, unknown>): string;
  /** The tab's label. */
  title(props: Record<string, unknown>, t: TFunction): string;
  /** Rebuilds props from the key in the URL (`?artifact=<kind>:<key>`), or null when the key means nothing. */
  propsFromKey(key: string): Record<string, unknown> | null;
}

const screenIdOf = (props: Record<string, unknown>) => String(props.screenId ?? '');

const ScreenPreview = lazy(() => import('./screen-preview.tsx'));

/** Artifact kind → screen and route. A later tool adds its kind here (dashboard, report, …). */
export const artifactKinds: Record<string, ArtifactKind> = {
  screen: {
    Screen: ScreenPreview,
    toPath: (props) => findScreen(screenIdOf(props))?.path ?? '/writer/app/session',
    title: (props, t) => t(`screens:title.${screenIdOf(props)}`),
    propsFromKey: (key) => (findScreen(key)?.artifact ? { screenId: key } : null),
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
