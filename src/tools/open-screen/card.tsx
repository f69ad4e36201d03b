import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { ExternalLink, PanelRight, SquareArrowOutUpRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { findScreen, findScreenView, screenHref, screenTitleKey } from '@/lib/screen-catalog';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import type { openScreenTool } from './contract.ts';
import { openedScreenArtifact } from './open-screen-artifact.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof openScreenTool>>,
  ToolOutput<typeof openScreenTool>
>;

/** `open_screen` in the thread: which screen (or view of one, or dashboard), and the two ways to look at it. */
export function OpenScreenCard(props: Props) {
  const { t } = useTranslation(['chat', 'screens']);
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const screenId = props.result?.screen ?? props.args.screen;
  const viewId = props.result?.view ?? props.args.view;
  const screen = screenId ? findScreen(screenId) : undefined;
  const view = screen && viewId ? findScreenView(screen.id, viewId) : undefined;
  const dashboard = props.result?.dashboard;
  const title = dashboard
    ? dashboard.name
    : (props.args.dashboard_name ?? (screen ? t(screenTitleKey(screen.id, view?.id)) : undefined));
  // What the buttons open: the one dashboard named, else the screen (or its view).
  const href = props.result?.path ?? (screen ? screenHref(screen, view) : undefined);
  const artifact = props.result ? openedScreenArtifact(props.result, messageId) : undefined;
  const searched = props.result?.search;
  const detail = dashboard
    ? t(`chat:tools.openScreen.dashboardKind.${dashboard.app_type}`)
    : searched
      ? t('chat:tools.openScreen.searching', { search: searched, count: props.result?.found ?? 0 })
      : href;
  return (
    <ToolCardFrame
      icon={SquareArrowOutUpRight}
      title={title}
      runningTitle={t('chat:tools.openScreen.pending')}
      state={state}
      detail={state === 'error' ? toolErrorText(props.result) : detail}
      actions={
        state === 'done' && screen && href ? (
          <>
            {artifact && screen.artifact ? (
              <Button size="sm" variant="secondary" onClick={() => host.openArtifact(artifact)}>
                <PanelRight aria-hidden />
                {t('chat:tools.openScreen.openInPanel')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => host.openPage(href)}>
              <ExternalLink aria-hidden />
              {t('chat:tools.openScreen.openAsPage')}
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
