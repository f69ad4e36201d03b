import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ScreenFrame } from '../common/screen-frame.tsx';
import { TeamAdminGate } from '../common/team-admin-gate.tsx';
import { useTeamAccess } from '../common/use-team-access.ts';
import { teamDetailQuery } from './settings-queries.ts';
import '@/lib/i18n/namespaces/teammanage';

// The forms (their schemas and the upload) load beside the team's details rather than before the page.
const SettingsSections = lazy(() => import('./settings-sections.tsx'));

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
  if (detail.isPending) return <SettingsSkeleton label={t('settings.loading')} />;
  if (detail.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">{t('settings.error', { message: detail.error.message })}</p>
        <Button variant="outline" onClick={() => void detail.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  return (
    <Suspense fallback={<SettingsSkeleton label={t('settings.loading')} />}>
      <SettingsSections detail={detail.data} />
    </Suspense>
  );
}

function SettingsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-40 rounded-xl" />
      <Skeleton className="h-32 rounded-xl" />
    </div>
  );
}
