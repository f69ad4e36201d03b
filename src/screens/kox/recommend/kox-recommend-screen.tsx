import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { KoxFrame } from '../shared/kox-frame.tsx';
import '@/lib/i18n/namespaces/koxRecommend';

/** The sessions, form, progress and results load after the frame (title, access): the first JS stays small. */
const RecommendWorkspace = lazy(() =>
  import('./recommend-workspace.tsx').then((m) => ({ default: m.RecommendWorkspace })),
);

export interface KoxRecommendScreenProps {
  /** The open session (`?session=` or the panel tab's `session`); '' starts a new one. */
  sessionId: string;
  onSession(sessionId: string): void;
  inPanel?: boolean;
}

/** Smart recommendation: the team's sessions, the requirement form and brief, the run and its ranked creators. */
export function KoxRecommendScreen({ sessionId, onSession, inPanel = false }: KoxRecommendScreenProps) {
  const { t } = useTranslation('koxRecommend');
  return (
    <KoxFrame screenId="kox-recommendation" subtitle={t('subtitle')} inPanel={inPanel}>
      {(access) => (
        <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
          <RecommendWorkspace access={access} sessionId={sessionId} onSession={onSession} inPanel={inPanel} />
        </Suspense>
      )}
    </KoxFrame>
  );
}
