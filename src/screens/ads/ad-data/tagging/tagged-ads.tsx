import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { TAG_DIMENSIONS, type TagDimension } from '@/lib/ads/ad-values';
import { callApi } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatTwoDecimal } from '@/lib/format';
import { tableColumns } from '@/components/data-table/features';
import { InfiniteDataTable } from '@/components/data-table/infinite-data-table';
import { useInfiniteList } from '@/components/data-table/use-infinite-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { NativeSelect } from '@/components/form/native-select';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AD_DATA_KEY, taggingQuery, type TaggedAd } from '../api/ad-data-queries.ts';
import { TagEditorDialog, type TagEdit } from './tag-editor-dialog.tsx';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adTags';

const col = tableColumns<TaggedAd>();
type ShownTag = TaggedAd['tags'][TagDimension];

/**
 * A dataset's ads by spend, loaded as the list scrolls (virtualized), each with its product, audience and hook
 * and where each came from; a writer corrects one ad's tag, or the selected ads' at once. While a tagging run is
 * queued or running the list says so and refreshes when it ends.
 */
export function TaggedAds({ datasetId, canWrite }: { datasetId: string; canWrite: boolean }) {
  const { t } = useTranslation('adData');
  const filterId = useId();
  const queryClient = useQueryClient();
  const [untaggedIn, setUntaggedIn] = useState<TagDimension | ''>('');
  const [edit, setEdit] = useState<TagEdit | null>(null);
  const list = useInfiniteList<TaggedAd, 'spend'>({
    queryKey: [...AD_DATA_KEY, 'ads', datasetId, untaggedIn],
    defaultSort: 'spend',
    fetchPage: ({ keyword, page, page_size }, signal) =>
      callApi(
        'adTags.list',
        {
          dataset_id: datasetId,
          ...(keyword ? { keyword } : {}),
          ...(untaggedIn ? { dimension: untaggedIn, untagged: 'true' as const } : {}),
          page,
          page_size,
        },
        { signal, silent: true },
      ),
  });
  // Whether tags are being written: asked again while they are, and the list read again once they are done.
  const tagging = useQuery(taggingQuery(datasetId));
  const retagging = tagging.data === true;
  const wasRetagging = useRef(retagging);
  useEffect(() => {
    if (wasRetagging.current && !retagging)
      void queryClient.invalidateQueries({ queryKey: [...AD_DATA_KEY, 'ads', datasetId] });
    wasRetagging.current = retagging;
  }, [retagging, queryClient, datasetId]);

  const columns = useMemo(
    () => [
      col.display({
        id: 'ad',
        header: t('tags.ad'),
        cell: ({ row }) => <AdCell ad={row.original} />,
      }),
      col.display({
        id: 'spend',
        header: t('tags.spend'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap text-sm">${formatTwoDecimal(row.original.spend_usd)}</span>
        ),
      }),
      ...TAG_DIMENSIONS.map((dimension) =>
        col.display({
          id: dimension,
          header: t(`adTags:dimension.${dimension}`),
          cell: ({ row }) => (
            <TagCell
              tag={row.original.tags[dimension]}
              canWrite={canWrite}
              editLabel={t('tags.edit', {
                dimension: t(`adTags:dimension.${dimension}`),
                ad: row.original.ad_name,
              })}
              onEdit={() =>
                setEdit({
                  adIds: [row.original.ad_id],
                  label: row.original.ad_name,
                  dimension,
                  current: row.original.tags[dimension]?.tag ?? null,
                  corrected: row.original.tags[dimension]?.source === 'person',
                })
              }
            />
          ),
        }),
      ),
    ],
    [t, canWrite],
  );

  return (
    <section aria-labelledby="ad-tags-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id="ad-tags-title" className="text-base font-semibold">
          {t('tags.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('tags.subtitle')}</p>
      </div>
      {retagging ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('tags.retagging')}
        </p>
      ) : null}
      <InfiniteDataTable
        label={t('tags.table')}
        columns={columns}
        list={list}
        getRowId={(ad) => ad.ad_id}
        rowLabel={(ad) => ad.ad_name}
        searchPlaceholder={t('tags.search')}
        empty={<EmptyState title={t('tags.empty')} body={t('tags.emptyHint')} />}
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={filterId} className="text-sm text-muted-foreground">
              {t('tags.untaggedIn')}
            </label>
            <NativeSelect
              id={filterId}
              className="w-auto"
              value={untaggedIn}
              onChange={(e) => setUntaggedIn(e.target.value as TagDimension | '')}
            >
              <option value="">{t('tags.anyTag')}</option>
              {TAG_DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {t(`adTags:dimension.${d}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        }
        {...(canWrite
          ? {
              bulkActions: (ids: string[], clear: () => void) => (
                <Button
                  size="sm"
                  onClick={() => {
                    setEdit({
                      adIds: ids,
                      label: t('tags.selected', { count: ids.length }),
                      dimension: 'product',
                      current: null,
                      corrected: false,
                    });
                    clear();
                  }}
                >
                  {t('tags.setSelected')}
                </Button>
              ),
            }
          : {})}
      />
      <TagEditorDialog datasetId={datasetId} edit={edit} onClose={() => setEdit(null)} />
    </section>
  );
}

/** The ad's name with its ad set and campaign, and its cover when there is one. */
function AdCell({ ad }: { ad: TaggedAd }) {
  return (
    <div className="flex min-w-48 max-w-80 items-start gap-2">
      {ad.cover_url ? (
        <img
          src={ad.cover_url}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          className="size-10 shrink-0 rounded object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-col">
        <span className="break-words text-sm font-medium">{ad.ad_name}</span>
        <span className="break-words text-xs text-muted-foreground">
          {ad.campaign_name} · {ad.ad_set_name}
        </span>
      </div>
    </div>
  );
}

const SOURCE_LOOK: Record<NonNullable<ShownTag>['source'], string> = {
  rule: 'border-primary/40 text-primary',
  model: 'border-warning/50',
  builtin: 'border-muted-foreground/40 text-muted-foreground',
  person: 'border-success/50 text-success',
};

/** One dimension's tag and where it came from (rule, model, built-in proposal, person), and its edit button. */
function TagCell({
  tag,
  canWrite,
  editLabel,
  onEdit,
}: {
  tag: ShownTag;
  canWrite: boolean;
  editLabel: string;
  onEdit(): void;
}) {
  const { t } = useTranslation('adData');
  return (
    <div className="flex min-w-32 max-w-48 items-start justify-between gap-1">
      <div className="flex min-w-0 flex-col items-start gap-0.5">
        {tag?.tag ? (
          <span className="break-words text-sm">{tag.tag}</span>
        ) : (
          <span className="text-sm text-muted-foreground">{t('adTags:noTag')}</span>
        )}
        {tag ? (
          <Badge
            variant="outline"
            className={`text-[11px] ${SOURCE_LOOK[tag.source]}`}
            title={tag.corrected_by ? t('tags.correctedBy', { name: tag.corrected_by }) : undefined}
          >
            {t(`adTags:source.${tag.source}`)}
          </Badge>
        ) : null}
      </div>
      {canWrite ? (
        <Button variant="ghost" size="icon-sm" aria-label={editLabel} title={editLabel} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
