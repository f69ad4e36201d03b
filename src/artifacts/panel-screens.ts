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
  'teammanage-member': lazy(() =>
    import('@/screens/teammanage/members/member-screen.tsx').then((m) => ({ default: m.MemberScreen })),
  ),
  'teammanage-teamsetting': lazy(() =>
    import('@/screens/teammanage/settings/team-settings-screen.tsx').then((m) => ({
      default: m.TeamSettingsScreen,
    })),
  ),
};
