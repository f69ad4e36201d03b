import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { AccountPicker, type PickedAccount } from '../shared/account-picker.tsx';
import { failureMessage, hasFieldIssue } from '../shared/api-failure.ts';
import { backstageKeys } from '../shared/query-keys.ts';
import type { BackstageTeam } from './team-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

/**
 * Makes another account the team's owner. The picker searches every account (backstage has no member list of
 * a team it is not in); the server accepts only an active member and says so otherwise.
 */
export function TransferOwnerDialog({ team, onClose }: { team: BackstageTeam | null; onClose(): void }) {
  return team ? <TransferOwnerForm key={team.team_id} team={team} onClose={onClose} /> : null;
}

function TransferOwnerForm({ team, onClose }: { team: BackstageTeam; onClose(): void }) {
  const { t } = useTranslation('backstage');
  const queryClient = useQueryClient();
  const [next, setNext] = useState<PickedAccount | null>(null);
  const transfer = useMutation({
    mutationFn: (userUid: string) =>
      callApi('backstage.teamTransferOwner', { team_id: team.team_id, user_uid: userUid }, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.teams });
      withToast((toast) => toast.success(t('teams.transfer.done', { name: team.name })));
      onClose();
    },
  });
  const error = transfer.error
    ? hasFieldIssue(transfer.error, 'user_uid')
      ? t('teams.transfer.notMember')
      : failureMessage(transfer.error)
    : null;

  return (
    <ConfirmDialog
      open
      title={t('teams.transfer.title', { name: team.name })}
      description={
        team.owner
          ? t('teams.transfer.body', { owner: `${team.owner.name} (${team.owner.account})` })
          : t('teams.transfer.bodyNoOwner')
      }
      confirmLabel={t('teams.transfer.confirm')}
      pending={transfer.isPending || !next}
      onConfirm={() => next && transfer.mutate(next.user_uid)}
      onCancel={onClose}
    >
      {next ? (
        <div className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate">
            {t('teams.transfer.newOwner')}: <strong>{next.name}</strong>{' '}
            <span className="text-muted-foreground">· {next.account}</span>
          </span>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('teams.transfer.change')}
            onClick={() => {
              setNext(null);
              transfer.reset();
            }}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : (
        <AccountPicker
          label={t('teams.transfer.pick')}
          actionLabel={t('teams.transfer.choose')}
          excludeIds={new Set(team.owner ? [team.owner.user_uid] : [])}
          onPick={setNext}
        />
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
