import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { similarQuery } from './recommend-queries.ts';
import { ReasonList } from './reason-list.tsx';
import { FitScore, RecommendedCreatorCell } from './recommended-creator-cell.tsx';
import '@/lib/i18n/namespaces/koxRecommend';

/** The creators most like one creator (koxRecommend.similar), each with its fit and reasons. */
export function SimilarDialog({
  teamId,
  creator,
  onClose,
}: {
  teamId: string | null;
  creator: { creator_id: string; nickname: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation('koxRecommend');
  const query = useQuery(similarQuery(teamId, creator?.creator_id ?? ''));
  return (
    <Dialog open={creator !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('similar.title', { name: creator?.nickname ?? '' })}</DialogTitle>
          <DialogDescription>{t('similar.body')}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div role="status" aria-label={t('similar.loading')} className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-destructive">{t('similar.failed', { message: query.error.message })}</span>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('similar.retry')}
            </Button>
          </div>
        ) : query.data.list.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('similar.empty')}
          </p>
        ) : (
          <ul
            aria-label={t('similar.title', { name: creator?.nickname ?? '' })}
            className="flex flex-col divide-y"
          >
            {query.data.list.map((item) => (
              <li
                key={item.creator.creator_id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start"
              >
                <div className="flex items-center gap-3 sm:w-64">
                  <FitScore fit={item.fit} />
                  <RecommendedCreatorCell creator={item.creator} />
                </div>
                <ReasonList reasons={item.reasons} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
