import { useQuery } from '@tanstack/react-query';
import { senderQuery } from '../outreach/outreach-queries.ts';
import { SendingPause } from '../outreach/sending-pause.tsx';

/** A saved mailbox whose sending is paused says why here too, with "Resume sending". */
export function MailboxSendingPause() {
  const sender = useQuery(senderQuery());
  if (!sender.data?.paused) return null;
  return (
    <div className="rounded-lg border border-destructive/50 p-3 text-sm">
      <SendingPause status={sender.data} />
    </div>
  );
}
