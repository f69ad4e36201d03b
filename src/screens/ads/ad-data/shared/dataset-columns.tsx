import { useMemo } from 'react';
import { MoreHorizontal, RefreshCw, Tags } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDateTime, formatFileSize, formatTwoDecimal } from '@/lib/format';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isWorking, type AdDataset } from '../api/ad-data-queries.ts';
import { DatasetCoverage } from './dataset-coverage.tsx';
import { DatasetState } from './dataset-state.tsx';
import { SampleLabel } from './sample-label.tsx';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adSources';

const col = tableColumns<AdDataset>();

export type DatasetAction = 'tags' | 'sync' | 'budget' | 'newVersion' | 'delete' | 'problems';

/**
 * A dataset's row, for accounts and for files: its name (and "Sample data"), state right after it so a phone
 * shows it without scrolling sideways, what its rows cover, then the columns of its kind and the actions.
 */
export function useDatasetColumns(opts: {
  kind: 'account' | 'file';
  canWrite: boolean;
  onAction(action: DatasetAction, dataset: AdDataset): void;
}): DataTableColumn<AdDataset>[] {
  const { t } = useTranslation('adData');
  const { kind, canWrite, onAction } = opts;
  return useMemo(() => {
    /** A file's platform is known once its rows are in; rows of several platforms say so. */
    const platformOf = (d: AdDataset) =>
      d.platform ? t(`adSources:platform.${d.platform}`) : d.row_count > 0 ? t('platformMixed') : null;
    const name = col.display({
      id: 'name',
      header: t('column.name'),
      cell: ({ row }) => {
        const d = row.original;
        return (
          <div className="flex min-w-36 max-w-64 flex-col items-start gap-1">
            <span className="break-words font-medium">{d.name}</span>
            <span className="text-xs text-muted-foreground">
              {[platformOf(d), d.account_id, d.client?.name].filter(Boolean).join(' · ')}
            </span>
            {d.sample ? <SampleLabel /> : null}
          </div>
        );
      },
    });
    const state = col.display({
      id: 'state',
      header: t('column.state'),
      cell: ({ row }) => (
        <DatasetState dataset={row.original} onShowProblems={() => onAction('problems', row.original)} />
      ),
    });
    const coverage = col.display({
      id: 'data',
      header: t('column.data'),
      cell: ({ row }) => <DatasetCoverage dataset={row.original} />,
    });
    const byKind =
      kind === 'account'
        ? [
            col.display({
              id: 'sync',
              header: t('column.sync'),
              cell: ({ row }) => (
                <div className="flex flex-col whitespace-nowrap text-sm">
                  <span>
                    {row.original.last_synced_at ? formatDateTime(row.original.last_synced_at) : t('never')}
                  </span>
                  {row.original.next_sync_at ? (
                    <span className="text-xs text-muted-foreground">
                      {t('nextSync', { time: formatDateTime(row.original.next_sync_at) })}
                    </span>
                  ) : null}
                </div>
              ),
            }),
          ]
        : [
            col.display({
              id: 'file',
              header: t('column.file'),
              cell: ({ row }) => (
                <div className="flex min-w-36 max-w-56 flex-col text-sm">
                  <span className="break-all">{row.original.file?.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {[
                      formatFileSize(row.original.file?.size ?? 0),
                      row.original.file?.format ? t(`format.${row.original.file.format}`) : null,
                      formatDateTime(row.original.updated_at),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
              ),
            }),
          ];
    const budget = col.display({
      id: 'budget',
      header: t('column.budget'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-sm">
          {row.original.monthly_budget_usd === null
            ? '–'
            : `$${formatTwoDecimal(row.original.monthly_budget_usd)}`}
        </span>
      ),
    });
    const actions = col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('column.actions')}</span>,
      cell: ({ row }) => <RowActions dataset={row.original} canWrite={canWrite} onAction={onAction} />,
    });
    return [name, state, coverage, ...byKind, budget, actions];
  }, [t, kind, canWrite, onAction]);
}

function RowActions({
  dataset,
  canWrite,
  onAction,
}: {
  dataset: AdDataset;
  canWrite: boolean;
  onAction(action: DatasetAction, dataset: AdDataset): void;
}) {
  const { t } = useTranslation('adData');
  const working = isWorking(dataset);
  const account = dataset.kind !== 'file';
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('action.tagsOf', { name: dataset.name })}
        onClick={() => onAction('tags', dataset)}
      >
        <Tags aria-hidden />
        {t('action.tags')}
      </Button>
      {canWrite && account ? (
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={working}
          aria-label={t('action.syncOf', { name: dataset.name })}
          title={dataset.state === 'failed' ? t('action.retry') : t('action.sync')}
          onClick={() => onAction('sync', dataset)}
        >
          <RefreshCw aria-hidden className={working ? 'animate-spin' : ''} />
        </Button>
      ) : null}
      {canWrite ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={t('action.more', { name: dataset.name })}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onAction('budget', dataset)}>
              {t('action.budget')}
            </DropdownMenuItem>
            {!account ? (
              <DropdownMenuItem disabled={working} onSelect={() => onAction('newVersion', dataset)}>
                {t('action.newVersion')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem className="text-destructive" onSelect={() => onAction('delete', dataset)}>
              {t('action.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
}
