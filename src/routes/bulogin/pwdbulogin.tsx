import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { PasswordSignInScreen } from '@/screens/auth/password-sign-in-screen';

const searchSchema = textSearch({ redirect: 2000 });

export const Route = createFileRoute('/bulogin/pwdbulogin')({
  staticData: routeMeta('BuloginPwdbulogin'),
  validateSearch: searchSchema,
  component: PasswordSignIn,
});

function PasswordSignIn() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <PasswordSignInScreen
      redirect={redirect}
      onSignedIn={(target) => void navigate({ href: target, replace: true })}
    />
  );
}
