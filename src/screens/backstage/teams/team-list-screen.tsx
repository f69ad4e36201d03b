import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { callApi } from '@/lib/api/client';
import { useAuthStore } from '@/lib/auth/auth-store';
import { BackstagePage } from '../shared/backstage-page.tsx';
import { backstageKeys } from '../shared/query-keys.ts';
import { teamColumns, type BackstageTeam } from './team-columns.tsx';
import { useEnterTeam } from './use-enter-team.ts';
import '@/lib/i18n/namespaces/backstage';

// Dialogs (and their forms) load when first opened: the list shows without them.
const DeleteTeamDialog = lazy(() =>
  import('./delete-team-dialog.tsx').then((m) => ({ default: m.DeleteTeamDialog })),
);
const TransferOwnerDialog = lazy(() =>
  import('./transfer-owner-dialog.tsx').then((m) => ({ default: m.TransferOwnerDialog })),
);

type TeamSort = 'name' | 'created' | 'members';

/** Backstage: every team of the studio, to enter, hand to another owner, or delete. */
export function TeamListScreen({ inPanel = false }: { inPanel?: boolean }) {
  return (
    <BackstagePage section="teams" inPanel={inPanel}>
      <TeamTable />
    </BackstagePage>
  );
}

function TeamTable() {
  const { t, i18n } = useTranslation('backstage');
  const list = usePagedList<TeamSort>('created');
  const query = useQuery({
    queryKey: [...backstageKeys.teams, list.input],
    queryFn: () => callApi('backstage.teams', list.input),
    placeholderData: keepPreviousData,
  });
  const currentTeamId = useAuthStore((s) => s.userRoleInfo?.team?.team_id);
  const enter = useEnterTeam();
  const [transferring, setTransferring] = useState<BackstageTeam | null>(null);
  const [deleting, setDeleting] = useState<BackstageTeam | null>(null);
  const columns = useMemo(
    () =>
      teamColumns(t, i18n.language, {
        currentTeamId,
        onEnter: (team) => enter.mutate(team),
        onTransfer: setTransferring,
        onDelete: setDeleting,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `enter.mutate` is stable; the object is not
    [t, i18n.language, currentTeamId],
  );

  return (
    <>
      <DataTable
        label={t('teams.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(team) => team.team_id}
        sortable={{ name: 'name', member_count: 'members', created_at: 'created' }}
        searchPlaceholder={t('teams.search')}
        empty={<p className="text-sm text-muted-foreground">{t('teams.empty')}</p>}
      />
      <Suspense fallback={null}>
        {transferring ? (
          <TransferOwnerDialog team={transferring} onClose={() => setTransferring(null)} />
        ) : null}
        {deleting ? <DeleteTeamDialog team={deleting} onClose={() => setDeleting(null)} /> : null}
      </Suspense>
    </>
  );
}
