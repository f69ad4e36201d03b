import { useAuthStore } from '@/lib/auth/auth-store';

/**
 * Whether the signed-in user runs backstage: `perm.user`'s `system_admin` once it has answered, else the
 * studio role the sign-in chose (the server decides either way; this only picks what to show).
 */
export function useIsSystemAdmin(): boolean {
  return useAuthStore((s) => s.userRoleInfo?.system_admin ?? s.roleInfo?.role_name === 'admin');
}

export function useMyUserId(): string | undefined {
  return useAuthStore((s) => s.userInfo?.user_info.user_uid);
}
