import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Input } from '@/components/ui/input';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { failureMessage, hasFieldIssue } from '../shared/api-failure.ts';
import { backstageKeys } from '../shared/query-keys.ts';
import type { BackstageTeam } from './team-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

/** Says what deleting the team takes with it and asks for its name typed out before it goes. */
export function DeleteTeamDialog({ team, onClose }: { team: BackstageTeam | null; onClose(): void }) {
  return team ? <DeleteTeamForm key={team.team_id} team={team} onClose={onClose} /> : null;
}

function DeleteTeamForm({ team, onClose }: { team: BackstageTeam; onClose(): void }) {
  const { t, i18n } = useTranslation('backstage');
  const inputId = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: () =>
      callApi('backstage.teamDelete', { team_id: team.team_id, confirm_name: typed }, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.teams });
      withToast((toast) => toast.success(t('teams.delete.done', { name: team.name })));
      onClose();
    },
  });
  const n = (v: number) => v.toLocaleString(i18n.language);
  const mismatch = typed !== team.name;
  const error = remove.error
    ? hasFieldIssue(remove.error, 'confirm_name')
      ? t('teams.delete.nameMismatch')
      : failureMessage(remove.error)
    : null;

  return (
    <ConfirmDialog
      open
      destructive
      title={t('teams.delete.title', { name: team.name })}
      description={t('teams.delete.body')}
      confirmLabel={t('teams.delete.confirm')}
      pending={remove.isPending || mismatch}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    >
      <ul className="list-disc space-y-0.5 pl-5 text-sm">
        <li>{t('teams.delete.members', { count: team.member_count, n: n(team.member_count) })}</li>
        <li>{t('teams.delete.clients', { count: team.client_count, n: n(team.client_count) })}</li>
        <li>{t('teams.delete.projects', { count: team.project_count, n: n(team.project_count) })}</li>
        <li>{t('teams.delete.dashboards', { count: team.dashboard_count, n: n(team.dashboard_count) })}</li>
        <li>{t('teams.delete.rest')}</li>
      </ul>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('teams.delete.typeName', { name: team.name })}
        </label>
        <Input
          id={inputId}
          value={typed}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
