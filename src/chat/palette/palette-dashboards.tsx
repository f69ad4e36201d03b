import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CommandGroup } from 'cmdk';
import { LayoutDashboard, Megaphone } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi } from '@/lib/api/client';
import { reportPath } from '@/lib/report-path';
import { PaletteItem } from './palette-item.tsx';
import '@/lib/i18n/namespaces/dashboard';
import '@/lib/i18n/namespaces/dashboards';
import '@/lib/i18n/namespaces/palette';

const RECENT_DASHBOARDS = 8;
const MATCHING_DASHBOARDS = 20;

/**
 * ⌘K → a dashboard, social or ad (marked as such), opened on the report page: the most recently updated ones,
 * or, once something is typed, those of the team whose name contains it.
 */
export function PaletteDashboards({
  open,
  keyword = '',
  groupClassName,
  onOpen,
}: {
  open: boolean;
  /** What is typed in the palette, already debounced and trimmed. */
  keyword?: string;
  groupClassName: string;
  onOpen(path: string): void;
}) {
  const { t } = useTranslation(['palette', 'dashboards']);
  const dashboards = useQuery({
    queryKey: ['palette', 'dashboards', keyword],
    queryFn: ({ signal }) =>
      callApi(
        'dashboard.list',
        keyword
          ? { keyword, sort: 'updated', page: 1, page_size: MATCHING_DASHBOARDS }
          : { sort: 'updated', page: 1, page_size: RECENT_DASHBOARDS },
        { signal, silent: true },
      ),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const list = dashboards.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <CommandGroup heading={t('palette:groups.dashboards')} className={groupClassName}>
      {list.map((d) => (
        <PaletteItem
          key={d.dashboard_id}
          value={`dashboard:${d.dashboard_id}`}
          keywords={[d.name, 'dashboard', '看板', ...(d.app_type === 'AD' ? ['ad', 'ads', '广告'] : [])]}
          icon={d.app_type === 'AD' ? Megaphone : LayoutDashboard}
          hint={
            d.app_type === 'AD'
              ? `${t('palette:adDashboard')} · ${t(`dashboards:status.${d.status}`)}`
              : t(`dashboards:status.${d.status}`)
          }
          onSelect={() => onOpen(reportPath({ dashboard_id: d.dashboard_id }))}
        >
          {d.name}
        </PaletteItem>
      ))}
    </CommandGroup>
  );
}
