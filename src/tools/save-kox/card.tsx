import { useEffect } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { DatabaseZap, PanelRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { KOX_KEY } from '@/screens/kox/api/kox-queries';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { CreatorNameButton } from '../creator-name-button.tsx';
import { screenArtifact } from '../open-screen/open-screen-artifact.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { saveKoxTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof saveKoxTool>>, ToolOutput<typeof saveKoxTool>>;

/** `save_kox` in the thread: how many went into the team database, and the database to open. */
export function SaveKoxCard(props: Props) {
  const { t } = useTranslation('chat');
  const host = useToolHost();
  const queryClient = useQueryClient();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const parsed = saveKoxTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  const done = output !== undefined;
  // Lists and details already open show the creators as saved.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: KOX_KEY });
  }, [done, queryClient]);
  return (
    <ToolCardFrame
      icon={DatabaseZap}
      title={
        output
          ? output.added === 0 && output.already > 0
            ? t('tools.saveKox.none', { count: output.already })
            : t('tools.saveKox.title', { count: output.added })
          : undefined
      }
      runningTitle={t('tools.saveKox.pending')}
      state={state}
      detail={
        state === 'error' ? (
          toolErrorText(props.result)
        ) : output ? (
          <div className="space-y-1">
            {output.creator ? (
              <p>
                <CreatorNameButton creator={output.creator} messageId={messageId} className="font-medium" />
              </p>
            ) : null}
            <p>
              {output.first && output.source !== 'named'
                ? t(`tools.saveKox.firstOf.${output.source}`, { count: output.first })
                : t(`tools.saveKox.source.${output.source}`)}
              {output.already && output.added
                ? ` ${t('tools.saveKox.already', { count: output.already })}`
                : ''}
            </p>
            {output.tags?.length ? (
              <p>
                {t('tools.saveKox.tagged', { tags: output.tags.join(t('tools.teamAdmin.listSeparator')) })}
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
            onClick={() => host.openArtifact(screenArtifact('kox-list', messageId, { scope: 'team' }))}
          >
            <PanelRight aria-hidden />
            {t('tools.saveKox.open')}
          </Button>
        ) : undefined
      }
    />
  );
}
