import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { callApi } from '@/lib/api/client';
import { BackstagePage } from '../shared/backstage-page.tsx';
import { backstageKeys } from '../shared/query-keys.ts';
import { useMyUserId } from '../shared/use-is-system-admin.ts';
import type { StatusChange, StatusRefusal } from './change-status-dialog.tsx';
import { userColumns, type ManagedUser } from './user-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

// Dialogs (and their forms) load when first opened: the list shows without them.
const AddUserDialog = lazy(() => import('./add-user-dialog.tsx').then((m) => ({ default: m.AddUserDialog })));
const ChangeStatusDialog = lazy(() =>
  import('./change-status-dialog.tsx').then((m) => ({ default: m.ChangeStatusDialog })),
);
const EditUserDialog = lazy(() =>
  import('./edit-user-dialog.tsx').then((m) => ({ default: m.EditUserDialog })),
);

/** Backstage: every account of the studio, to add, make administrator, enable or disable. */
export function UserListScreen({ inPanel = false }: { inPanel?: boolean }) {
  return (
    <BackstagePage section="users" inPanel={inPanel}>
      <UserTable />
    </BackstagePage>
  );
}

function UserTable() {
  const { t } = useTranslation('backstage');
  // The account list is oldest first and takes no sort.
  const list = usePagedList<'created'>('created');
  const { sort: _sort, ...input } = list.input;
  const query = useQuery({
    queryKey: [...backstageKeys.users, input],
    queryFn: () => callApi('users.list', input),
    placeholderData: keepPreviousData,
  });
  const myId = useMyUserId();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [change, setChange] = useState<StatusChange | null>(null);
  const [refusals, setRefusals] = useState<StatusRefusal[]>([]);
  const columns = useMemo(
    () =>
      userColumns(t, {
        myId,
        onEdit: setEditing,
        onStatus: (user, status) => setChange({ users: [user], status }),
      }),
    [t, myId],
  );
  const rowsOf = (ids: string[]) => (query.data?.list ?? []).filter((u) => ids.includes(u.user_uid));
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <UserPlus aria-hidden />
      {t('users.add.action')}
    </Button>
  );

  return (
    <>
      {refusals.length > 0 ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-medium text-destructive">{t('users.refused', { count: refusals.length })}</p>
            <ul className="list-disc pl-5">
              {refusals.map((r) => (
                <li key={r.user.user_uid}>
                  <strong>{r.user.name}</strong> ({r.user.account}): {r.message}
                </li>
              ))}
            </ul>
          </div>
          <Button variant="ghost" size="icon-sm" aria-label={t('dismiss')} onClick={() => setRefusals([])}>
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      <DataTable
        label={t('users.title')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(user) => user.user_uid}
        searchPlaceholder={t('users.search')}
        actions={addButton}
        empty={
          <div className="flex flex-col items-center gap-3">
            <p className="text-sm text-muted-foreground">{t('users.empty')}</p>
            {addButton}
          </div>
        }
        bulkActions={(ids, clear) => (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setChange({ users: rowsOf(ids), status: 'active' });
                clear();
              }}
            >
              {t('users.enable')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => {
                setChange({ users: rowsOf(ids), status: 'disabled' });
                clear();
              }}
            >
              {t('users.disable')}
            </Button>
          </>
        )}
      />
      <Suspense fallback={null}>
        {adding ? <AddUserDialog onClose={() => setAdding(false)} /> : null}
        {editing ? <EditUserDialog user={editing} onClose={() => setEditing(null)} /> : null}
        {change ? (
          <ChangeStatusDialog change={change} onClose={() => setChange(null)} onRefused={setRefusals} />
        ) : null}
      </Suspense>
    </>
  );
}
