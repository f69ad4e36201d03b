import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { formatDateTime } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { SampleBadge } from '../shared/sample-badge.tsx';
import { UNKNOWN_FIGURE } from '../shared/kox-format.ts';
import type { StorageRow } from './storage-queries.ts';
import { StorageStateBadge } from './storage-state-badge.tsx';
import '@/lib/i18n/namespaces/koxStorage';

const col = tableColumns<StorageRow>();

/** The link without its scheme and "www.": the part that tells profiles apart. */
const shortLink = (link: string) => link.replace(/^https?:\/\/(www\.)?/i, '');

export interface StorageActions {
  canWrite: boolean;
  /** The storage being queued again, if any: its button waits. */
  retrying: string | null;
  onRetry(recordId: string): void;
  onMonitor(creatorId: string, monitoring: boolean): void;
  onOpenCreator: ((creatorId: string) => void) | undefined;
}

/**
 * A storage: its link (which names the platform), state (and why it failed), the creator it became, the weekly
 * refresh, retry. The state comes right after the link so a phone shows it without scrolling sideways.
 */
export function useStorageColumns(actions: StorageActions): DataTableColumn<StorageRow>[] {
  const { t } = useTranslation('koxStorage');
  const { canWrite, retrying, onRetry, onMonitor, onOpenCreator } = actions;
  return useMemo(
    () => [
      col.display({
        id: 'link',
        header: t('column.link'),
        cell: ({ row }) => (
          <a
            href={row.original.link}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={row.original.link}
            title={row.original.link}
            className="block min-w-32 max-w-64 break-all text-primary underline-offset-4 hover:underline"
          >
            {shortLink(row.original.link)}
          </a>
        ),
      }),
      col.display({
        id: 'state',
        header: t('column.state'),
        cell: ({ row }) => (
          <div className="flex min-w-36 flex-col items-start gap-1">
            <StorageStateBadge state={row.original.state} />
            {row.original.failure_reason ? (
              <span className="text-xs text-destructive">{t(`reason.${row.original.failure_reason}`)}</span>
            ) : null}
          </div>
        ),
      }),
      col.display({
        id: 'creator',
        header: t('column.creator'),
        cell: ({ row }) => {
          const { creator_id: creatorId, sample } = row.original;
          if (!creatorId) return <span className="text-muted-foreground">{UNKNOWN_FIGURE}</span>;
          const label = sample ? t('sampleCreator') : t('collectedCreator');
          const open = onOpenCreator ? (
            <button
              type="button"
              className="text-left text-primary underline-offset-4 hover:underline"
              onClick={() => onOpenCreator(creatorId)}
            >
              {t('openCreator')}
            </button>
          ) : (
            <Link
              to="/writer/kox/detail"
              search={{ id: creatorId }}
              className="text-primary underline-offset-4 hover:underline"
            >
              {t('openCreator')}
            </Link>
          );
          return (
            <div className="flex min-w-32 flex-col items-start gap-1">
              {open}
              {sample ? <SampleBadge /> : <span className="text-xs text-muted-foreground">{label}</span>}
            </div>
          );
        },
      }),
      col.display({
        id: 'monitoring',
        header: t('column.monitoring'),
        cell: ({ row }) => {
          const { creator_id: creatorId, monitoring, link } = row.original;
          if (!creatorId || monitoring === null)
            return <span className="text-muted-foreground">{UNKNOWN_FIGURE}</span>;
          return (
            <input
              type="checkbox"
              role="switch"
              className="size-4 accent-primary"
              checked={monitoring}
              disabled={!canWrite}
              aria-label={t('monitoringOn', { link })}
              onChange={(e) => onMonitor(creatorId, e.target.checked)}
            />
          );
        },
      }),
      col.display({
        id: 'stored',
        header: t('column.stored'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.original.created_at)}</span>
        ),
      }),
      col.display({
        id: 'actions',
        header: '',
        cell: ({ row }) =>
          canWrite && row.original.state === 'failed' ? (
            <Button
              variant="outline"
              size="sm"
              disabled={retrying === row.original.record_id}
              onClick={() => onRetry(row.original.record_id)}
              aria-label={`${t('retry')} ${row.original.link}`}
            >
              <RotateCw aria-hidden />
              {t('retry')}
            </Button>
          ) : null,
      }),
    ],
    [t, canWrite, retrying, onRetry, onMonitor, onOpenCreator],
  );
}
