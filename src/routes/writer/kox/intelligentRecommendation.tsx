import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { KoxRecommendScreen } from '@/screens/kox/recommend/kox-recommend-screen';

/** `?session=` opens a recommendation session (the list, a link, a reload); without it, the form for a new one. */
export const Route = createFileRoute('/writer/kox/intelligentRecommendation')({
  staticData: routeMeta('koxIntelligentRecommendation'),
  validateSearch: textSearch({ session: 64 }),
  component: function KoxRecommendRoute() {
    const { session = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <KoxRecommendScreen
        sessionId={session}
        onSession={(next) => void navigate({ search: next ? { session: next } : {} })}
      />
    );
  },
});
