import { useCallback, useMemo, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { InfiniteDataTable } from '@/components/data-table/infinite-data-table';
import { useInfiniteList } from '@/components/data-table/use-infinite-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import type { ApiOutput } from '@/lib/api/client';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import {
  fetchSessionPage,
  RECOMMEND_KEY,
  RESULT_PAGE_SIZE,
  type RecommendedCreator,
  type SessionDetail,
} from './recommend-queries.ts';
import { useResultColumns } from './result-columns.tsx';
import { SimilarDialog } from './similar-dialog.tsx';
import { TeamAddDialog, type TeamAddPick } from './team-add-dialog.tsx';
import { AddToProjectButton } from '../project/add-to-project-button.tsx';
import { rankedCreatorIds } from '../project/ranked-creator-ids.ts';
import '@/lib/i18n/namespaces/koxRecommend';

/**
 * A completed session's ranked creators, read page by page as the table scrolls (virtualized: 500 stay smooth).
 * The search box narrows the loaded rows by name or handle; the ranks stay those of the whole list.
 */
export function RecommendationResults({
  session,
  access,
  onNew,
}: {
  session: SessionDetail;
  access: KoxAccess;
  /** The empty list's first action: a new recommendation with other requirements. */
  onNew(): void;
}) {
  const { t } = useTranslation('koxRecommend');
  const teamId = access.team?.team_id ?? null;
  const app = session.app_name;
  const id = session.session_id;
  const list = useInfiniteList<RecommendedCreator, 'rank'>({
    queryKey: [...RECOMMEND_KEY, 'results', teamId, id, session.finished_at],
    defaultSort: 'rank',
    pageSize: RESULT_PAGE_SIZE,
    fetchPage: async (input, signal) => {
      const page = await fetchSessionPage(id, app, input.page, signal);
      return { list: page.results, total: page.results_count };
    },
  });
  const ranks = useMemo(
    () => new Map((list.rows ?? []).map((row, i) => [row.creator.creator_id, i + 1])),
    [list.rows],
  );
  const keyword = list.keyword.trim().toLowerCase();
  const rows = useMemo(
    () =>
      keyword
        ? list.rows?.filter(
            (r) =>
              r.creator.nickname.toLowerCase().includes(keyword) ||
              r.creator.handle.toLowerCase().includes(keyword),
          )
        : list.rows,
    [list.rows, keyword],
  );
  const [similar, setSimilar] = useState<RecommendedCreator['creator'] | null>(null);
  const [pick, setPick] = useState<TeamAddPick>(null);
  const [outcome, setOutcome] = useState<ApiOutput<'koxRecommend.teamAdd'> | null>(null);
  const rankOf = useCallback((creatorId: string) => ranks.get(creatorId) ?? 0, [ranks]);
  const onSimilar = useCallback((row: RecommendedCreator) => setSimilar(row.creator), []);
  const columns = useResultColumns(rankOf, onSimilar);

  return (
    <>
      {outcome ? (
        <p role="status" className="rounded-lg bg-success/10 px-3 py-2 text-sm">
          {t('teamAdd.done', outcome)}
        </p>
      ) : null}
      <InfiniteDataTable
        label={t('results.table')}
        columns={columns}
        list={{ ...list, rows }}
        getRowId={(r) => r.creator.creator_id}
        rowLabel={(r) => r.creator.nickname}
        searchPlaceholder={t('results.search')}
        empty={
          <EmptyState
            title={t('results.emptyTitle')}
            body={t('results.emptyBody')}
            action={<Button onClick={onNew}>{t('sessions.new')}</Button>}
          />
        }
        {...(access.write
          ? {
              actions:
                session.results_count > 0 ? (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setPick({ all: session.results_count })}
                    >
                      <UserPlus aria-hidden />
                      {t('results.addAll', { count: session.results_count })}
                    </Button>
                    <AddToProjectButton
                      variant="outline"
                      source="recommendation"
                      count={session.results_count}
                      creatorIds={() => rankedCreatorIds(app, id, session.results_count)}
                    />
                  </>
                ) : null,
              bulkActions: (ids: string[], clear: () => void) => (
                <>
                  <Button size="sm" onClick={() => setPick({ ids, clear })}>
                    <UserPlus aria-hidden />
                    {t('results.addSelected')}
                  </Button>
                  <AddToProjectButton creatorIds={ids} source="recommendation" onAdded={clear} />
                </>
              ),
            }
          : {})}
      />
      {access.write ? (
        <TeamAddDialog
          team={access.team}
          app={app}
          sessionId={id}
          pick={pick}
          onClose={() => setPick(null)}
          onDone={(done) => {
            setOutcome(done);
            setPick(null);
          }}
        />
      ) : null}
      <SimilarDialog teamId={teamId} creator={similar} onClose={() => setSimilar(null)} />
    </>
  );
}
