import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { creatorDetailQuery } from '../api/kox-queries.ts';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { AudienceSection } from './audience-section.tsx';
import { ContentSection } from './content-section.tsx';
import { CooperationSection } from './cooperation-section.tsx';
import { DetailHeader } from './detail-header.tsx';
import { PerformanceSection } from './performance-section.tsx';
import { Section } from './section.tsx';
import '@/lib/i18n/namespaces/kox';

/** The team's form (zod, react-hook-form) loads only for a creator in the team database. */
const TeamEntryForm = lazy(() => import('./team-entry-form.tsx').then((m) => ({ default: m.TeamEntryForm })));
/** The team's content with this creator: its table and import load with the history section only. */
const TeamContentSection = lazy(() =>
  import('../content/team-content-section.tsx').then((m) => ({ default: m.TeamContentSection })),
);

/** The creator's sections, once loaded. */
export function CreatorDetailBody({ creatorId, access }: { creatorId: string; access: KoxAccess }) {
  const { t } = useTranslation('kox');
  const teamId = access.team?.team_id ?? null;
  const detail = useQuery(creatorDetailQuery(teamId, creatorId));
  if (detail.isPending)
    return (
      <div role="status" aria-label={t('detail.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  if (detail.isError) {
    const missing = isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">
          {missing ? t('detail.notFound') : t('detail.failed', { message: detail.error.message })}
        </p>
        {missing ? (
          <Button asChild variant="outline">
            <Link to="/writer/kox/list">{t('detail.toList')}</Link>
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void detail.refetch()}>
            {t('detail.retry')}
          </Button>
        )}
      </div>
    );
  }
  const creator = detail.data;
  return (
    <div className="flex flex-col gap-4">
      {creator.sample ? (
        <p role="note" className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm">
          {t('sample.detailNote')}
        </p>
      ) : null}
      <DetailHeader creator={creator} canAdd={access.write} />
      {creator.team ? (
        <Section id="kox-team" title={t('team.title')} note={t('team.note')}>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <TeamEntryForm creatorId={creator.creator_id} entry={creator.team} canEdit={access.write} />
          </Suspense>
        </Section>
      ) : null}
      {creator.team ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <TeamContentSection creatorId={creator.creator_id} teamId={teamId} canImport={access.write} />
        </Suspense>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <CooperationSection creator={creator} />
        <PerformanceSection creator={creator} teamId={teamId} />
      </div>
      <ContentSection creator={creator} />
      <AudienceSection creator={creator} />
    </div>
  );
}
