import type { ReactNode } from 'react';
import { ShieldAlert, UsersRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
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
  const { t } = useTranslation(['screens', 'org']);
  const access = useOrgAccess();
  const Heading = inPanel ? 'h2' : 'h1';
  const headingId = `${screenId}-title`;
  let body: ReactNode;
  if (!access.known) body = <Skeleton role="status" aria-label={t('org:loading')} className="h-40 w-full" />;
  else if (scope === 'studio' && !access.systemAdmin)
    body = <Refusal icon="shield" title={t('org:refused.studioTitle')} body={t('org:refused.studioBody')} />;
  else if (scope === 'team' && !access.team)
    body = <Refusal icon="team" title={t('org:refused.noTeamTitle')} body={t('org:refused.noTeamBody')} />;
  else body = children(access);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-5',
        inPanel ? 'p-4' : 'px-4 py-6 sm:px-6',
      )}
    >
      <div className="min-w-0">
        <Heading id={headingId} className="text-xl font-semibold tracking-tight">
          {t(`screens:title.${screenId}`)}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {scope === 'team' && access.team ? t('org:inTeam', { team: access.team.name }) + ' · ' : ''}
          {subtitle}
        </p>
      </div>
      {body}
    </section>
  );
}

function Refusal({ icon, title, body }: { icon: 'shield' | 'team'; title: string; body: string }) {
  const Icon = icon === 'shield' ? ShieldAlert : UsersRound;
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
    >
      <div className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <Icon aria-hidden className="size-6" />
      </div>
      <p className="font-medium">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{body}</p>
    </div>
  );
}
