import { useState } from 'react';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { KoxProjectDetailScreen } from './kox-project-detail-screen.tsx';
import { KoxProjectsScreen } from './kox-projects-screen.tsx';

/** The project center in the panel: a project opens in the same tab. */
export function KoxProjectsPanel(_: PanelScreenProps) {
  const [projectId, setProjectId] = useState('');
  if (projectId) return <KoxProjectDetailScreen key={projectId} projectId={projectId} inPanel />;
  return <KoxProjectsScreen inPanel onOpenProject={setProjectId} />;
}

/** A project's detail in the panel: the tab's `project`; without one it says to pick a project. */
export function KoxProjectDetailPanel({ params = {} }: PanelScreenProps) {
  const projectId = params.project ?? '';
  return <KoxProjectDetailScreen key={projectId} projectId={projectId} inPanel />;
}
