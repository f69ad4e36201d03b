import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/empty-state.tsx';
import { KoxFrame } from '../shared/kox-frame.tsx';
import '@/lib/i18n/namespaces/koxImport';

/** The record loads after the frame (title, access) is up: the route's first JS stays small. */
const ContentDetailBody = lazy(() => import('./content-detail-body.tsx'));

export interface KoxContentDetailScreenProps {
  contentId: string;
  inPanel?: boolean;
}

export function KoxContentDetailScreen({ contentId, inPanel = false }: KoxContentDetailScreenProps) {
  const { t } = useTranslation('koxImport');
  return (
    <KoxFrame screenId="kox-content-detail" subtitle={t('content.subtitle')} inPanel={inPanel}>
      {(access) =>
        contentId ? (
          <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
            <ContentDetailBody
              contentId={contentId}
              teamId={access.team?.team_id ?? null}
              canEdit={access.write}
            />
          </Suspense>
        ) : (
          <div className="rounded-xl border p-8 text-center">
            <EmptyState
              title={t('content.noneTitle')}
              body={t('content.noneBody')}
              action={
                <Button asChild>
                  <Link to="/writer/kox/list">{t('content.toList')}</Link>
                </Button>
              }
            />
          </div>
        )
      }
    </KoxFrame>
  );
}
