import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { creatorDetailQuery } from '../api/kox-queries.ts';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { AudienceSection } from './audience-section.tsx';
import { ContentSection } from './content-section.tsx';
import { CooperationSection } from './cooperation-section.tsx';
import { DetailHeader } from './detail-header.tsx';
import { PerformanceSection } from './performance-section.tsx';
import { Section } from './section.tsx';
import { DetailLoadState } from '../shared/detail-load-state.tsx';
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
  if (!detail.isSuccess) return <DetailLoadState query={detail} t={t} prefix="detail" />;
  const creator = detail.data;
  return (
    <div className="flex flex-col gap-4">
      {creator.sample ? (
        <p role="note" className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm">
          {t('sample.detailNote')}
        </p>
      ) : creator.origin !== 'sample' ? (
        <p role="note" className="rounded-lg bg-muted px-3 py-2 text-sm">
          {t(`origin.${creator.origin}Note`)}
        </p>
      ) : null}
      <DetailHeader key={creator.creator_id} creator={creator} canAdd={access.write} teamId={teamId} />
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
