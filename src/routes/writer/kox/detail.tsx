import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { KoxDetailScreen } from '@/screens/kox/detail/kox-detail-screen';

/** `?id=` names the creator (public id); a new one starts the screen afresh. */
export const Route = createFileRoute('/writer/kox/detail')({
  staticData: routeMeta('koxDetail'),
  validateSearch: textSearch({ id: 64 }),
  component: function KoxDetailRoute() {
    const { id = '' } = Route.useSearch();
    return <KoxDetailScreen key={id} creatorId={id} />;
  },
});
