import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { useAppTitle } from '@/components/app-shell/use-app-title';
import { PasswordSignInScreen } from '@/screens/auth/password-sign-in-screen';
import { redirectSearch } from '@/screens/auth/sign-in-search';

export const Route = createFileRoute('/bulogin/pwdbulogin')({
  staticData: routeMeta('BuloginPwdbulogin'),
  validateSearch: redirectSearch,
  component: PasswordSignIn,
});

function PasswordSignIn() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const appTitle = useAppTitle();
  return (
    <PasswordSignInScreen
      appTitle={appTitle}
      redirect={redirect}
      onSignedIn={(target) => void navigate({ href: target, replace: true })}
    />
  );
}
