import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ScreenFrame } from '../common/screen-frame.tsx';
import { TeamAdminGate } from '../common/team-admin-gate.tsx';
import { useTeamAccess } from '../common/use-team-access.ts';
import { DeleteTeam } from './delete-team.tsx';
import { GeneralForm } from './general-form.tsx';
import { LeaveTeam } from './leave-team.tsx';
import { LogoSection } from './logo-section.tsx';
import { teamDetailQuery, type TeamDetail } from './settings-queries.ts';
import { TransferOwner } from './transfer-owner.tsx';
import '@/lib/i18n/namespaces/teammanage';

/** /writer/teammanage/teamsetting: name, language, logo, and the owner's ways out (team owner and admins). */
export function TeamSettingsScreen({ inPanel = false }: { inPanel?: boolean }) {
  const { t } = useTranslation('teammanage');
  const { team } = useTeamAccess();
  return (
    <ScreenFrame
      id="team-settings-title"
      title={t('settings.title')}
      subtitle={team ? t('settings.subtitle', { name: team.name }) : null}
      inPanel={inPanel}
    >
      <TeamAdminGate>
        <SettingsBody />
      </TeamAdminGate>
    </ScreenFrame>
  );
}

function SettingsBody() {
  const { t } = useTranslation('teammanage');
  const detail = useQuery(teamDetailQuery);
  if (detail.isPending)
    return (
      <div role="status" aria-label={t('settings.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
      </div>
    );
  if (detail.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">{t('settings.error', { message: detail.error.message })}</p>
        <Button variant="outline" onClick={() => void detail.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return <SettingsSections detail={detail.data} />;
}

function SettingsSections({ detail }: { detail: TeamDetail }) {
  const { t } = useTranslation('teammanage');
  const isOwner = detail.my_role === 'owner';
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {detail.personal ? (
        <p role="note" className="rounded-xl border bg-muted/40 p-4 text-sm">
          {t('settings.personal')}
        </p>
      ) : null}
      <GeneralForm detail={detail} />
      <LogoSection detail={detail} />
      <section
        aria-labelledby="team-danger-title"
        className="flex flex-col gap-5 rounded-xl border border-destructive/40 p-4"
      >
        <h3 id="team-danger-title" className="font-medium text-destructive">
          {t('settings.danger')}
        </h3>
        {detail.owner && !isOwner ? (
          <p className="text-sm text-muted-foreground">
            {t('settings.ownedBy', { name: detail.owner.name, account: detail.owner.account })}
          </p>
        ) : null}
        {isOwner ? <TransferOwner teamName={detail.name} /> : null}
        <LeaveTeam teamName={detail.name} isOwner={isOwner} />
        {isOwner ? <DeleteTeam teamName={detail.name} /> : null}
      </section>
    </div>
  );
}
