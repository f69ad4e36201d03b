import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { KoxContentDetailScreen } from '@/screens/kox/content/kox-content-detail-screen';

/** `?id=` names the content record; a new one starts the screen afresh. */
export const Route = createFileRoute('/writer/kox/contentDetail')({
  staticData: routeMeta('koxContentDetail'),
  validateSearch: textSearch({ id: 64 }),
  component: function KoxContentDetailRoute() {
    const { id = '' } = Route.useSearch();
    return <KoxContentDetailScreen key={id} contentId={id} />;
  },
});
