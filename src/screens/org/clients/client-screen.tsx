import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrgScope } from '../access/use-org-access.ts';
import { OrgScreenFrame } from '../shared/org-screen-frame.tsx';
import '@/lib/i18n/namespaces/org';

/** The table, its forms and dialogs load after the frame (title, access) is up. */
const ClientTable = lazy(() => import('./client-table.tsx').then((m) => ({ default: m.ClientTable })));

export interface OrgScreenProps {
  scope: OrgScope;
  inPanel?: boolean;
}

/** A team's clients (teammanage), or every team's (backstage, read-only). */
export function ClientScreen({ scope, inPanel = false }: OrgScreenProps) {
  const { t } = useTranslation('org');
  return (
    <OrgScreenFrame
      screenId={scope === 'team' ? 'teammanage-client' : 'backstage-customer'}
      scope={scope}
      subtitle={scope === 'team' ? t('client.subtitle') : t('client.studioSubtitle')}
      inPanel={inPanel}
    >
      {(access) => (
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
          <ClientTable scope={scope} access={access} />
        </Suspense>
      )}
    </OrgScreenFrame>
  );
}
