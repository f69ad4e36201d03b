import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api/client';
import { deletePreviewQuery } from './settings-queries.ts';
import { useTeamGone } from './use-team-gone.ts';
import '@/lib/i18n/namespaces/teammanage';

const COUNTED = [
  'members',
  'clients',
  'projects',
  'placements',
  'dashboards',
  'share_links',
  'sessions',
] as const;

/** Deletes the team and all its work (owner): says what goes with it, and asks for the name typed out. */
export function DeleteTeam({ teamName }: { teamName: string }) {
  const { t } = useTranslation('teammanage');
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const teamGone = useTeamGone();
  const preview = useQuery({ ...deletePreviewQuery, enabled: confirming });
  const remove = useMutation({
    mutationFn: () => callApi('team.delete', { confirm_name: typed }, { silent: true }),
    onSuccess: async () => {
      setConfirming(false);
      await teamGone();
    },
  });
  const matches = typed.trim() === teamName.trim();
  const close = () => {
    remove.reset();
    setTyped('');
    setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">{t('settings.delete.title')}</p>
      <p className="text-sm text-muted-foreground">{t('settings.delete.body')}</p>
      <div>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          {t('settings.delete.action')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('settings.delete.confirmTitle', { name: teamName })}
        description={t('settings.delete.confirmBody')}
        confirmLabel={t('settings.delete.action')}
        destructive
        pending={remove.isPending || !matches}
        onConfirm={() => matches && remove.mutate()}
        onCancel={close}
      >
        <div className="flex flex-col gap-3">
          {preview.isPending ? (
            <p className="text-sm text-muted-foreground">{t('settings.delete.counting')}</p>
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {preview.error.message}
            </p>
          ) : (
            <ul aria-label={t('settings.delete.takes')} className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {COUNTED.map((key) => (
                <li key={key} className="flex justify-between gap-2">
                  <span className="text-muted-foreground">{t(`settings.delete.counts.${key}`)}</span>
                  <span className="font-medium tabular-nums">{preview.data[key]}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col gap-1">
            <Label htmlFor="delete-team-name">{t('settings.delete.typeName', { name: teamName })}</Label>
            <Input
              id="delete-team-name"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          {remove.error ? (
            <p role="alert" className="text-sm text-destructive">
              {remove.error.message}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </div>
  );
}
