import type { ComponentType, LazyExoticComponent } from 'react';

/** What a catalog screen gets when it renders inside the artifact panel instead of as a page. */
export interface PanelScreenProps {
  inPanel: true;
}

/**
 * Catalog screen id → the real screen shown in the artifact panel (loaded on first use). A screen that is
 * built (see BUILT_SCREENS in src/lib/screen-catalog.ts) and makes sense in the panel has an entry here.
 */
export const panelScreens: Record<string, LazyExoticComponent<ComponentType<PanelScreenProps>>> = {
  // e.g. 'teammanage-member': lazy(() => import('@/screens/teammanage/members/member-panel.tsx')),
};
