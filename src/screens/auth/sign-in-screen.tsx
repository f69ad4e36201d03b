import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ModuleName } from '@/lib/roles';
import { useAuthStore } from '@/lib/auth/auth-store';
import { moduleLogin } from '@/lib/router/modules';
import { AuthLayout } from './auth-layout.tsx';
import { afterSignInTarget } from './after-sign-in.ts';
import { PasswordSignInForm } from './password-sign-in-form.tsx';
import { SignInError } from './sign-in-error.tsx';
import { useLoginOptions } from './use-login-options.ts';
import { useOauthCallback } from './use-oauth-callback.ts';
import { WorkplaceQrPanel } from './workplace-qr-panel.tsx';
import '@/lib/i18n/namespaces/auth';

export interface SignInScreenProps {
  module: ModuleName;
  appTitle: string;
  /** The `redirect` query parameter, unchecked: only a same-origin path is followed. */
  redirect?: string;
  /** `code` and `state` when the workplace-chat provider sent the user back. */
  oauth?: { code: string; state?: string };
  /** The OAuth parameters have been used; the host removes them from the address. */
  onOauthConsumed: () => void;
  /** Signed in; continue to this same-origin path. */
  onSignedIn: (target: string) => void;
}

/** `/writer/login` and `/designer/login`: password sign-in always, workplace-chat sign-in when configured. */
export function SignInScreen(props: SignInScreenProps) {
  const { module, appTitle, redirect, oauth, onOauthConsumed, onSignedIn } = props;
  const { t } = useTranslation('auth');
  const options = useLoginOptions();
  const redirectUri = `${window.location.origin}${moduleLogin(module)}`;

  const finish = useCallback(
    (to: string | undefined) =>
      onSignedIn(
        afterSignInTarget({
          module,
          redirect: to,
          roles: useAuthStore.getState().roleList,
          origin: window.location.origin,
        }),
      ),
    [module, onSignedIn],
  );
  const exchange = useOauthCallback({ oauth, redirectUri, onConsumed: onOauthConsumed, onSignedIn: finish });

  return (
    <AuthLayout
      appTitle={appTitle}
      title={t(module === 'designer' ? 'signIn.titleDesigner' : 'signIn.title')}
      subtitle={t('signIn.subtitle')}
    >
      <div className="flex flex-col gap-6">
        {exchange.isPending && (
          <p role="status" className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
            {t('qr.exchanging')}
          </p>
        )}
        <SignInError error={exchange.error} />
        <PasswordSignInForm onSignedIn={() => finish(redirect)} />
        {options?.qr && (
          <>
            <div className="flex items-center gap-3 text-xs text-muted-foreground">
              <span className="h-px flex-1 bg-border" />
              {t('signIn.or')}
              <span className="h-px flex-1 bg-border" />
            </div>
            <WorkplaceQrPanel
              authorizeUrl={options.qr.authorize_url}
              clientId={options.qr.client_id}
              redirectUri={redirectUri}
              redirect={redirect}
            />
          </>
        )}
      </div>
    </AuthLayout>
  );
}
