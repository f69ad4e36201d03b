import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { PanelRight, UserRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { screenArtifact } from '../open-screen/open-screen-artifact.ts';
import { useLanguage } from '@/lib/i18n';
import { formatCount, formatRate, formatUsd } from '@/screens/kox/shared/kox-format';
import { openKoxTool } from './contract.ts';
import '@/lib/i18n/namespaces/kox';

type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof openKoxTool>>, ToolOutput<typeof openKoxTool>>;

/** `open_kox` in the thread: the creator found, and its detail in the artifact panel. */
export function OpenKoxCard(props: Props) {
  const { t } = useTranslation('kox');
  const { language } = useLanguage();
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const parsed = openKoxTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  return (
    <ToolCardFrame
      icon={UserRound}
      title={output?.nickname}
      runningTitle={t('tool.openPending')}
      state={state}
      detail={
        state === 'error' ? (
          toolErrorText(props.result)
        ) : output ? (
          <div className="space-y-0.5">
            <p>
              {`@${output.handle} · ${t(`platform.${output.platform}`)}${output.sample ? ` · ${t('sample.badge')}` : ''}`}
            </p>
            {output.facts ? (
              <p>
                {t('tool.facts', {
                  followers: formatCount(output.facts.followers, language),
                  rate: formatRate(output.facts.engagement_rate),
                  video: formatUsd(output.facts.price_per_video_usd, language, 0),
                  post: formatUsd(output.facts.price_per_post_usd, language, 0),
                })}
              </p>
            ) : null}
          </div>
        ) : undefined
      }
      actions={
        output ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              host.openArtifact(screenArtifact('kox-detail', messageId, { id: output.creator_id }))
            }
          >
            <PanelRight aria-hidden />
            {t('tool.openDetail')}
          </Button>
        ) : undefined
      }
    />
  );
}
