import { useTranslation } from '@/lib/i18n/use-translation';
import { ASSIGNABLE_TEAM_ROLES, type AssignableTeamRole } from '@/lib/roles';
import '@/lib/i18n/namespaces/chat';

interface RoleSelectProps {
  id: string;
  value: AssignableTeamRole | '';
  onChange(role: AssignableTeamRole | ''): void;
  /** The text of an empty first choice that leaves the role out, when the tool allows that. */
  emptyLabel?: string;
}

/** The roles a member can be given, by their names in the interface language. */
export function RoleSelect({ id, value, onChange, emptyLabel }: RoleSelectProps) {
  const { t } = useTranslation('chat');
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as AssignableTeamRole | '')}
      className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
    >
      {emptyLabel ? <option value="">{emptyLabel}</option> : null}
      {ASSIGNABLE_TEAM_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`tools.teamAdmin.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}
