import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { requiredParamText } from '@/lib/router/search-schema';

export const Route = createFileRoute('/writer/apps/configuration/$app_doi')({
  staticData: routeMeta('appConfiguration'),
  params: {
    parse: (raw) => ({ app_doi: requiredParamText(raw.app_doi, 200, 'app_doi') }),
    stringify: (params) => params,
  },
});
