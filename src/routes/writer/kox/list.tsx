import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { routeMeta } from '@/lib/router/route-meta';
import { KoxListScreen } from '@/screens/kox/list/kox-list-screen';
import {
  paramsKey,
  readImport,
  readListParams,
  readScope,
  IMPORT_CREATORS,
  type KoxListParams,
  type KoxListView,
} from '@/screens/kox/list/list-address';

const NO_PARAMS: KoxListParams = {};

/**
 * `?scope=team` shows the team database, `?scope=storage` the storage by link (the public database is the default); the filters, search and sort live in
 * the address too (`?platform=youtube,tiktok&followers=100k-1m&topics=running`), so a list can be shared,
 * reloaded and walked back. `?scope=team&import=creators` opens the team database's import dialog.
 */
export const Route = createFileRoute('/writer/kox/list')({
  staticData: routeMeta('koxList'),
  validateSearch: (
    search: Record<string, unknown>,
  ): KoxListParams & { scope?: KoxListView; import?: typeof IMPORT_CREATORS } => {
    const scope = readScope(search.scope);
    return {
      ...readListParams(search),
      ...(scope ? { scope } : {}),
      ...(readImport(search.import) ? { import: IMPORT_CREATORS } : {}),
    };
  },
  component: function KoxListRoute() {
    const { scope = 'public', import: importing, ...params } = Route.useSearch();
    const navigate = Route.useNavigate();
    const scopeSearch: KoxListParams = scope === 'public' ? {} : { scope };
    // The list's own changes come back as the address it wrote; any other address (back, a link) starts it afresh.
    const [written, setWritten] = useState(() => paramsKey(params));
    const [generation, setGeneration] = useState(0);
    const arrived = paramsKey(params);
    if (arrived !== written) {
      setWritten(arrived);
      setGeneration((g) => g + 1);
    }
    return (
      <KoxListScreen
        key={generation}
        scope={scope}
        initial={params}
        onScope={(next) => void navigate({ search: next === 'public' ? NO_PARAMS : { scope: next } })}
        onParamsChange={(next) => {
          setWritten(paramsKey(next));
          void navigate({ search: { ...scopeSearch, ...next }, replace: true });
        }}
        startImporting={importing !== undefined}
        onImportClosed={() => void navigate({ search: { ...scopeSearch, ...params }, replace: true })}
      />
    );
  },
});
