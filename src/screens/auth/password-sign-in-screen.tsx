import { useTranslation } from '@/lib/i18n/use-translation';
import { useAuthStore } from '@/lib/auth/auth-store';
import { AuthLayout } from './auth-layout.tsx';
import { afterSignInTarget } from './after-sign-in.ts';
import { PasswordSignInForm } from './password-sign-in-form.tsx';
import '@/lib/i18n/namespaces/auth';

/** `/bulogin/pwdbulogin`: the password form alone, for accounts without workplace chat. */
export function PasswordSignInScreen({
  appTitle,
  redirect,
  onSignedIn,
}: {
  appTitle: string;
  redirect?: string;
  onSignedIn: (target: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout appTitle={appTitle} title={t('password.title')} subtitle={t('password.subtitle')}>
      <PasswordSignInForm
        onSignedIn={() =>
          onSignedIn(
            afterSignInTarget({
              module: 'writer',
              redirect,
              roles: useAuthStore.getState().roleList,
              origin: window.location.origin,
            }),
          )
        }
      />
    </AuthLayout>
  );
}
