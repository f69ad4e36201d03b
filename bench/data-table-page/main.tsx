/**
 * The studio data table with a long page of creator-like rows (`?rows=10000`), for the scroll benchmark in
 * Chromium (bench/data-table-scroll.bench.ts). `@` is whichever source tree the bench builds it against.
 */
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { initI18n } from '@/lib/i18n';
import './page.css';

interface Creator {
  id: string;
  name: string;
  platform: string;
  country: string;
  followers: number;
  engagement: number;
}

const count = Number(new URLSearchParams(location.search).get('rows') ?? 10_000);
const platforms = ['YouTube', 'TikTok', 'Instagram'];
const countries = ['US', 'GB', 'DE', 'JP', 'BR', 'CN'];
const creators: Creator[] = Array.from({ length: count }, (_, i) => ({
  id: `c${i}`,
  name: `Creator ${i + 1} · ${['trail running', 'home cooking', 'tech reviews', 'travel vlogs'][i % 4]}`,
  platform: platforms[i % 3]!,
  country: countries[i % 6]!,
  followers: Math.round(1_000_000 / (1 + (i % 997))),
  engagement: ((i * 37) % 1000) / 100,
}));

const col = tableColumns<Creator>();
const columns = [
  col.accessor('name', { header: 'Creator' }),
  col.accessor('platform', { header: 'Platform' }),
  col.accessor('country', { header: 'Country' }),
  col.accessor('followers', { header: 'Followers', cell: (c) => c.getValue().toLocaleString('en-US') }),
  col.accessor('engagement', { header: 'Engagement', cell: (c) => `${c.getValue().toFixed(2)}%` }),
];

function Creators() {
  const list = usePagedList<'name'>('name', count);
  const query = useQuery({ queryKey: ['creators'], queryFn: () => ({ list: creators, total: count }) });
  return (
    <DataTable
      label="Creators"
      columns={columns}
      query={query}
      list={list}
      getRowId={(c) => c.id}
      rowLabel={(c) => c.name}
      searchPlaceholder="Search creators"
      empty={<p>No creators</p>}
      bulkActions={() => <Button>Add to team database</Button>}
    />
  );
}

localStorage.setItem('locale', 'en');
initI18n();
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={new QueryClient()}>
    <Creators />
  </QueryClientProvider>,
);
