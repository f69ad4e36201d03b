import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { appEvents } from '@/lib/events';
import { getShareCredentials } from '@/lib/share/share-credentials';
import { CodeForm } from './code-form.tsx';
import { lockoutMessage } from './lockout-message.ts';
import { ShareUnavailable } from './share-unavailable.tsx';
import { SharedReport } from './shared-report.tsx';
import { verifyShare, type VerifyOutcome } from './verify-share.ts';
import '@/lib/i18n/namespaces/reportShare';

type Phase =
  | { kind: 'code'; problem: string | null }
  | { kind: 'checking' }
  | Extract<VerifyOutcome, { kind: 'open' }>
  | { kind: 'expired' };

/**
 * The open report share page (spec §2 /writer/reportShare): the link from `?link=`, the code typed (or from
 * `?code=`, or remembered for this link), then the report read-only. No sign-in.
 */
export function ReportShareScreen({ link, code }: { link?: string | undefined; code?: string | undefined }) {
  const { t } = useTranslation('reportShare');
  // A code in the address, or the one remembered for this very link, opens the report without asking.
  const [startCode] = useState(() => {
    const remembered = getShareCredentials('report');
    return code ?? (link && remembered?.link === link ? remembered.password : undefined);
  });
  const [phase, setPhase] = useState<Phase>(
    startCode && link ? { kind: 'checking' } : { kind: 'code', problem: null },
  );

  const settle = useCallback(
    async (candidate: string) => {
      if (!link) return;
      const outcome = await verifyShare(link, candidate);
      switch (outcome.kind) {
        case 'open':
        case 'expired':
          setPhase(outcome);
          return;
        case 'wrongCode':
          setPhase({ kind: 'code', problem: t('code.wrong') });
          return;
        case 'limited':
          setPhase({ kind: 'code', problem: lockoutMessage(t, outcome.retryAfterSeconds) });
          return;
        case 'error':
          setPhase({ kind: 'code', problem: outcome.message });
      }
    },
    [link, t],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !startCode) return;
    started.current = true;
    void settle(startCode);
  }, [startCode, settle]);

  // Revoked or expired while the report is open: any later call answers 10102.
  useEffect(() => appEvents.on('shareExpired', () => setPhase({ kind: 'expired' })), []);

  if (!link) return <ShareUnavailable reason="missing" />;
  if (phase.kind === 'expired')
    return <ShareUnavailable reason="expired" onTryAgain={() => setPhase({ kind: 'code', problem: null })} />;
  if (phase.kind === 'open')
    return <SharedReport link={link} dashboardId={phase.dashboardId} expiresAt={phase.expiresAt} />;
  return (
    <div className="px-4 py-16">
      <CodeForm
        busy={phase.kind === 'checking'}
        problem={phase.kind === 'code' ? phase.problem : null}
        onSubmit={(value) => {
          setPhase({ kind: 'checking' });
          void settle(value);
        }}
      />
    </div>
  );
}
