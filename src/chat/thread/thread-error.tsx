import { CircleAlert } from 'lucide-react';
import { useSessionChatState } from '../runtime/session-context.ts';
import { chatErrorMessage } from '../runtime/chat-error.ts';

/** The last failure of the session's chat, translated; it stays until the next message. */
export function ThreadError() {
  const { error } = useSessionChatState();
  if (!error) return null;
  return (
    <p
      role="alert"
      className="my-2 flex items-start gap-2 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {chatErrorMessage(error)}
    </p>
  );
}
