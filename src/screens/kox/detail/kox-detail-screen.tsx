import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state.tsx';
import { KoxFrame } from '../shared/kox-frame.tsx';
import '@/lib/i18n/namespaces/kox';

/** The sections load after the frame (title, access) is up: the route's first JS stays small. */
const CreatorDetailBody = lazy(() =>
  import('./creator-detail-body.tsx').then((m) => ({ default: m.CreatorDetailBody })),
);
export interface KoxDetailScreenProps {
  creatorId: string;
  inPanel?: boolean;
}

/** One creator: who, what a cooperation costs, how they perform against peers, their content and audience. */
export function KoxDetailScreen({ creatorId, inPanel = false }: KoxDetailScreenProps) {
  const { t } = useTranslation('kox');
  return (
    <KoxFrame screenId="kox-detail" subtitle={t('detail.subtitle')} inPanel={inPanel}>
      {(access) =>
        creatorId ? (
          <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
            <CreatorDetailBody creatorId={creatorId} access={access} />
          </Suspense>
        ) : (
          <div className="rounded-xl border p-8 text-center">
            <EmptyState
              title={t('detail.noneTitle')}
              body={t('detail.noneBody')}
              action={
                <Button asChild>
                  <Link to="/writer/kox/list">{t('detail.toList')}</Link>
                </Button>
              }
            />
          </div>
        )
      }
    </KoxFrame>
  );
}
