import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a catalog screen gets when it renders inside the artifact panel instead of as a page. */
export interface PanelScreenProps {
  inPanel: true;
}

/**
 * Catalog screen id → the real screen shown in the artifact panel (loaded on first use). A screen that is
 * built (see BUILT_SCREENS in src/lib/screen-catalog.ts) and makes sense in the panel has an entry here.
 */
export const panelScreens: Record<string, LazyExoticComponent<ComponentType<PanelScreenProps>>> = {
  'backstage-team': lazy(() => import('@/screens/backstage/teams/team-panel.tsx')),
  'backstage-usermanage': lazy(() => import('@/screens/backstage/users/user-panel.tsx')),
  'backstage-group': lazy(() => import('@/screens/backstage/groups/group-panel.tsx')),
  'debug-audit': lazy(() => import('@/screens/backstage/audit/audit-panel.tsx')),
};
