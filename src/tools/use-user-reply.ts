import { useCallback } from 'react';
import { useAui, useAuiState, type ThreadMessage } from '@assistant-ui/react';

function textOf(message: ThreadMessage): string {
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}

/**
 * The text of the user's next message after the one that holds this card: how a question in a card was answered
 * (a pressed button or a typed reply). Null while the card is still the latest word.
 */
export function useLaterUserText(): string | null {
  return useAuiState((s) => {
    const later = s.thread.messages.slice(s.message.index + 1).find((m) => m.role === 'user');
    return later ? textOf(later) : null;
  });
}

/** Sends `text` as the user's next message of this thread, as the composer would. */
export function useSendUserText(): (text: string) => void {
  const aui = useAui();
  return useCallback((text: string) => aui.thread().append(text), [aui]);
}
