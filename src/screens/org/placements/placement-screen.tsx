import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrgScope } from '../access/use-org-access.ts';
import { OrgScreenFrame } from '../shared/org-screen-frame.tsx';
import '@/lib/i18n/namespaces/org';

/** The table, its forms and dialogs load after the frame (title, access) is up. */
const PlacementTable = lazy(() =>
  import('./placement-table.tsx').then((m) => ({ default: m.PlacementTable })),
);

export interface PlacementScreenProps {
  scope: OrgScope;
  inPanel?: boolean;
  /** Opened from a project: the list starts filtered to it (`?project_id=`). */
  projectId?: string | undefined;
}

/** A team's placements with their budget per currency (teammanage), or every team's (backstage, read-only). */
export function PlacementScreen({ scope, inPanel = false, projectId }: PlacementScreenProps) {
  const { t } = useTranslation('org');
  return (
    <OrgScreenFrame
      screenId={scope === 'team' ? 'teammanage-placement' : 'backstage-placement'}
      scope={scope}
      subtitle={scope === 'team' ? t('placement.subtitle') : t('placement.studioSubtitle')}
      inPanel={inPanel}
    >
      {(access) => (
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
          <PlacementTable scope={scope} access={access} initialProjectId={projectId ?? ''} />
        </Suspense>
      )}
    </OrgScreenFrame>
  );
}
