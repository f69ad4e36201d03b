import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { RouteName } from '@/lib/router/route-names';
import { titleKeyOf } from '@/lib/router/route-names';
import { focusHeadingOnArrival } from '@/lib/a11y/page-heading-focus';
import { moduleLogin, moduleStart } from '@/lib/router/modules';
import { safeRedirectPath } from '@/lib/router/safe-redirect';
import { SkipLink } from '@/components/app-shell/skip-link';
import { useTitleAndIcon } from '@/components/app-shell/use-title-and-icon';
import { PasswordSignInScreen } from '@/screens/auth/password-sign-in-screen';
import { SelectRoleScreen } from '@/screens/auth/select-role-screen';
import { SignInScreen } from '@/screens/auth/sign-in-screen';
import { redirectSearch, signInSearch } from '@/screens/auth/sign-in-search';
import type { Leave } from './start-sign-in-page.tsx';
import { useAppConfig } from './use-app-config.ts';

const searchOf = () => Object.fromEntries(new URLSearchParams(window.location.search));

interface ScreenProps {
  appTitle: string;
  /** After signing in or choosing a role the app itself loads: a full navigation to the target. */
  leave: Leave;
}

function ModuleSignIn({ module, appTitle, leave }: ScreenProps & { module: 'writer' | 'designer' }) {
  const [search, setSearch] = useState(() => signInSearch(searchOf()));
  const { redirect, code, state } = search;
  const dropOauth = () => {
    const query = redirect ? `?${new URLSearchParams({ redirect })}` : '';
    window.history.replaceState(null, '', `${moduleLogin(module)}${query}`);
    setSearch(signInSearch(searchOf()));
  };
  return (
    <SignInScreen
      module={module}
      appTitle={appTitle}
      redirect={redirect}
      oauth={code ? { code, state } : undefined}
      onOauthConsumed={dropOauth}
      onSignedIn={leave}
    />
  );
}

function Screen({ route, appTitle, leave }: ScreenProps & { route: RouteName }) {
  if (route === 'loginDesigner') return <ModuleSignIn module="designer" appTitle={appTitle} leave={leave} />;
  if (route === 'loginWriter') return <ModuleSignIn module="writer" appTitle={appTitle} leave={leave} />;
  const { redirect } = redirectSearch(searchOf());
  if (route === 'BuloginPwdbulogin')
    return <PasswordSignInScreen appTitle={appTitle} redirect={redirect} onSignedIn={leave} />;
  return (
    <SelectRoleScreen
      appTitle={appTitle}
      onSelected={(role) =>
        leave(safeRedirectPath(redirect, window.location.origin) ?? moduleStart(role.module))
      }
    />
  );
}

/** The sign-in page (sign-in.html): the screen `route` names inside the frame the app's root would give it. */
export function SignInPage({ route, leave }: { route: RouteName; leave: Leave }) {
  const { t } = useTranslation('shell');
  // The app then starts on its heading, as after a step inside it.
  const continueTo = (href: string) => {
    focusHeadingOnArrival();
    leave(href);
  };
  const config = useAppConfig();
  useTitleAndIcon({ titleKey: titleKeyOf(route), pathname: window.location.pathname, config });
  return (
    <>
      <SkipLink />
      <Screen route={route} appTitle={config?.title || t('brand.name')} leave={continueTo} />
    </>
  );
}
