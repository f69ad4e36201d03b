import type { ReactNode } from 'react';
import { ShieldAlert, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame, ScreenNotice } from '@/components/screen-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrgAccess, type OrgAccess, type OrgScope } from '../access/use-org-access.ts';
import '@/lib/i18n/namespaces/org';

interface OrgScreenFrameProps {
  /** Catalog id: its title is the heading. */
  screenId: string;
  scope: OrgScope;
  subtitle: string;
  inPanel: boolean;
  children(access: OrgAccess): ReactNode;
}

/**
 * Heading and the honest states before a list: a team screen needs a current team, a studio screen a system
 * administrator. Everything else (who may change what) the screen decides from the access it is handed.
 */
export function OrgScreenFrame({ screenId, scope, subtitle, inPanel, children }: OrgScreenFrameProps) {
  const { t } = useTranslation('org');
  const access = useOrgAccess();
  let body: ReactNode;
  if (!access.known) body = <Skeleton role="status" aria-label={t('loading')} className="h-40 w-full" />;
  else if (scope === 'studio' && !access.systemAdmin)
    body = (
      <ScreenNotice icon={ShieldAlert} title={t('refused.studioTitle')} body={t('refused.studioBody')} />
    );
  else if (scope === 'team' && !access.team)
    body = <ScreenNotice icon={UsersRound} title={t('refused.noTeamTitle')} body={t('refused.noTeamBody')} />;
  else body = children(access);
  const inTeam = scope === 'team' && access.team ? t('inTeam', { team: access.team.name }) + ' · ' : '';
  return (
    <ScreenFrame screenId={screenId} inPanel={inPanel} subtitle={inTeam + subtitle}>
      {body}
    </ScreenFrame>
  );
}
