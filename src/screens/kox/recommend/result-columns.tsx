import { useMemo } from 'react';
import { Users } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { formatCount, formatRate } from '../shared/kox-format.ts';
import type { RecommendedCreator } from './recommend-queries.ts';
import { ReasonList } from './reason-list.tsx';
import { FitScore, RecommendedCreatorCell } from './recommended-creator-cell.tsx';
import '@/lib/i18n/namespaces/kox';
import '@/lib/i18n/namespaces/koxRecommend';

const col = tableColumns<RecommendedCreator>();

/** The ranked table's columns: rank, creator, fit, reasons, two figures, and "Similar" for any row. */
export function useResultColumns(
  rankOf: (creatorId: string) => number,
  onSimilar: (row: RecommendedCreator) => void,
): DataTableColumn<RecommendedCreator>[] {
  const { t } = useTranslation(['koxRecommend', 'kox']);
  const { language } = useLanguage();
  return useMemo(
    () => [
      col.display({
        id: 'rank',
        header: t('results.rank'),
        cell: ({ row }) => (
          <span className="tabular-nums text-muted-foreground">
            {rankOf(row.original.creator.creator_id)}
          </span>
        ),
      }),
      col.display({
        id: 'creator',
        header: t('results.creator'),
        cell: ({ row }) => <RecommendedCreatorCell creator={row.original.creator} />,
      }),
      col.accessor('fit', {
        id: 'fit',
        header: t('results.fit'),
        cell: ({ getValue }) => <FitScore fit={getValue<number>()} />,
      }),
      col.display({
        id: 'reasons',
        header: t('results.reasons'),
        cell: ({ row }) => <ReasonList reasons={row.original.reasons} />,
      }),
      col.display({
        id: 'followers',
        header: t('results.followers'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatCount(row.original.creator.followers, language)}
          </span>
        ),
      }),
      col.display({
        id: 'engagement',
        header: t('results.engagement'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatRate(row.original.creator.engagement_rate)}
          </span>
        ),
      }),
      col.display({
        id: 'similar',
        header: () => <span className="sr-only">{t('results.similar')}</span>,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('results.similarOf', { name: row.original.creator.nickname })}
            onClick={() => onSimilar(row.original)}
          >
            <Users aria-hidden />
            {t('results.similar')}
          </Button>
        ),
      }),
    ],
    [t, language, rankOf, onSimilar],
  );
}
