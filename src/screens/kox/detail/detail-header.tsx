import { lazy, Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, Mail, Users, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { withToast } from '@/lib/toasts';
import { callApi } from '@/lib/api/client';
import { KOX_KEY, type CreatorDetail } from '../api/kox-queries.ts';
import { CreatorAvatar } from '../shared/creator-avatar.tsx';
import { formatCount } from '../shared/kox-format.ts';
import { OriginBadge } from '../shared/origin-badge.tsx';
import '@/lib/i18n/namespaces/kox';

/** The ranking of similar creators loads when asked for. */
const SimilarDialog = lazy(() =>
  import('../recommend/similar-dialog.tsx').then((m) => ({ default: m.SimilarDialog })),
);

/**
 * Who the creator is, how to reach them, whether the team database holds them (or the button to add), and the
 * creators most like them (only the public database's creators are ranked against each other).
 */
export function DetailHeader({
  creator,
  canAdd,
  teamId,
}: {
  creator: CreatorDetail;
  canAdd: boolean;
  teamId: string | null;
}) {
  const { t } = useTranslation('kox');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [similarOpen, setSimilarOpen] = useState(false);
  const add = useMutation({
    mutationFn: () => callApi('kox.teamAdd', { creator_ids: [creator.creator_id] }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('add.one')));
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
    },
  });
  return (
    // Wraps rather than squeezing the text: the actions go under it where the page or panel is narrow.
    <div className="flex flex-wrap items-start gap-4 rounded-xl border p-4">
      <CreatorAvatar name={creator.nickname} size="lg" />
      <div className="flex min-w-60 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{creator.nickname}</h3>
          <OriginBadge creator={creator} />
        </div>
        <p className="text-sm text-muted-foreground">
          {[
            `@${creator.handle}`,
            t(`platform.${creator.platform}`),
            creator.country ? t(`country.${creator.country}`) : null,
            creator.language ? t(`language.${creator.language}`) : null,
            creator.followers === null
              ? null
              : t('detail.followers', { count: formatCount(creator.followers, language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {creator.headline ? <p className="text-sm">{creator.headline}</p> : null}
        {creator.description ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{creator.description}</p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
          {creator.email ? (
            <a
              href={`mailto:${creator.email}`}
              className="inline-flex min-w-0 items-center gap-1 break-all text-primary hover:underline"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              {creator.email}
            </a>
          ) : (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Mail aria-hidden className="size-4 shrink-0" />
              {t('detail.noEmail')}
            </span>
          )}
          <a
            href={creator.profile_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            <ExternalLink aria-hidden className="size-4" />
            {t('detail.profile')}
          </a>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {creator.origin === 'sample' ? (
          <Button variant="outline" onClick={() => setSimilarOpen(true)}>
            <Users aria-hidden />
            {t('detail.similar')}
          </Button>
        ) : null}
        {similarOpen ? (
          <Suspense fallback={null}>
            <SimilarDialog teamId={teamId} creator={creator} onClose={() => setSimilarOpen(false)} />
          </Suspense>
        ) : null}
        {creator.team || creator.saved ? (
          <span className="inline-flex items-center gap-1 rounded-md bg-success/15 px-2.5 py-1.5 text-sm text-success">
            <Check aria-hidden className="size-4" />
            {t('detail.inTeam')}
          </span>
        ) : canAdd ? (
          <Button onClick={() => add.mutate()} disabled={add.isPending}>
            <UserPlus aria-hidden />
            {t('add.action')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
