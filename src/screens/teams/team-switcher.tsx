import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Plus, Settings, ShieldCheck } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TFunction } from '@/lib/i18n/translator';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuthStore } from '@/lib/auth/auth-store';
import { teamRoleAtLeast } from '@/lib/roles';
import { withToast } from '@/lib/toasts';
import { CreateTeamDialog } from './create-team-dialog.tsx';
import { TeamBadge } from './team-badge.tsx';
import { myTeamsQuery, type MyTeam } from './team-queries.ts';
import { useSwitchTeam } from './use-switch-team.ts';
import '@/lib/i18n/namespaces/teams';

const TRIGGER_CLASS =
  'flex size-10 items-center justify-center rounded-lg outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The current team at the foot of the rail (wide screens and phones alike): the caller's teams to switch
 * between, a new team, and for admins the team's settings. The list loads when the menu opens.
 */
export function TeamSwitcher() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const team = useAuthStore((s) => s.userRoleInfo?.team ?? null);
  const systemAdmin = useAuthStore((s) => s.userRoleInfo?.system_admin === true);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const teams = useQuery({ ...myTeamsQuery, enabled: open });
  const switchTeam = useSwitchTeam();
  const current = teams.data?.find((item) => item.current);
  const label = team ? t('switcher.label', { name: team.name }) : t('switcher.noTeamLabel');

  const choose = (teamId: string) => {
    const target = teams.data?.find((item) => item.team_id === teamId);
    if (!target || target.current) return;
    switchTeam.mutate(teamId, {
      onSuccess: () => withToast((toast) => toast.success(t('switcher.switched', { name: target.name }))),
    });
  };

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger aria-label={label} title={label} className={TRIGGER_CLASS}>
          <TeamBadge name={team?.name ?? '?'} logoUrl={current?.logo_url} />
        </DropdownMenuTrigger>
        <DropdownMenuContent side="right" align="end" className="w-72 max-w-[calc(100vw-5rem)]">
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span>{t('switcher.current')}</span>
            <span className="truncate text-sm font-medium text-foreground">
              {team ? team.name : t('switcher.noTeam')}
            </span>
            {team ? (
              <span className="text-xs font-normal">
                {team.member ? t(`role.${team.role}`) : t('switcher.visiting')}
              </span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <TeamChoices
            teams={teams.data}
            loading={teams.isPending}
            failed={teams.isError}
            switching={switchTeam.isPending}
            onChoose={choose}
          />
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('switcher.create')}
          </DropdownMenuItem>
          {team && teamRoleAtLeast(team.role, 'admin') ? (
            <DropdownMenuItem onSelect={() => void navigate({ to: '/writer/teammanage/teamsetting' })}>
              <Settings aria-hidden />
              {t('switcher.settings')}
            </DropdownMenuItem>
          ) : null}
          {systemAdmin ? (
            <DropdownMenuItem onSelect={() => void navigate({ to: '/writer/backstage/team' })}>
              <ShieldCheck aria-hidden />
              {t('switcher.allTeams')}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateTeamDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

function TeamChoices({
  teams,
  loading,
  failed,
  switching,
  onChoose,
}: {
  teams: MyTeam[] | undefined;
  loading: boolean;
  failed: boolean;
  switching: boolean;
  onChoose(teamId: string): void;
}) {
  const { t } = useTranslation('teams');
  if (failed) return <p className="px-2 py-1.5 text-sm text-destructive">{t('switcher.loadFailed')}</p>;
  if (loading || !teams)
    return <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('switcher.loading')}</p>;
  if (teams.length === 0)
    return <p className="px-2 py-1.5 text-sm text-muted-foreground">{t('switcher.none')}</p>;
  const currentId = teams.find((item) => item.current)?.team_id ?? '';
  return (
    <DropdownMenuRadioGroup value={currentId} onValueChange={onChoose} aria-label={t('switcher.teams')}>
      {teams.map((item) => (
        <DropdownMenuRadioItem
          key={item.team_id}
          value={item.team_id}
          disabled={switching || item.status === 'disabled'}
          className="gap-2"
        >
          <TeamBadge name={item.name} logoUrl={item.logo_url} className="size-6 text-xs" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate">{item.name}</span>
            <span className="text-xs text-muted-foreground">{teamNote(item, t)}</span>
          </span>
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

function teamNote(item: MyTeam, t: TFunction): string {
  if (item.status === 'disabled') return t('switcher.disabledMembership');
  const role = item.member ? t(`role.${item.role}`) : t('switcher.visiting');
  const parts = [role, t('switcher.members', { count: item.member_count })];
  if (item.personal) parts.unshift(t('switcher.personal'));
  return parts.join(' · ');
}
