import { useAuiState } from '@assistant-ui/react';
import { Database, FlaskConical, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { useToolHost } from '../tool-host.ts';
import { useLaterUserText } from '../use-user-reply.ts';
import { adDashboardRequestText, sampleAccountName } from './ad-settings-text.ts';
import type { createAdDashboardTool } from './contract.ts';
import { SourceLine, sourceSummary } from './source-list.tsx';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/chat';

type Choose = Extract<ToolOutput<typeof createAdDashboardTool>, { outcome: 'choose_source' }>;
type Input = ToolInput<typeof createAdDashboardTool>;

/** The question back follows this call in the same message (the offline model's follow-up, or the model's). */
function useAskedBelow(toolCallId: string): boolean {
  return useAuiState((s) => {
    const parts = s.message.content;
    const at = parts.findIndex((p) => p.type === 'tool-call' && p.toolCallId === toolCallId);
    return parts.some((p, i) => i > at && p.type === 'tool-call' && p.toolName === 'ask_user');
  });
}

/**
 * Nothing was created because the data is not clear: the candidates (datasets, sample accounts, an upload). When
 * a question back (ask_user) follows, its buttons are the way to answer and this card only lists what they
 * stand for, so the user is not asked twice; otherwise each candidate here is a button that runs the request
 * directly with that data and the settings asked.
 */
export function ChooseSourceCard({ choose, toolCallId }: { choose: Choose; toolCallId: string }) {
  const { t } = useTranslation('chat');
  const host = useToolHost();
  const askedBelow = useAskedBelow(toolCallId);
  const answer = useLaterUserText();
  const running = useAuiState((s) => s.thread.isRunning);
  const run = (input: Input, source: string) =>
    host.runTool({ name: 'create_ad_dashboard', input }, adDashboardRequestText(input, t, source));
  const unmatched = choose.unmatched.map((n) => `“${n}”`).join(t('adChat:create.listSeparator'));
  const choices: {
    key: string;
    line: ReactNode;
    label: string;
    text: string;
    input: Input;
    icon: typeof Database;
  }[] = [
    ...choose.candidates.map((c) => ({
      key: c.dataset_id,
      line: <SourceLine source={c} />,
      label: sourceSummary(c, t),
      text: c.name,
      input: { ...choose.request, dataset_ids: [c.dataset_id] },
      icon: Database,
    })),
    ...choose.samples.map((p) => ({
      key: `sample-${p}`,
      line: sampleAccountName(p, t),
      label: sampleAccountName(p, t),
      text: sampleAccountName(p, t),
      input: { ...choose.request, sample_accounts: [p] },
      icon: FlaskConical,
    })),
  ];
  const upload: Input = {
    ...choose.request,
    upload: true,
    ...(choose.platform ? { platform: choose.platform } : {}),
  };
  const offerButtons = !askedBelow && answer === null;
  return (
    <ToolCardFrame
      icon={Database}
      title={t('adChat:create.choose.title')}
      state={askedBelow || answer !== null ? 'done' : 'awaiting'}
      wide
      detail={
        <div className="space-y-2">
          <p>
            {unmatched ? `${t('adChat:create.choose.unmatched', { names: unmatched })} ` : ''}
            {askedBelow ? t('adChat:create.choose.answerBelow') : t('adChat:create.choose.pick')}
          </p>
          {offerButtons ? null : (
            <ul className="space-y-1" aria-label={t('adChat:create.choose.candidates')}>
              {choices.map((c) => (
                <li key={c.key}>{c.line}</li>
              ))}
            </ul>
          )}
        </div>
      }
      actions={
        offerButtons ? (
          <div
            role="group"
            aria-label={t('adChat:create.choose.candidates')}
            className="flex w-full flex-col gap-2"
          >
            {choices.map((c) => (
              <Button
                key={c.key}
                size="sm"
                variant="outline"
                className="h-auto justify-start py-1.5 text-left whitespace-normal"
                disabled={running}
                onClick={() => run(c.input, c.text)}
              >
                <c.icon aria-hidden />
                {c.label}
              </Button>
            ))}
            <Button
              size="sm"
              variant="outline"
              className="justify-start"
              disabled={running}
              onClick={() => run(upload, t('adChat:create.uploadAFile'))}
            >
              <Upload aria-hidden />
              {t('adChat:create.uploadAFile')}
            </Button>
          </div>
        ) : undefined
      }
    />
  );
}
