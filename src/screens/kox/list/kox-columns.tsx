import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { useLanguage } from '@/lib/i18n';
import type { CreatorListRow as CreatorRow, KoxScope } from '../api/kox-queries.ts';
import { CreatorAvatar } from '../shared/creator-avatar.tsx';
import { formatCount, formatKnown, formatRate, formatUsd } from '../shared/kox-format.ts';
import { OriginBadge } from '../shared/origin-badge.tsx';
import '@/lib/i18n/namespaces/kox';

const col = tableColumns<CreatorRow>();

/** Column id → the list endpoints' sort key (the header that sorts by it). */
export const SORTABLE_COLUMNS = {
  followers: 'followers',
  avg_views: 'avg_views',
  engagement_rate: 'engagement_rate',
  price: 'price_per_video',
} as const;

/**
 * The creator table's columns. The public list labels the rows the team database holds, the team list shows
 * the team's tags; `onOpen` opens a creator inside the artifact panel, without it the name links to the detail
 * page.
 */
export function useCreatorColumns(
  scope: KoxScope,
  onOpen?: (creatorId: string) => void,
): DataTableColumn<CreatorRow>[] {
  const markSaved = scope === 'public';
  const { t } = useTranslation('kox');
  const { language } = useLanguage();
  return useMemo(
    () => [
      col.display({
        id: 'creator',
        header: t('column.creator'),
        cell: ({ row }) => {
          const c = row.original;
          const name = onOpen ? (
            <button
              type="button"
              className="text-left font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => onOpen(c.creator_id)}
            >
              {c.nickname}
            </button>
          ) : (
            <Link
              to="/writer/kox/detail"
              search={{ id: c.creator_id }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {c.nickname}
            </Link>
          );
          return (
            <div className="flex min-w-48 items-center gap-2">
              <CreatorAvatar name={c.nickname} />
              <div className="flex min-w-0 flex-col">
                <span className="flex flex-wrap items-center gap-1.5">
                  {name}
                  <OriginBadge creator={c} />
                  {markSaved && c.saved ? (
                    <span className="text-xs text-muted-foreground">{t('inTeamShort')}</span>
                  ) : null}
                </span>
                <span className="truncate text-xs text-muted-foreground">@{c.handle}</span>
              </div>
            </div>
          );
        },
      }),
      col.accessor('platform', {
        id: 'platform',
        header: t('column.platform'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{t(`platform.${getValue<CreatorRow['platform']>()}`)}</span>
        ),
      }),
      col.accessor('country', {
        id: 'country',
        header: t('column.country'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">
            {formatKnown(getValue<CreatorRow['country']>(), (country) => t(`country.${country}`))}
          </span>
        ),
      }),
      col.accessor('language', {
        id: 'language',
        header: t('column.language'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">
            {formatKnown(getValue<CreatorRow['language']>(), (lang) => t(`language.${lang}`))}
          </span>
        ),
      }),
      col.accessor('followers', {
        id: 'followers',
        header: t('column.followers'),
        cell: ({ getValue }) => (
          <Num>{formatKnown(getValue<number | null>(), (n) => formatCount(n, language))}</Num>
        ),
      }),
      col.accessor('avg_views', {
        id: 'avg_views',
        header: t('column.avgViews'),
        cell: ({ getValue }) => (
          <Num>{formatKnown(getValue<number | null>(), (n) => formatCount(n, language))}</Num>
        ),
      }),
      col.accessor('engagement_rate', {
        id: 'engagement_rate',
        header: t('column.engagementRate'),
        cell: ({ getValue }) => <Num>{formatKnown(getValue<number | null>(), formatRate)}</Num>,
      }),
      col.accessor('price_per_video_usd', {
        id: 'price',
        header: t('column.price'),
        // The team's own price when it set one: the one the team list filters and sorts on.
        cell: ({ row }) => (
          <Num>{formatKnown(videoPriceOf(row.original), (n) => formatUsd(n, language))}</Num>
        ),
      }),
      col.accessor('email', {
        id: 'email',
        header: t('column.email'),
        cell: ({ getValue }) =>
          getValue<string | null>() ? (
            <span className="inline-flex items-center gap-1 text-success">
              <Check aria-hidden className="size-4" />
              {t('yes')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Minus aria-hidden className="size-4" />
              {t('no')}
            </span>
          ),
      }),
      col.accessor('topics', {
        id: 'topics',
        header: t('column.topics'),
        cell: ({ getValue }) => (
          <span className="line-clamp-2 min-w-32 text-xs text-muted-foreground">
            {getValue<CreatorRow['topics']>()
              .map((topic) => t(`topic.${topic}`))
              .join(' · ')}
          </span>
        ),
      }),
      ...(scope === 'team'
        ? [
            col.display({
              id: 'tags',
              header: t('column.tags'),
              cell: ({ row }) => <TeamTags tags={'team' in row.original ? row.original.team.tags : []} />,
            }),
          ]
        : []),
    ],
    [t, language, markSaved, scope, onOpen],
  );
}

function videoPriceOf(c: CreatorRow): number | null {
  const team = 'team' in c ? c.team.price_per_video_usd : null;
  return team === null ? c.price_per_video_usd : Number(team);
}

function TeamTags({ tags }: { tags: string[] }) {
  if (!tags.length) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex min-w-24 flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag} className="rounded bg-muted px-1.5 py-0.5 text-xs whitespace-nowrap">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function Num({ children }: { children: string }) {
  return <span className="whitespace-nowrap tabular-nums">{children}</span>;
}
