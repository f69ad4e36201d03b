import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api/client';
import { reloadTeamContext } from '@/lib/auth/reload-team-context';
import '@/lib/i18n/namespaces/teammanage';

/** How many members the picker offers; the owner of a larger team searches on the members page first. */
const CANDIDATES = 100;

/** The owner hands the team to an active member and becomes an admin (team.transferOwner). */
export function TransferOwner({ teamName }: { teamName: string }) {
  const { t } = useTranslation('teammanage');
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  const members = useQuery({
    queryKey: ['teammanage', 'members', 'transfer-candidates'],
    queryFn: () => callApi('team.users', { sort: 'name', page: 1, page_size: CANDIDATES }, { silent: true }),
  });
  const candidates = (members.data?.list ?? []).filter((m) => m.role !== 'owner' && m.status === 'active');
  const target = candidates.find((m) => m.user_uid === chosen);
  const transfer = useMutation({
    mutationFn: (userUid: string) => callApi('team.transferOwner', { user_uid: userUid }, { silent: true }),
    onSuccess: async () => {
      setConfirming(false);
      setChosen('');
      await reloadTeamContext(queryClient);
    },
  });

  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">{t('settings.transfer.title')}</p>
      <p className="text-sm text-muted-foreground">{t('settings.transfer.body')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex w-full flex-col gap-1 sm:w-72">
          <Label htmlFor="transfer-owner-member">{t('settings.transfer.member')}</Label>
          <select
            id="transfer-owner-member"
            className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            disabled={candidates.length === 0}
          >
            <option value="">
              {members.isPending
                ? t('settings.transfer.loading')
                : candidates.length === 0
                  ? t('settings.transfer.nobody')
                  : t('settings.transfer.choose')}
            </option>
            {candidates.map((m) => (
              <option key={m.user_uid} value={m.user_uid}>
                {m.name} ({m.account})
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" disabled={!target} onClick={() => setConfirming(true)}>
          {t('settings.transfer.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming && target !== undefined}
        title={t('settings.transfer.confirmTitle')}
        description={t('settings.transfer.confirmBody', { name: target?.name ?? '', team: teamName })}
        confirmLabel={t('settings.transfer.action')}
        destructive
        pending={transfer.isPending}
        onConfirm={() => target && transfer.mutate(target.user_uid)}
        onCancel={() => {
          transfer.reset();
          setConfirming(false);
        }}
      >
        {transfer.error ? (
          <p role="alert" className="text-sm text-destructive">
            {transfer.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
