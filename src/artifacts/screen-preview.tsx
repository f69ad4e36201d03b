import { lazy } from 'react';
import { NotAvailableScreen } from '@/components/not-available-screen';
import type { ArtifactScreenProps } from './artifact-registry.ts';
import { useArtifactStore } from './artifact-store.ts';
import { dashboardArtifact } from './dashboard-artifact.ts';
import { panelScreens } from './panel-screens.ts';

const ReportPanel = lazy(() => import('@/screens/dashboards/report-panel.tsx'));

/** The tab's params as stored: text values only (a tab restored from storage is not trusted further). */
function screenParams(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * A catalog screen inside the panel. The report app shows its dashboard list (the ad dashboards' with the AD
 * report's `app_doi`), whose dashboards open as tabs of the same session; screens not built yet show their honest
 * "not available yet" state.
 */
export default function ScreenPreview({ props, sessionId }: ArtifactScreenProps) {
  const open = useArtifactStore((s) => s.open);
  const screenId = String(props.screenId ?? '');
  const params = screenParams(props.params);
  if (screenId === 'app-report')
    return (
      <ReportPanel
        appDoi={params?.app_doi}
        search={params?.q}
        onOpenDashboard={(id) => open(sessionId, dashboardArtifact(id))}
      />
    );
  const Screen = panelScreens[screenId];
  if (Screen) return <Screen inPanel params={params} />;
  return <NotAvailableScreen titleKey={screenId} inPanel />;
}
