import { Plus, Search } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { DashboardSort } from '../api/dashboard-queries.ts';
import '@/lib/i18n/namespaces/dashboards';

const SORTS: DashboardSort[] = ['updated', 'created', 'name'];

interface DashboardListToolbarProps {
  keyword: string;
  sort: DashboardSort;
  clientId: string;
  /** The team's clients to filter by; the filter hides when the team has none. */
  clients: readonly { client_id: string; name: string }[];
  onKeywordChange(keyword: string): void;
  onSortChange(sort: DashboardSort): void;
  onClientChange(clientId: string): void;
  onNew(): void;
  /** What the button that opens the builder says. */
  newLabel: string;
}

export function DashboardListToolbar(props: DashboardListToolbarProps) {
  const { t } = useTranslation('dashboards');
  return (
    // Wraps instead of squeezing the search box in the side panel, which is narrow on a wide screen.
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="relative min-w-0 flex-1 sm:min-w-56">
        <label htmlFor="dashboard-search" className="sr-only">
          {t('list.search')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="dashboard-search"
          type="search"
          className="pl-8"
          placeholder={t('list.searchPlaceholder')}
          value={props.keyword}
          onChange={(e) => props.onKeywordChange(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {props.clients.length > 0 ? (
          <div className="flex items-center gap-2">
            <label htmlFor="dashboard-client" className="text-sm whitespace-nowrap text-muted-foreground">
              {t('list.client')}
            </label>
            <select
              id="dashboard-client"
              className="h-9 max-w-40 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={props.clientId}
              onChange={(e) => props.onClientChange(e.target.value)}
            >
              <option value="">{t('list.allClients')}</option>
              {props.clients.map((c) => (
                <option key={c.client_id} value={c.client_id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <label htmlFor="dashboard-sort" className="text-sm whitespace-nowrap text-muted-foreground">
            {t('list.sort')}
          </label>
          <select
            id="dashboard-sort"
            className="h-9 rounded-md border bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            value={props.sort}
            onChange={(e) => props.onSortChange(e.target.value as DashboardSort)}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={props.onNew} className="ml-auto">
          <Plus aria-hidden />
          {props.newLabel}
        </Button>
      </div>
    </div>
  );
}
