import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { formatDateTime } from '@/lib/format';
import { auditQuery, type AuditEntry } from './member-queries.ts';
import '@/lib/i18n/namespaces/teammanage';

const col = tableColumns<AuditEntry>();
const MAX_VALUE_CHARS = 120;

/** A recorded before or after value as one short line of text. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

function auditColumns(t: TFunction) {
  return [
    col.accessor('created_at', {
      id: 'when',
      header: () => t('audit.columns.when'),
      cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
    }),
    col.accessor((e) => e.actor.name, { id: 'who', header: () => t('audit.columns.who') }),
    col.accessor('action', {
      id: 'what',
      header: () => t('audit.columns.what'),
      cell: ({ getValue }) => t(`audit.actions.${getValue()}`, { defaultValue: getValue() }),
    }),
    col.accessor('target_label', { id: 'target', header: () => t('audit.columns.target') }),
    col.display({
      id: 'change',
      header: () => t('audit.columns.change'),
      cell: ({ row }) => (
        <span className="block max-w-80 font-mono text-xs break-all">
          {describeValue(row.original.before)} → {describeValue(row.original.after)}
        </span>
      ),
    }),
  ];
}

/** The team's audit log, newest first; the search finds an actor by name. */
export function AuditLogTable() {
  const { t } = useTranslation('teammanage');
  const list = usePagedList<'created'>('created');
  const { keyword, page, page_size } = list.input;
  const query = useQuery(auditQuery({ ...(keyword ? { actor: keyword } : {}), page, page_size }));
  const columns = useMemo(() => auditColumns(t), [t]);
  return (
    <DataTable
      label={t('audit.title')}
      columns={columns}
      query={query}
      list={list}
      getRowId={(e) => e.id}
      searchPlaceholder={t('audit.search')}
      empty={<p className="text-sm text-muted-foreground">{t('audit.empty')}</p>}
    />
  );
}
