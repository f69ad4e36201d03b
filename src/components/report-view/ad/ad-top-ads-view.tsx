import { ListOrdered } from 'lucide-react';
import type { ParsedAd, ShownEntity } from './ad-parse.ts';
import type { AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import { AdMessage } from './ad-message.tsx';
import { CreativeCover } from './creative-cover.tsx';
import '@/lib/i18n/namespaces/adReport';

type TopAds = Extract<ParsedAd, { kind: 'topAds' }>;

function CreativeCard({ view, item, rank }: { view: AdView; item: ShownEntity; rank: number }) {
  const { t } = view;
  // Under a window no source reports, ROI and purchases are not measured: the note above the list says so.
  const measured = view.measured('roi');
  return (
    <li
      data-rank={rank}
      className="flex min-w-0 flex-row overflow-hidden rounded-lg border bg-background @sm:flex-col"
    >
      <div className="relative w-24 shrink-0 @sm:w-full">
        <CreativeCover
          view={view}
          url={item.creativeUrl}
          name={item.name}
          className="aspect-square h-full w-full @sm:aspect-[4/3] @sm:h-auto"
        />
        <span className="absolute top-1.5 left-1.5 rounded-md bg-background/90 px-1.5 py-0.5 text-xs font-semibold tabular-nums shadow-xs">
          {t('adReport:top.rank', { rank })}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          <p className="line-clamp-2 text-sm font-medium break-words" title={item.name}>
            {item.name}
          </p>
          {item.adSetName !== null && item.adSetName !== item.name ? (
            <p className="truncate text-xs text-muted-foreground" title={item.adSetName}>
              {t('adReport:top.inAdSet')} · {item.adSetName}
            </p>
          ) : null}
          {item.campaignName !== item.name ? (
            <p className="truncate text-xs text-muted-foreground" title={item.campaignName}>
              {t('adReport:top.inCampaign')} · {item.campaignName}
            </p>
          ) : null}
        </div>
        {item.creativeText ? (
          <p
            className="line-clamp-3 text-xs leading-5 break-words text-foreground/80"
            title={item.creativeText}
          >
            {item.creativeText}
          </p>
        ) : null}
        <dl className="mt-auto flex items-end justify-between gap-2 border-t pt-2">
          <div className="flex min-w-0 flex-col">
            <dt className="text-[11px] text-muted-foreground">{view.metricLabel('roi')}</dt>
            <dd
              data-roi
              className={
                measured
                  ? 'text-lg leading-6 font-semibold tabular-nums'
                  : 'text-xs leading-6 text-muted-foreground'
              }
            >
              {view.metric('roi', item.values.roi)}
            </dd>
          </div>
          <div className="grid min-w-0 shrink-0 grid-cols-[auto_auto] gap-x-1.5 text-xs">
            <dt className="text-muted-foreground">{view.metricLabel('amount_spent_usd')}</dt>
            <dd
              className="text-right tabular-nums"
              title={view.metric('amount_spent_usd', item.values.amount_spent_usd)}
            >
              {view.metric('amount_spent_usd', item.values.amount_spent_usd, {
                compact: true,
                compactFrom: 1000,
              })}
            </dd>
            {measured ? (
              <>
                <dt className="text-muted-foreground">{view.metricLabel('purchases')}</dt>
                <dd className="text-right tabular-nums">
                  {view.metric('purchases', item.values.purchases, { compact: true })}
                </dd>
              </>
            ) : null}
          </div>
        </dl>
      </div>
    </li>
  );
}

/**
 * The excellent or poor list: the rule that chose it in the reader's language, then the creatives as cards
 * (cover, names, text, ROI, spend, purchases). Names and text are data, shown as text.
 */
export function AdTopAdsView({ view, parsed }: { view: AdView; parsed: TopAds }) {
  const { t } = view;
  const { data } = parsed;
  const rule = view.language === 'zh' ? data.rule.text.zh : data.rule.text.en;
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 text-xs leading-5 text-muted-foreground">
        <ListOrdered aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span data-rule>{rule}</span>
      </p>
      <AttributionNote view={view} />
      {data.items.length === 0 ? (
        <AdMessage>{t('adReport:top.empty')}</AdMessage>
      ) : (
        <ol
          aria-label={t('adReport:top.list')}
          className="grid grid-cols-1 gap-3 @sm:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-5"
        >
          {data.items.map((item) => (
            <CreativeCard key={`${item.datasetId}:${item.id}`} view={view} item={item} rank={item.rank} />
          ))}
        </ol>
      )}
    </div>
  );
}
