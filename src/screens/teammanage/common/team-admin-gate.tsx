import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useTeamAccess } from './use-team-access.ts';
import '@/lib/i18n/namespaces/teammanage';

/**
 * Teammanage is for the team's owner and admins: everyone else (and someone in no team) reads why they see
 * nothing here instead of a list that would fail.
 */
export function TeamAdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('teammanage');
  const { team, isAdmin } = useTeamAccess();
  if (isAdmin) return children;
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Lock aria-hidden className="size-6" />
      </div>
      <p className="font-medium">{team ? t('gate.adminsOnly') : t('gate.noTeam')}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        {team ? t('gate.adminsOnlyBody', { name: team.name }) : t('gate.noTeamBody')}
      </p>
    </div>
  );
}
