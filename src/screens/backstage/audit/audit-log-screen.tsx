import { useId, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { callApi, type ApiOutput } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { BackstagePage } from '../shared/backstage-page.tsx';
import { backstageKeys } from '../shared/query-keys.ts';
import { AuditChange } from './audit-change.tsx';
import '@/lib/i18n/namespaces/backstage';

type AuditEntry = ApiOutput<'audit.all'>['list'][number];

/** The action prefixes the filter offers; the server matches an action's beginning. */
const ACTION_FILTERS = ['team.', 'member.', 'client.', 'project.', 'placement.', 'group.', 'user.'] as const;

const col = tableColumns<AuditEntry>();

function auditColumns(t: TFunction) {
  return [
    col.accessor('created_at', {
      header: t('audit.col.when'),
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(getValue())}</span>
      ),
    }),
    col.accessor('actor', {
      header: t('audit.col.who'),
      cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue().name}</span>,
    }),
    col.accessor('team_name', {
      header: t('audit.col.team'),
      cell: ({ getValue }) =>
        getValue() ?? <span className="text-muted-foreground">{t('audit.studio')}</span>,
    }),
    col.accessor('action', {
      header: t('audit.col.action'),
      cell: ({ getValue }) => (
        <span className="whitespace-nowrap" title={getValue()}>
          {t(`audit.action.${getValue()}`, { defaultValue: getValue() })}
        </span>
      ),
    }),
    col.accessor('target_label', {
      header: t('audit.col.target'),
      cell: ({ getValue }) => (
        <span className="block max-w-[14rem] min-w-[8rem] [overflow-wrap:anywhere]">{getValue()}</span>
      ),
    }),
    col.display({
      id: 'change',
      header: t('audit.col.change'),
      cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
    }),
  ];
}

/** Every administrative change in the studio, newest first (system administrators). */
export function AuditLogScreen({ inPanel = false }: { inPanel?: boolean }) {
  return (
    <BackstagePage section="audit" inPanel={inPanel}>
      <AuditTable />
    </BackstagePage>
  );
}

function AuditTable() {
  const { t } = useTranslation('backstage');
  const selectId = useId();
  // The search box looks for the actor; the log is newest first and takes no sort.
  const list = usePagedList<'newest'>('newest');
  const [action, setAction] = useState('');
  const input = {
    ...(list.input.keyword ? { actor: list.input.keyword } : {}),
    ...(action ? { action } : {}),
    page: list.page,
    page_size: list.pageSize,
  };
  const query = useQuery({
    queryKey: [...backstageKeys.audit, input],
    queryFn: () => callApi('audit.all', input),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => auditColumns(t), [t]);

  return (
    <DataTable
      label={t('audit.title')}
      columns={columns}
      query={query}
      list={list}
      getRowId={(entry) => entry.id}
      searchPlaceholder={t('audit.search')}
      actions={
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-muted-foreground">
            {t('audit.filter')}
          </label>
          <select
            id={selectId}
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              list.setPage(1);
            }}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <option value="">{t('audit.allActions')}</option>
            {ACTION_FILTERS.map((prefix) => (
              <option key={prefix} value={prefix}>
                {t(`audit.kind.${prefix.slice(0, -1)}`)}
              </option>
            ))}
          </select>
        </div>
      }
      empty={
        <p className="text-sm text-muted-foreground">{action ? t('audit.noneOfKind') : t('audit.empty')}</p>
      }
    />
  );
}
