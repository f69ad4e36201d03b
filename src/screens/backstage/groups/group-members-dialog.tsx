import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { AccountPicker, type PickedAccount } from '../shared/account-picker.tsx';
import { failureMessage } from '../shared/api-failure.ts';
import { backstageKeys } from '../shared/query-keys.ts';
import type { Group } from './group-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

/** Binds accounts to a group: add from a search, remove from the list, then save the whole set at once. */
export function GroupMembersDialog({ group, onClose }: { group: Group | null; onClose(): void }) {
  const { t } = useTranslation('backstage');
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('groups.members.title', { name: group?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('groups.members.body')}</DialogDescription>
        </DialogHeader>
        {group ? <MembersLoader group={group} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MembersLoader({ group, onDone }: { group: Group; onDone(): void }) {
  const { t } = useTranslation('backstage');
  const detail = useQuery({
    queryKey: backstageKeys.group(group.group_id),
    queryFn: () => callApi('group.detail', { group_id: group.group_id }),
  });
  if (detail.isPending) return <Skeleton role="status" aria-label={t('loading')} className="h-32 w-full" />;
  if (detail.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-destructive">{detail.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return <MembersEditor group={group} initial={detail.data.members} onDone={onDone} />;
}

function MembersEditor({
  group,
  initial,
  onDone,
}: {
  group: Group;
  initial: PickedAccount[];
  onDone(): void;
}) {
  const { t } = useTranslation('backstage');
  const queryClient = useQueryClient();
  const [members, setMembers] = useState<PickedAccount[]>(initial);
  const ids = new Set(members.map((m) => m.user_uid));
  const changed = members.length !== initial.length || initial.some((m) => !ids.has(m.user_uid));
  const save = useMutation({
    mutationFn: () =>
      callApi(
        'group.bindUser',
        { group_id: group.group_id, user_uids: members.map((m) => m.user_uid) },
        { silent: true },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.groups });
      withToast((toast) => toast.success(t('groups.members.saved', { name: group.name })));
      onDone();
    },
  });

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <AccountPicker
        label={t('groups.members.add')}
        actionLabel={t('groups.members.addOne')}
        excludeIds={ids}
        onPick={(account) => setMembers((list) => [...list, account])}
      />
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t('groups.members.current', { count: members.length })}</h3>
        {members.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
            {t('groups.members.none')}
          </p>
        ) : (
          <ul
            aria-label={t('groups.members.listLabel')}
            className="flex max-h-60 flex-col overflow-y-auto rounded-md border"
          >
            {members.map((m) => (
              <li key={m.user_uid} className="flex items-center gap-2 border-t px-3 py-1.5 first:border-t-0">
                <span className="min-w-0 flex-1 truncate text-sm">
                  {m.name} <span className="text-muted-foreground">· {m.account}</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('groups.members.remove', { name: m.name })}
                  title={t('groups.members.removeShort')}
                  onClick={() => setMembers((list) => list.filter((x) => x.user_uid !== m.user_uid))}
                >
                  <UserMinus aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {save.error ? (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(save.error)}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="button" disabled={!changed || save.isPending} onClick={() => save.mutate()}>
          {t('save')}
        </Button>
      </DialogFooter>
    </div>
  );
}
