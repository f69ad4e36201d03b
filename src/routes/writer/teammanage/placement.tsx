import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { PlacementScreen } from '@/screens/org';

/** `?project_id=` opens the list filtered to it (a new one starts the screen afresh). */
export const Route = createFileRoute('/writer/teammanage/placement')({
  staticData: routeMeta('teammanagePlacement'),
  validateSearch: textSearch({ project_id: 64 }),
  component: function PlacementScreenRoute() {
    const { project_id } = Route.useSearch();
    return <PlacementScreen key={project_id ?? ''} scope="team" projectId={project_id} />;
  },
});
