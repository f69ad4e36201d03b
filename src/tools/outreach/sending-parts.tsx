import type { LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { pauseReasonText } from '@/screens/kox/outreach/pause-reason-text';
import { OpenScreenButton } from '../team-admin/open-screen-button.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import '@/lib/i18n/namespaces/koxOutreachTools';

/* What the cards of tools that send from the user's mailbox share: no mailbox yet, the sender, a paused mailbox. */

/** The user has no sender mailbox: what waits, and a button to mailbox settings. */
export function NoSenderCard({ icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  const { t } = useTranslation('koxOutreachTools');
  return (
    <ToolCardFrame
      icon={icon}
      title={title}
      state="done"
      detail={<p>{text}</p>}
      actions={<OpenScreenButton screenId="kox-mailbox" label={t('send.mailboxSettings')} />}
    />
  );
}

/** The sender's row of a card's details, the sandbox said. */
export function SenderRow({ sender, sandbox }: { sender: string; sandbox: boolean }) {
  const { t } = useTranslation('koxOutreachTools');
  return (
    <>
      <dt>{t('send.sender')}</dt>
      <dd className="text-foreground">{sandbox ? t('send.sandbox', { address: sender }) : sender}</dd>
    </>
  );
}

/** Why the mailbox is paused and that approved e-mails wait, unless the card was declined. */
export function PausedNotice({
  pausedReason,
  declined,
}: {
  pausedReason?: string | null;
  declined: boolean;
}) {
  const { t } = useTranslation('koxOutreachTools');
  if (pausedReason == null || declined) return null;
  return (
    <p role="alert" className="text-destructive">
      {t('send.paused', { reason: pauseReasonText(t, pausedReason) })}
    </p>
  );
}
