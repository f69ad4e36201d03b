import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ASSIGNABLE_TEAM_ROLES } from '@/lib/roles';
import '@/lib/i18n/namespaces/teams';

/** A native select of the roles a member can be given (the owner's moves only by a transfer). */
export const RoleSelect = forwardRef<HTMLSelectElement, ComponentProps<'select'>>(
  function RoleSelect(props, ref) {
    const { t } = useTranslation('teams');
    return (
      <select
        ref={ref}
        className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
        {...props}
      >
        {ASSIGNABLE_TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`role.${role}`)}
          </option>
        ))}
      </select>
    );
  },
);
