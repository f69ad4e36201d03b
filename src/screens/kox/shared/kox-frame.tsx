import type { ReactNode } from 'react';
import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame, ScreenNotice } from '@/components/screen-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useKoxAccess, type KoxAccess } from './use-kox-access.ts';
import '@/lib/i18n/namespaces/kox';

interface KoxFrameProps {
  screenId: 'kox-list' | 'kox-detail';
  subtitle: string;
  inPanel: boolean;
  children(access: KoxAccess): ReactNode;
}

/** Heading, and the honest state of a user in no team: both creator databases belong to the current team. */
export function KoxFrame({ screenId, subtitle, inPanel, children }: KoxFrameProps) {
  const { t } = useTranslation('kox');
  const access = useKoxAccess();
  let body: ReactNode;
  if (!access.known) body = <Skeleton role="status" aria-label={t('loading')} className="h-40 w-full" />;
  else if (!access.team)
    body = <ScreenNotice icon={UsersRound} title={t('noTeamTitle')} body={t('noTeamBody')} />;
  else body = children(access);
  return (
    <ScreenFrame
      screenId={screenId}
      inPanel={inPanel}
      subtitle={(access.team ? t('inTeam', { team: access.team.name }) + ' · ' : '') + subtitle}
    >
      {body}
    </ScreenFrame>
  );
}
