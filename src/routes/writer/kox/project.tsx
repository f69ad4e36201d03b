import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { KoxProjectDetailScreen } from '@/screens/kox/project/kox-project-detail-screen';

/** `?project=` names the project; a new one starts the screen afresh. */
export const Route = createFileRoute('/writer/kox/project')({
  staticData: routeMeta('koxProject'),
  validateSearch: textSearch({ project: 64 }),
  component: function KoxProjectRoute() {
    const { project = '' } = Route.useSearch();
    return <KoxProjectDetailScreen key={project} projectId={project} />;
  },
});
