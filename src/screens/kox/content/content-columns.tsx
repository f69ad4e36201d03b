import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { useLanguage } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { formatCount, formatUsd } from '../shared/kox-format.ts';
import type { ContentRow } from './content-queries.ts';
import '@/lib/i18n/namespaces/kox';
import '@/lib/i18n/namespaces/koxImport';

const col = tableColumns<ContentRow>();

/** The team's content: the post (to its detail), price, views, cooperation type, deal, CPM and CPV. */
export function useContentColumns(): DataTableColumn<ContentRow>[] {
  const { t } = useTranslation('koxImport');
  const { language } = useLanguage();
  return useMemo(
    () => [
      col.display({
        id: 'post',
        header: t('content.post'),
        cell: ({ row }) => (
          <Link
            to="/writer/kox/contentDetail"
            search={{ id: row.original.content_id }}
            className="block max-w-72 truncate font-medium text-primary underline-offset-4 hover:underline"
          >
            {row.original.title || row.original.link}
          </Link>
        ),
      }),
      col.display({
        id: 'platform',
        header: t('content.platform'),
        cell: ({ row }) => t(`kox:platform.${row.original.platform}`),
      }),
      col.display({
        id: 'price',
        header: t('columns.price_usd'),
        cell: ({ row }) => formatUsd(row.original.price_usd, language),
      }),
      col.display({
        id: 'views',
        header: t('columns.views'),
        cell: ({ row }) => formatCount(row.original.views, language),
      }),
      col.display({
        id: 'cooperation',
        header: t('columns.cooperation_type'),
        cell: ({ row }) => t(`cooperation.${row.original.cooperation_type}`),
      }),
      col.display({
        id: 'deal',
        header: t('columns.deal'),
        cell: ({ row }) => t(row.original.deal ? 'deal.deal' : 'deal.non_deal'),
      }),
      col.display({
        id: 'cpm',
        header: t('content.cpm'),
        cell: ({ row }) => (row.original.cpm_usd === null ? '—' : formatUsd(row.original.cpm_usd, language)),
      }),
      col.display({
        id: 'added',
        header: t('content.added'),
        cell: ({ row }) => formatDate(row.original.created_at),
      }),
    ],
    [t, language],
  );
}
