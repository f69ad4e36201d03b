import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { callApi } from '@/lib/api/client';
import { BackstagePage } from '../shared/backstage-page.tsx';
import { backstageKeys } from '../shared/query-keys.ts';
import { groupColumns, type Group } from './group-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

// Dialogs (and their forms) load when first opened: the list shows without them.
const DeleteGroupsDialog = lazy(() =>
  import('./delete-groups-dialog.tsx').then((m) => ({ default: m.DeleteGroupsDialog })),
);
const GroupFormDialog = lazy(() =>
  import('./group-form-dialog.tsx').then((m) => ({ default: m.GroupFormDialog })),
);
const GroupMembersDialog = lazy(() =>
  import('./group-members-dialog.tsx').then((m) => ({ default: m.GroupMembersDialog })),
);

/** Backstage: the studio's cross-team groups of users. */
export function GroupListScreen({ inPanel = false }: { inPanel?: boolean }) {
  return (
    <BackstagePage section="groups" inPanel={inPanel}>
      <GroupTable />
    </BackstagePage>
  );
}

function GroupTable() {
  const { t, i18n } = useTranslation('backstage');
  // Groups come by name and take no other sort.
  const list = usePagedList<'name'>('name');
  const { sort: _sort, ...input } = list.input;
  const query = useQuery({
    queryKey: [...backstageKeys.groups, input],
    queryFn: () => callApi('group.list', input),
    placeholderData: keepPreviousData,
  });
  const [form, setForm] = useState<{ group: Group | null } | null>(null);
  const [binding, setBinding] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group[]>([]);
  const columns = useMemo(
    () =>
      groupColumns(t, i18n.language, {
        onMembers: setBinding,
        onEdit: (group) => setForm({ group }),
        onDelete: (group) => setDeleting([group]),
      }),
    [t, i18n.language],
  );
  const addButton = (
    <Button onClick={() => setForm({ group: null })}>
      <Plus aria-hidden />
      {t('groups.add')}
    </Button>
  );

  return (
    <>
      <DataTable
        label={t('groups.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(group) => group.group_id}
        searchPlaceholder={t('groups.search')}
        actions={addButton}
        empty={
          <div className="flex flex-col items-center gap-3">
            <p className="font-medium">{t('groups.emptyTitle')}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{t('groups.emptyBody')}</p>
            {addButton}
          </div>
        }
        bulkActions={(ids, clear) => (
          <Button
            size="sm"
            variant="destructive"
            onClick={() => {
              setDeleting((query.data?.list ?? []).filter((g) => ids.includes(g.group_id)));
              clear();
            }}
          >
            {t('groups.delete.action')}
          </Button>
        )}
      />
      <Suspense fallback={null}>
        {form ? <GroupFormDialog group={form.group} onClose={() => setForm(null)} /> : null}
        {binding ? <GroupMembersDialog group={binding} onClose={() => setBinding(null)} /> : null}
        {deleting.length > 0 ? (
          <DeleteGroupsDialog groups={deleting} onClose={() => setDeleting([])} />
        ) : null}
      </Suspense>
    </>
  );
}
