import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { moduleStart } from '@/lib/router/modules';
import { routeMeta } from '@/lib/router/route-meta';
import { safeRedirectPath } from '@/lib/router/safe-redirect';
import { textSearch } from '@/lib/router/search-schema';
import { SelectRoleScreen } from '@/screens/auth/select-role-screen';

const searchSchema = textSearch({ redirect: 2000 });

export const Route = createFileRoute('/selectrole')({
  staticData: routeMeta('selectRole'),
  validateSearch: searchSchema,
  component: SelectRole,
});

function SelectRole() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <SelectRoleScreen
      onSelected={(role) =>
        void navigate({
          href: safeRedirectPath(redirect, window.location.origin) ?? moduleStart(role.module),
          replace: true,
        })
      }
    />
  );
}
