import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import { useAuthStore, type UserRole } from '@/lib/auth/auth-store';
import { AuthLayout } from './auth-layout.tsx';
import '@/lib/i18n/namespaces/auth';

/** `/selectrole` (spec §6): pick the role to work as from the sign-in's user_role_list; stored as role_info. */
export function SelectRoleScreen({
  appTitle,
  onSelected,
}: {
  appTitle: string;
  onSelected: (role: UserRole) => void;
}) {
  const { t } = useTranslation('auth');
  const roles = useAuthStore((s) => s.roleList);
  const current = useAuthStore((s) => s.roleInfo);
  const choose = (role: UserRole) => {
    useAuthStore.getState().setRoleInfo(role);
    onSelected(role);
  };

  return (
    <AuthLayout appTitle={appTitle} title={t('selectRole.title')} subtitle={t('selectRole.subtitle')}>
      {roles.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('selectRole.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {roles.map((role) => {
            const selected = current?.role_id === role.role_id && current.module === role.module;
            return (
              <li key={`${role.module}:${role.role_id}`}>
                <button
                  type="button"
                  onClick={() => choose(role)}
                  aria-pressed={selected}
                  className={cn(
                    'flex w-full items-center justify-between rounded-xl border bg-card px-4 py-3 text-left transition-colors hover:border-primary/50 hover:bg-accent/50',
                    selected && 'border-primary bg-accent/60',
                  )}
                >
                  <span className="flex flex-col">
                    <span className="text-sm font-medium">{t(`shell:user.roles.${role.role_name}`)}</span>
                    <span className="text-xs text-muted-foreground">
                      {t(`selectRole.modules.${role.module}`)}
                    </span>
                  </span>
                  {selected && <Check aria-hidden className="size-4 text-primary" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </AuthLayout>
  );
}
