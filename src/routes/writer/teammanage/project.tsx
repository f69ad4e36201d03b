import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { ProjectScreen } from '@/screens/org';

/** `?client_id=` opens the list filtered to it (a new one starts the screen afresh). */
export const Route = createFileRoute('/writer/teammanage/project')({
  staticData: routeMeta('teammanageProject'),
  validateSearch: textSearch({ client_id: 64 }),
  component: function ProjectScreenRoute() {
    const { client_id } = Route.useSearch();
    return <ProjectScreen key={client_id ?? ''} scope="team" clientId={client_id} />;
  },
});
