import type { ReactNode } from 'react';
import { UsersRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useKoxAccess, type KoxAccess } from './use-kox-access.ts';
import '@/lib/i18n/namespaces/kox';

interface KoxFrameProps {
  screenId:
    | 'kox-list'
    | 'kox-detail'
    | 'kox-content-detail'
    | 'kox-my-data'
    | 'kox-recommendation'
    | 'kox-projects'
    | 'kox-project-detail'
    | 'kox-mailbox'
    | 'kox-templates'
    | 'kox-outreach';
  subtitle: string;
  inPanel: boolean;
  children(access: KoxAccess): ReactNode;
}

/** Heading, and the honest state of a user in no team: both creator databases belong to the current team. */
export function KoxFrame({ screenId, subtitle, inPanel, children }: KoxFrameProps) {
  const { t } = useTranslation(['screens', 'kox']);
  const access = useKoxAccess();
  const Heading = inPanel ? 'h2' : 'h1';
  const headingId = `${screenId}-title`;
  let body: ReactNode;
  if (!access.known) body = <Skeleton role="status" aria-label={t('kox:loading')} className="h-40 w-full" />;
  else if (!access.team)
    body = (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center"
      >
        <div className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <UsersRound aria-hidden className="size-6" />
        </div>
        <p className="font-medium">{t('kox:noTeamTitle')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('kox:noTeamBody')}</p>
      </div>
    );
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
          {access.team ? t('kox:inTeam', { team: access.team.name }) + ' · ' : ''}
          {subtitle}
        </p>
      </div>
      {body}
    </section>
  );
}
