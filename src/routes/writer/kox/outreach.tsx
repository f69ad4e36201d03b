import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { KoxOutreachScreen } from '@/screens/kox/outreach/kox-outreach-screen';

/** `?project=` names the project; a new one starts the screen afresh. */
export const Route = createFileRoute('/writer/kox/outreach')({
  staticData: routeMeta('koxOutreach'),
  validateSearch: textSearch({ project: 64 }),
  component: function KoxOutreachRoute() {
    const { project = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <KoxOutreachScreen
        key={project}
        projectId={project}
        onProject={(next) => void navigate({ search: { project: next } })}
      />
    );
  },
});
