import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { LogOut, UserCog } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAuthStore } from '@/lib/auth/auth-store';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { AVATAR_BUTTON_CLASS } from './user-avatar.tsx';
import { useSignOut } from './use-sign-out.ts';

/**
 * The user menu (user-menu.tsx loads it on the first press, so it starts open): who is signed in, as which role,
 * switch role, sign out.
 */
export function UserMenuDropdown({
  label,
  displayName,
  account,
  face,
}: {
  label: string;
  displayName: string;
  account: string;
  face: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const role = useAuthStore((s) => s.roleInfo);
  const roleCount = useAuthStore((s) => s.roleList.length);
  const signOut = useSignOut();
  const navigate = useNavigate();

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger aria-label={label} className={AVATAR_BUTTON_CLASS}>
        {face}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-sm font-medium text-foreground">{displayName}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{account}</span>
          {role && (
            <span className="text-xs font-normal text-muted-foreground">
              {t('user.role', { role: t(`user.roles.${role.role_name}`) })}
            </span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {roleCount > 1 && (
          <DropdownMenuItem onSelect={() => void navigate({ to: '/selectrole' })}>
            <UserCog aria-hidden />
            {t('user.switchRole')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden />
          {t('common:signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
