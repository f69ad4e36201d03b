import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { textSearch } from '@/lib/router/search-schema';
import { KoxTemplatesScreen } from '@/screens/kox/templates/kox-templates-screen';

/** `?template=` opens a template in the editor (`new` for a new one); without it, the team's templates. */
export const Route = createFileRoute('/writer/kox/templates')({
  staticData: routeMeta('koxTemplates'),
  validateSearch: textSearch({ template: 64 }),
  component: function KoxTemplatesRoute() {
    const { template = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <KoxTemplatesScreen
        templateId={template}
        onTemplate={(next) => void navigate({ search: next ? { template: next } : {} })}
      />
    );
  },
});
