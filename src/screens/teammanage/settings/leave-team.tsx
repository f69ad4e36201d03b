import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useTeamGone } from './use-team-gone.ts';
import '@/lib/i18n/namespaces/teammanage';

/** Leaves the current team (team.leave); the owner must hand the team over first. */
export function LeaveTeam({ teamName, isOwner }: { teamName: string; isOwner: boolean }) {
  const { t } = useTranslation('teammanage');
  const [confirming, setConfirming] = useState(false);
  const teamGone = useTeamGone();
  const leave = useMutation({
    mutationFn: () => callApi('team.leave', {}, { silent: true }),
    onSuccess: async () => {
      setConfirming(false);
      await teamGone();
    },
  });
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">{t('settings.leave.title')}</p>
      <p className="text-sm text-muted-foreground">{t('settings.leave.body')}</p>
      {isOwner ? (
        <p role="note" className="text-sm text-amber-700 dark:text-amber-400">
          {t(`errors:code.${ErrorCode.TEAM_OWNER_REQUIRED}`)}
        </p>
      ) : null}
      <div>
        <Button variant="outline" disabled={isOwner} onClick={() => setConfirming(true)}>
          {t('settings.leave.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('settings.leave.confirmTitle', { name: teamName })}
        description={t('settings.leave.confirmBody')}
        confirmLabel={t('settings.leave.action')}
        destructive
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
        onCancel={() => {
          leave.reset();
          setConfirming(false);
        }}
      >
        {leave.error ? (
          <p role="alert" className="text-sm text-destructive">
            {leave.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
