import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a catalog screen gets when it renders inside the artifact panel instead of as a page. */
export interface PanelScreenProps {
  inPanel: true;
  /** What the tab was opened with (screen-artifact.ts), e.g. a creator's `id`; screens read what they know. */
  params?: Readonly<Record<string, string>>;
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
  'teammanage-ad-data': lazy(() =>
    import('@/screens/ads/ad-data/ad-data-panel.tsx').then((m) => ({ default: m.AdDataPanel })),
  ),
  ...orgPanels(),
  'backstage-team': lazy(() => import('@/screens/backstage/teams/team-panel.tsx')),
  'backstage-usermanage': lazy(() => import('@/screens/backstage/users/user-panel.tsx')),
  'backstage-group': lazy(() => import('@/screens/backstage/groups/group-panel.tsx')),
  'debug-audit': lazy(() => import('@/screens/backstage/audit/audit-panel.tsx')),
  ...koxPanels(),
};

/** The team's and the studio's clients, projects and placements (src/screens/org). */
function orgPanels(): Record<string, LazyExoticComponent<ComponentType<PanelScreenProps>>> {
  const org = () => import('@/screens/org/org-panels.tsx');
  return {
    'teammanage-client': lazy(() => org().then((m) => ({ default: m.TeamClientsPanel }))),
    'teammanage-project': lazy(() => org().then((m) => ({ default: m.TeamProjectsPanel }))),
    'teammanage-placement': lazy(() => org().then((m) => ({ default: m.TeamPlacementsPanel }))),
    'backstage-customer': lazy(() => org().then((m) => ({ default: m.StudioClientsPanel }))),
    'backstage-project': lazy(() => org().then((m) => ({ default: m.StudioProjectsPanel }))),
    'backstage-placement': lazy(() => org().then((m) => ({ default: m.StudioPlacementsPanel }))),
  };
}

/** The creator databases and a creator's detail (src/screens/kox). */
function koxPanels(): Record<string, LazyExoticComponent<ComponentType<PanelScreenProps>>> {
  const kox = () => import('@/screens/kox/kox-panels.tsx');
  const project = () => import('@/screens/kox/project/project-panels.tsx');
  return {
    'kox-list': lazy(() => kox().then((m) => ({ default: m.KoxListPanel }))),
    'kox-detail': lazy(() => kox().then((m) => ({ default: m.KoxDetailPanel }))),
    'kox-content-detail': lazy(() => kox().then((m) => ({ default: m.KoxContentDetailPanel }))),
    'kox-my-data': lazy(() =>
      import('@/screens/kox/my-data/kox-my-data-screen.tsx').then((m) => ({ default: m.KoxMyDataPanel })),
    ),
    'kox-recommendation': lazy(() => kox().then((m) => ({ default: m.KoxRecommendPanel }))),
    'kox-projects': lazy(() => project().then((m) => ({ default: m.KoxProjectsPanel }))),
    'kox-project-detail': lazy(() => project().then((m) => ({ default: m.KoxProjectDetailPanel }))),
    'kox-mailbox': lazy(() =>
      import('@/screens/kox/mailbox/kox-mailbox-screen.tsx').then((m) => ({ default: m.KoxMailboxPanel })),
    ),
    'kox-templates': lazy(() =>
      import('@/screens/kox/templates/kox-templates-screen.tsx').then((m) => ({
        default: m.KoxTemplatesPanel,
      })),
    ),
    'kox-outreach': lazy(() => kox().then((m) => ({ default: m.KoxOutreachPanel }))),
  };
}
