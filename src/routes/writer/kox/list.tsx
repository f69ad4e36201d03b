import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { definedOnly, optionalSearchChoice } from '@/lib/router/search-schema';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';

const SCOPES = ['public', 'team'] as const;

/** `?scope=team` shows the team database; the public one is the default. */
export const Route = createFileRoute('/writer/kox/list')({
  staticData: routeMeta('koxList'),
  validateSearch: (search: Record<string, unknown>): { scope?: (typeof SCOPES)[number] } =>
    definedOnly({ scope: optionalSearchChoice(search.scope, SCOPES) }),
  component: function KoxListRoute() {
    const { scope = 'public' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <KoxListScreen
        scope={scope}
        onScope={(next) => void navigate({ search: next === 'public' ? {} : { scope: next } })}
      />
    );
  },
});
