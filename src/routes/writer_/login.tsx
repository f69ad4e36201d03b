import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { SignInScreen } from '@/screens/auth/sign-in-screen';

const searchSchema = textSearch({ redirect: 2000, code: 512, state: 256 });

export const Route = createFileRoute('/writer_/login')({
  staticData: routeMeta('loginWriter'),
  validateSearch: searchSchema,
  component: WriterSignIn,
});

function WriterSignIn() {
  const { redirect, code, state } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SignInScreen
      module="writer"
      redirect={redirect}
      oauth={code ? { code, state } : undefined}
      onOauthConsumed={() => void navigate({ to: '/writer/login', search: { redirect }, replace: true })}
      onSignedIn={(target) => void navigate({ href: target, replace: true })}
    />
  );
}
