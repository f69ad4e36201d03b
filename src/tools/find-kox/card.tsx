import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { PanelRight, Users } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { formatCount, formatKnown, formatRate, formatUsd } from '@/screens/kox/shared/kox-format';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { screenArtifact } from '../open-screen/open-screen-artifact.ts';
import { CreatorNameButton } from '../creator-name-button.tsx';
import { SideScroll } from '../side-scroll.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { findKoxTool } from './contract.ts';
import { listParamsOfSearch } from './list-params.ts';
import '@/lib/i18n/namespaces/kox';

type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof findKoxTool>>, ToolOutput<typeof findKoxTool>>;

/**
 * `find_kox` in the thread: the total, the top rows (each opens its detail in the panel), and the list screen in
 * the panel with the same filters for the rest.
 */
export function FindKoxCard(props: Props) {
  const { t } = useTranslation('kox');
  const { language } = useLanguage();
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const parsed = findKoxTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  const extra = output ? measuresShown(output.search) : { views: false, price: false };
  const title = output
    ? t('tool.title', {
        count: output.total,
        total: output.total.toLocaleString(language === 'zh' ? 'zh-CN' : 'en'),
        scope: t(`tool.scope.${output.scope}`),
      })
    : undefined;
  return (
    <ToolCardFrame
      icon={Users}
      title={title}
      runningTitle={t('tool.findPending')}
      state={state}
      wide
      detail={
        state === 'error' ? (
          toolErrorText(props.result)
        ) : output && output.list.length > 0 ? (
          <>
            {output.search.tag ? (
              <p className="text-xs text-muted-foreground">
                {t('tool.taggedWith', { tag: output.search.tag })}
              </p>
            ) : null}
            {output.search.sort ? (
              <p className="text-xs text-muted-foreground">{t(`tool.rankedBy.${output.search.sort}`)}</p>
            ) : null}
            <SideScroll
              label={t('tool.table')}
              columnCount={4 + Number(extra.views) + Number(extra.price)}
              className="mt-1"
            >
              <table className="w-full text-left text-xs">
                <thead className="text-muted-foreground">
                  <tr>
                    <th className="whitespace-nowrap py-1 pr-2 font-medium">{t('column.creator')}</th>
                    <th className="whitespace-nowrap py-1 pr-2 font-medium">{t('column.platform')}</th>
                    <th className="whitespace-nowrap py-1 pr-2 font-medium">{t('column.followers')}</th>
                    <th className="whitespace-nowrap py-1 pr-2 font-medium">{t('column.engagementRate')}</th>
                    {extra.views ? (
                      <th className="whitespace-nowrap py-1 pr-2 font-medium">{t('column.avgViews')}</th>
                    ) : null}
                    {extra.price ? (
                      <th className="whitespace-nowrap py-1 font-medium">{t('column.price')}</th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {output.list.map((c) => (
                    <tr key={c.creator_id} className="border-t">
                      <td className="py-1 pr-2">
                        <CreatorNameButton creator={c} messageId={messageId} />
                      </td>
                      <td className="py-1 pr-2">{t(`platform.${c.platform}`)}</td>
                      <td className="whitespace-nowrap py-1 pr-2 tabular-nums">
                        {formatKnown(c.followers, (n) => formatCount(n, language))}
                      </td>
                      <td className="whitespace-nowrap py-1 pr-2 tabular-nums">
                        {formatKnown(c.engagement_rate, formatRate)}
                      </td>
                      {extra.views ? (
                        <td className="whitespace-nowrap py-1 pr-2 tabular-nums">
                          {formatKnown(c.avg_views, (n) => formatCount(n, language))}
                        </td>
                      ) : null}
                      {extra.price ? (
                        <td className="whitespace-nowrap py-1 tabular-nums">
                          {formatKnown(c.price_per_video_usd, (n) => formatUsd(n, language))}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </SideScroll>
          </>
        ) : undefined
      }
      actions={
        output ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              host.openArtifact(screenArtifact('kox-list', messageId, listParamsOfSearch(output.search)))
            }
          >
            <PanelRight aria-hidden />
            {t('tool.openList')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The measures a search bounds or ranks by get a column of their own beside followers and engagement rate. */
function measuresShown(search: ToolInput<typeof findKoxTool>) {
  return {
    views:
      search.avg_views_min !== undefined || search.avg_views_max !== undefined || search.sort === 'avg_views',
    price:
      search.price_min !== undefined || search.price_max !== undefined || search.sort === 'price_per_video',
  };
}
