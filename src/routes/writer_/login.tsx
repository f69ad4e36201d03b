import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { useAppTitle } from '@/components/app-shell/use-app-title';
import { SignInScreen } from '@/screens/auth/sign-in-screen';
import { signInSearch } from '@/screens/auth/sign-in-search';

export const Route = createFileRoute('/writer_/login')({
  staticData: routeMeta('loginWriter'),
  validateSearch: signInSearch,
  component: WriterSignIn,
});

function WriterSignIn() {
  const { redirect, code, state } = Route.useSearch();
  const navigate = useNavigate();
  const appTitle = useAppTitle();
  return (
    <SignInScreen
      appTitle={appTitle}
      module="writer"
      redirect={redirect}
      oauth={code ? { code, state } : undefined}
      onOauthConsumed={() => void navigate({ to: '/writer/login', search: { redirect }, replace: true })}
      onSignedIn={(target) => void navigate({ href: target, replace: true })}
    />
  );
}
