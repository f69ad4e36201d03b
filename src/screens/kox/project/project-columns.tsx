import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import type { KoxProject } from './project-queries.ts';
import '@/lib/i18n/namespaces/koxProject';

const col = tableColumns<KoxProject>();

/**
 * The project table's columns. `onOpen` opens a project inside the artifact panel, without it the name links to
 * the detail page; `onDelete` (writers only) asks before deleting.
 */
export function useProjectColumns(
  onOpen: ((projectId: string) => void) | undefined,
  onDelete: ((project: KoxProject) => void) | undefined,
): DataTableColumn<KoxProject>[] {
  const { t } = useTranslation('koxProject');
  return useMemo(() => {
    const columns: DataTableColumn<KoxProject>[] = [
      col.display({
        id: 'name',
        header: t('column.name'),
        cell: ({ row }) => {
          const p = row.original;
          const className = 'text-left font-medium text-primary underline-offset-4 hover:underline';
          return onOpen ? (
            <button type="button" className={className} onClick={() => onOpen(p.project_id)}>
              {p.name}
            </button>
          ) : (
            <Link to="/writer/kox/project" search={{ project: p.project_id }} className={className}>
              {p.name}
            </Link>
          );
        },
      }),
      col.accessor('start_at', {
        id: 'start',
        header: t('column.start'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue<string>())}</span>,
      }),
      col.accessor('creator_count', {
        id: 'creators',
        header: t('column.creators'),
        cell: ({ getValue }) => <span className="tabular-nums">{getValue<number>()}</span>,
      }),
      col.display({
        id: 'client',
        header: t('column.client'),
        cell: ({ row }) => row.original.client?.name ?? t('noClient'),
      }),
      col.accessor('batch_outreach', {
        id: 'outreach',
        header: t('column.outreach'),
        cell: ({ getValue }) => (getValue<boolean>() ? t('yes') : t('no')),
      }),
      col.accessor('created_at', {
        id: 'created',
        header: t('column.created'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(getValue<string>())}</span>
        ),
      }),
    ];
    if (onDelete)
      columns.push(
        col.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('delete.action')}</span>,
          cell: ({ row }) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${t('delete.action')} ${row.original.name}`}
              onClick={() => onDelete(row.original)}
            >
              <Trash2 aria-hidden />
            </Button>
          ),
        }),
      );
    return columns;
  }, [t, onOpen, onDelete]);
}
