import type { ReactNode } from 'react';
import { useAuthStore } from '@/lib/auth/auth-store';

/** Whether the current role (role_info.role_name) is one of `roles` (spec §6 permission directive). */
export function usePermission(roles: readonly string[]): boolean {
  const roleName = useAuthStore((s) => s.roleInfo?.role_name);
  return roleName !== undefined && roles.includes(roleName);
}

/** Renders its children only for the allowed roles; `fallback` (nothing by default) otherwise. */
export function Permission({
  roles,
  children,
  fallback = null,
}: {
  roles: readonly string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission(roles) ? children : fallback;
}
