import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { OrgScreenFrame } from '../shared/org-screen-frame.tsx';
import '@/lib/i18n/namespaces/org';

/** The table, its forms and dialogs load after the frame (title, access) is up. */
const ProjectTable = lazy(() => import('./project-table.tsx').then((m) => ({ default: m.ProjectTable })));

export interface ProjectScreenProps {
  scope: 'team' | 'studio';
  inPanel?: boolean;
  /** Opened from a client: the list starts filtered to it (`?client_id=`). */
  clientId?: string | undefined;
}

/** A team's projects under its clients (teammanage), or every team's (backstage, read-only). */
export function ProjectScreen({ scope, inPanel = false, clientId }: ProjectScreenProps) {
  const { t } = useTranslation('org');
  return (
    <OrgScreenFrame
      screenId={scope === 'team' ? 'teammanage-project' : 'backstage-project'}
      scope={scope}
      subtitle={scope === 'team' ? t('project.subtitle') : t('project.studioSubtitle')}
      inPanel={inPanel}
    >
      {(access) => (
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
          <ProjectTable scope={scope} access={access} initialClientId={clientId ?? ''} />
        </Suspense>
      )}
    </OrgScreenFrame>
  );
}
