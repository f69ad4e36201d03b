import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { SignInScreen } from '@/screens/auth/sign-in-screen';

const searchSchema = textSearch({ redirect: 2000, code: 512, state: 256 });

export const Route = createFileRoute('/designer/login')({
  staticData: routeMeta('loginDesigner'),
  validateSearch: searchSchema,
  component: DesignerSignIn,
});

function DesignerSignIn() {
  const { redirect, code, state } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInScreen
      module="designer"
      redirect={redirect}
      oauth={code ? { code, state } : undefined}
      onOauthConsumed={() => void navigate({ to: '/designer/login', search: { redirect }, replace: true })}
      onSignedIn={(target) => void navigate({ href: target, replace: true })}
    />
  );
}
