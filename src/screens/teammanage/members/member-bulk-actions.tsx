import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole } from '@/lib/roles';
import '@/lib/i18n/namespaces/teammanage';
import '@/lib/i18n/namespaces/teams';

/** What can be done to every selected member at once; each asks first. */
export function MemberBulkActions({
  onRole,
  onClients,
  onStatus,
  onRemove,
}: {
  onRole(role: AssignableTeamRole): void;
  onClients(): void;
  onStatus(status: 'active' | 'disabled'): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('teammanage');
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            {t('members.changeRole')}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {ASSIGNABLE_TEAM_ROLES.map((role) => (
            <DropdownMenuItem key={role} onSelect={() => onRole(role)}>
              {t('members.makeRole', { role: t(`teams:role.${role}`) })}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" size="sm" onClick={onClients}>
        {t('members.clientAccess')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => onStatus('disabled')}>
        {t('members.disable')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => onStatus('active')}>
        {t('members.enable')}
      </Button>
      <Button variant="destructive" size="sm" onClick={onRemove}>
        {t('members.remove')}
      </Button>
    </>
  );
}
