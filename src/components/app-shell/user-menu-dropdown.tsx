import { useNavigate } from '@tanstack/react-router';
import { LogOut, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/lib/auth/auth-store';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from './use-sign-out.ts';

/** Avatar button at the foot of the rail: who is signed in, as which role, switch role, sign out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useAuthStore((s) => s.userInfo?.user_info);
  const role = useAuthStore((s) => s.roleInfo);
  const roleCount = useAuthStore((s) => s.roleList.length);
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (!user) return null;
  const displayName = user.name || user.account;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('user.menu', { name: displayName })}
        className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-primary/10 text-sm font-semibold text-primary outline-none hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring"
      >
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-full object-cover" />
        ) : (
          displayName.slice(0, 1).toUpperCase()
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-sm font-medium text-foreground">{displayName}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.account}</span>
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
