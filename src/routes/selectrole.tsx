import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { moduleStart } from '@/lib/router/modules';
import { routeMeta } from '@/lib/router/route-meta';
import { safeRedirectPath } from '@/lib/router/safe-redirect';
import { useAppTitle } from '@/components/app-shell/use-app-title';
import { SelectRoleScreen } from '@/screens/auth/select-role-screen';
import { redirectSearch } from '@/screens/auth/sign-in-search';

export const Route = createFileRoute('/selectrole')({
  staticData: routeMeta('selectRole'),
  validateSearch: redirectSearch,
  component: SelectRole,
});

function SelectRole() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const appTitle = useAppTitle();
  return (
    <SelectRoleScreen
      appTitle={appTitle}
      onSelected={(role) =>
        void navigate({
          href: safeRedirectPath(redirect, window.location.origin) ?? moduleStart(role.module),
          replace: true,
        })
      }
    />
  );
}
