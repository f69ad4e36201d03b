import { useRef } from 'react';
import { ActionBarPrimitive, MessagePrimitive, useAuiState } from '@assistant-ui/react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { fallbackToolUi, toolCardsByName } from '@/tools/tool-ui-registry';
import { MarkdownText } from './markdown-text.tsx';
import { TerminatedNotice } from './terminated-notice.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { useMessageHighlight } from './use-message-highlight.ts';

/** Text as markdown; each tool call as its tool's card, looked up by name, with the fallback card otherwise. */
const PART_COMPONENTS = {
  Text: MarkdownText,
  Empty: TypingIndicator,
  tools: { by_name: toolCardsByName, Fallback: fallbackToolUi.Card },
};

export function AssistantMessage() {
  const { t } = useTranslation('chat');
  const id = useAuiState((s) => s.message.id);
  const ref = useRef<HTMLDivElement>(null);
  const highlighted = useMessageHighlight(id, ref);
  return (
    <MessagePrimitive.Root
      ref={ref}
      data-message-id={id}
      className={cn('group py-2 transition-shadow', highlighted && 'rounded-lg ring-2 ring-ring/60')}
    >
      <MessagePrimitive.Parts components={PART_COMPONENTS} />
      <TerminatedNotice />
      <ActionBarPrimitive.Root
        hideWhenRunning
        autohide="not-last"
        className="mt-1 flex gap-1 text-muted-foreground"
      >
        <ActionBarPrimitive.Copy
          aria-label={t('thread.copy')}
          className="group/copy rounded p-1 hover:bg-muted hover:text-foreground"
        >
          <Copy aria-hidden className="size-3.5 group-data-[copied]/copy:hidden" />
          <Check aria-hidden className="hidden size-3.5 group-data-[copied]/copy:block" />
        </ActionBarPrimitive.Copy>
      </ActionBarPrimitive.Root>
    </MessagePrimitive.Root>
  );
}
