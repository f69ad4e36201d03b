import { useMemo } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { EDITABLE_STATUSES } from '@/lib/kox-outreach-values';
import { formatDateTime } from '@/lib/format';
import { SampleBadge } from '../shared/sample-badge.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { missingText } from './missing-text.ts';
import type { OutreachEmail } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

const col = tableColumns<OutreachEmail>();
const editable: ReadonlySet<string> = new Set(EDITABLE_STATUSES);

export const canEditEmail = (e: OutreachEmail) => editable.has(e.status);

/** The e-mail table's columns; writers get an edit button on the e-mails not yet sent. */
export function useEmailColumns(
  onEdit: ((email: OutreachEmail) => void) | null,
): DataTableColumn<OutreachEmail>[] {
  const { t } = useTranslation('koxOutreachUi');
  return useMemo(
    () => [
      col.display({
        id: 'creator',
        header: t('table.creator'),
        cell: ({ row }) => (
          <span className="flex min-w-32 flex-wrap items-center gap-1.5">
            <span className="font-medium">{row.original.creator_name ?? t('table.hidden')}</span>
            {row.original.sample ? <SampleBadge /> : null}
            {row.original.kind === 'follow_up' ? (
              <span className="text-xs text-muted-foreground">{t('table.followUp')}</span>
            ) : null}
          </span>
        ),
      }),
      col.display({
        id: 'to',
        header: t('table.to'),
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.to}</span>,
      }),
      col.display({
        id: 'subject',
        header: t('table.subject'),
        cell: ({ row }) => (
          <span className="line-clamp-2 min-w-40">
            {row.original.subject || <span className="text-muted-foreground">{t('table.noSubject')}</span>}
          </span>
        ),
      }),
      col.display({
        id: 'status',
        header: t('table.status'),
        cell: ({ row }) => <EmailStatusBadge status={row.original.status} />,
      }),
      col.display({
        id: 'time',
        header: t('table.time'),
        cell: ({ row }) => {
          const e = row.original;
          const text = e.sent_at
            ? t('table.sentAt', { at: formatDateTime(e.sent_at) })
            : e.scheduled_at
              ? t('table.scheduledAt', { at: formatDateTime(e.scheduled_at) })
              : '';
          return <span className="whitespace-nowrap">{text}</span>;
        },
      }),
      col.display({
        id: 'reason',
        header: t('table.reason'),
        cell: ({ row }) => {
          const e = row.original;
          const text =
            e.missing.length > 0
              ? t('table.missing', { list: e.missing.map((k) => missingText(t, k)).join(', ') })
              : (e.reason ?? '');
          return <span className="line-clamp-3 min-w-40 break-words text-muted-foreground">{text}</span>;
        },
      }),
      ...(onEdit
        ? [
            col.display({
              id: 'edit',
              header: t('table.edit'),
              cell: ({ row }) =>
                canEditEmail(row.original) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('table.editOf', { name: row.original.creator_name ?? row.original.to })}
                    onClick={() => onEdit(row.original)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                ) : null,
            }),
          ]
        : []),
    ],
    [t, onEdit],
  );
}
