import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callApi, type ApiOutput } from '@/lib/api/client';
import type { KoxRecommendApp } from '@/lib/kox-recommend-values';
import { KOX_KEY } from '../api/kox-queries.ts';
import { ImportClientField } from '../import/import-client-field.tsx';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import '@/lib/i18n/namespaces/koxRecommend';

/** Which of the session's creators to add: some by id, or every one of them. */
export type TeamAddPick = { ids: string[]; clear(): void } | { all: number } | null;

interface TeamAddDialogProps {
  team: KoxAccess['team'];
  app: KoxRecommendApp;
  sessionId: string;
  pick: TeamAddPick;
  onClose(): void;
  onDone(outcome: ApiOutput<'koxRecommend.teamAdd'>): void;
}

/**
 * Asks (and under which client: a member restricted to some clients must pick one of theirs), adds all or none
 * through the session (koxRecommend.teamAdd), then tells how many were new.
 */
export function TeamAddDialog({ team, app, sessionId, pick, onClose, onDone }: TeamAddDialogProps) {
  const { t } = useTranslation('koxRecommend');
  const queryClient = useQueryClient();
  const [clientId, setClientId] = useState('');
  const count = pick === null ? 0 : 'all' in pick ? pick.all : pick.ids.length;
  const add = useMutation({
    mutationFn: () =>
      callApi('koxRecommend.teamAdd', {
        app_name: app,
        session_id: sessionId,
        ...(pick && 'ids' in pick ? { creator_ids: pick.ids } : {}),
        ...(clientId ? { client_id: clientId } : {}),
      }),
    onSuccess: async (outcome) => {
      if (pick && 'ids' in pick) pick.clear();
      onDone(outcome);
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
    },
  });
  return (
    <ConfirmDialog
      open={pick !== null}
      title={t('teamAdd.title', { count })}
      description={t('teamAdd.body')}
      confirmLabel={t('teamAdd.confirm')}
      pending={add.isPending}
      onConfirm={() => add.mutate()}
      onCancel={onClose}
    >
      <ImportClientField
        teamId={team?.team_id ?? null}
        restricted={team?.restricted ?? false}
        value={clientId}
        onChange={setClientId}
        disabled={add.isPending}
      />
    </ConfirmDialog>
  );
}
