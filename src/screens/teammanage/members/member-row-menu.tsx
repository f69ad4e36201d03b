import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole } from '@/lib/roles';
import type { TeamMember } from './member-queries.ts';
import '@/lib/i18n/namespaces/teammanage';
import '@/lib/i18n/namespaces/teams';

export interface MemberRowHandlers {
  onRole(member: TeamMember, role: AssignableTeamRole): void;
  onClients(member: TeamMember): void;
  onStatus(member: TeamMember): void;
  onRemove(member: TeamMember): void;
}

/**
 * One member's actions. The owner's row offers none: a team always has an owner, so the role moves only by a
 * transfer (in team settings), and the menu says so.
 */
export function MemberRowMenu({
  member,
  self,
  handlers,
}: {
  member: TeamMember;
  self: boolean;
  handlers: MemberRowHandlers;
}) {
  const { t } = useTranslation('teammanage');
  const owner = member.role === 'owner';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t('members.actionsFor', { name: member.name })}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {owner ? (
          <DropdownMenuLabel className="font-normal whitespace-normal">
            {t('members.ownerProtected')}
          </DropdownMenuLabel>
        ) : (
          <>
            <DropdownMenuLabel>{t('members.changeRole')}</DropdownMenuLabel>
            {ASSIGNABLE_TEAM_ROLES.map((role) => (
              <DropdownMenuItem
                key={role}
                disabled={member.role === role}
                onSelect={() => handlers.onRole(member, role)}
              >
                {t('members.makeRole', { role: t(`teams:role.${role}`) })}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            {member.role === 'admin' ? null : (
              <DropdownMenuItem onSelect={() => handlers.onClients(member)}>
                {t('members.clientAccess')}
              </DropdownMenuItem>
            )}
            {self ? null : (
              <>
                <DropdownMenuItem onSelect={() => handlers.onStatus(member)}>
                  {member.status === 'active' ? t('members.disable') : t('members.enable')}
                </DropdownMenuItem>
                <DropdownMenuItem variant="destructive" onSelect={() => handlers.onRemove(member)}>
                  {t('members.remove')}
                </DropdownMenuItem>
              </>
            )}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
