import { useId, useState, type ReactNode } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { Check, Share2, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { AWAITING_APPROVAL, type ToolInput, type ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolErrorText } from '../tool-card-state.ts';
import { useApprovalCard } from '../use-approval.ts';
import { shareReportTool } from './contract.ts';
import { CopyField } from './copy-field.tsx';
import { OwnCodeField, ownCodeInvalid } from './own-code-field.tsx';
import '@/lib/i18n/namespaces/chat';

type Output = ToolOutput<typeof shareReportTool>;
type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof shareReportTool>>, Output>;

/**
 * `share_report` in the thread. The call created nothing: Approve creates the link on the server, with the code
 * the user typed in the card (prefilled with one they named in the chat) or a generated one, and shows it with
 * its code (once); Decline records that nothing is shared. After a reload the stored output shows the link only.
 */
export function ShareReportCard(props: Props) {
  const { t } = useTranslation('chat');
  const { state, output, decide, decidedHere, busy } = useApprovalCard(props, shareReportTool);
  const codeFormId = useId();
  const [ownCode, setOwnCode] = useState(props.args?.code ?? '');
  // A code named in the chat is checked at once; one typed here when the user approves.
  const [checkCode, setCheckCode] = useState(Boolean(props.args?.code));
  const approve = () => {
    setCheckCode(true);
    if (ownCodeInvalid(ownCode)) return;
    const code = ownCode.trim();
    decide.mutate({ approved: true, ...(code ? { choices: { share_code: code } } : {}) });
  };

  const code = typeof decidedHere?.code === 'string' ? decidedHere.code : undefined;
  const name = output?.dashboard_name ?? '';
  const title = output ? t('tools.shareReport.title', { name }) : undefined;

  let detail: ReactNode;
  if (state === 'error') detail = toolErrorText(props.result);
  else if (output?.status === 'awaiting_approval')
    detail = (
      <>
        <p>{t('tools.shareReport.awaiting', { name, days: output.valid_days })}</p>
        <OwnCodeField
          formId={codeFormId}
          code={ownCode}
          showError={checkCode}
          disabled={busy}
          onChange={setOwnCode}
          onSubmit={approve}
        />
      </>
    );
  else if (output?.status === 'declined') detail = t('tools.shareReport.declined');
  else if (output?.status === 'approved')
    detail = (
      <div className="space-y-2">
        <p>{t('tools.shareReport.approved', { date: formatDateTime(output.expires_at) })}</p>
        <CopyField
          label={t('tools.shareReport.link')}
          value={`${window.location.origin}${output.url_path}`}
          copyLabel={t('tools.shareReport.copyLink')}
        />
        {code ? (
          <>
            <CopyField
              label={t('tools.shareReport.code')}
              value={code}
              copyLabel={t('tools.shareReport.copyCode')}
            />
            <p role="note" className="font-medium text-foreground">
              {t('tools.shareReport.codeOnce')}
            </p>
          </>
        ) : (
          <p role="note">{t('tools.shareReport.codeShown')}</p>
        )}
      </div>
    );

  return (
    <ToolCardFrame
      icon={Share2}
      title={title}
      runningTitle={t('tools.shareReport.pending')}
      state={output?.status === AWAITING_APPROVAL ? 'awaiting' : state}
      detail={
        <>
          {detail}
          {decide.error ? (
            <p role="alert" className="mt-1 text-destructive">
              {decide.error.message}
            </p>
          ) : null}
        </>
      }
      actions={
        output?.status === 'awaiting_approval' ? (
          <>
            <Button size="sm" type="submit" form={codeFormId} disabled={busy}>
              <Check aria-hidden />
              {t('tools.shareReport.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => decide.mutate({ approved: false })}
            >
              <X aria-hidden />
              {t('tools.shareReport.decline')}
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
