import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CreatorAvatar } from '../shared/creator-avatar.tsx';
import { SampleBadge } from '../shared/sample-badge.tsx';
import type { SimilarCreator } from './recommend-queries.ts';
import '@/lib/i18n/namespaces/koxRecommend';

/** A recommended creator's name (to their detail), handle, sample badge and whether the team has them. */
export function RecommendedCreatorCell({ creator }: { creator: SimilarCreator['creator'] }) {
  const { t } = useTranslation('koxRecommend');
  return (
    <div className="flex min-w-44 items-center gap-2">
      <CreatorAvatar name={creator.nickname} />
      <div className="flex min-w-0 flex-col">
        <span className="flex flex-wrap items-center gap-1.5">
          <Link
            to="/writer/kox/detail"
            search={{ id: creator.creator_id }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {creator.nickname}
          </Link>
          {creator.sample ? <SampleBadge /> : null}
          {creator.saved ? (
            <span className="text-xs text-muted-foreground">{t('results.inTeam')}</span>
          ) : null}
        </span>
        <span className="truncate text-xs text-muted-foreground">@{creator.handle}</span>
      </div>
    </div>
  );
}

/** The fit as a number and a bar (0–100). */
export function FitScore({ fit }: { fit: number }) {
  const { t } = useTranslation('koxRecommend');
  return (
    <div className="flex min-w-20 items-center gap-2" title={t('results.fitOf', { fit })}>
      <span className="w-7 text-right font-semibold tabular-nums">{fit}</span>
      <span aria-hidden className="h-1.5 w-12 overflow-hidden rounded-full bg-muted">
        <span className="block h-full rounded-full bg-primary" style={{ width: `${fit}%` }} />
      </span>
    </div>
  );
}
