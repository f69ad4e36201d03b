import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { ClientScreen } from './clients/client-screen.tsx';
import { PlacementScreen } from './placements/placement-screen.tsx';
import { ProjectScreen } from './projects/project-screen.tsx';

/* The six org screens as the artifact panel shows them: the same components, in panel mode. */

export const TeamClientsPanel = (_: PanelScreenProps) => <ClientScreen scope="team" inPanel />;
export const TeamProjectsPanel = (_: PanelScreenProps) => <ProjectScreen scope="team" inPanel />;
export const TeamPlacementsPanel = (_: PanelScreenProps) => <PlacementScreen scope="team" inPanel />;
export const StudioClientsPanel = (_: PanelScreenProps) => <ClientScreen scope="studio" inPanel />;
export const StudioProjectsPanel = (_: PanelScreenProps) => <ProjectScreen scope="studio" inPanel />;
export const StudioPlacementsPanel = (_: PanelScreenProps) => <PlacementScreen scope="studio" inPanel />;
