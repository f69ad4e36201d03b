import { ActionBarPrimitive, MessagePrimitive } from '@assistant-ui/react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fallbackToolUi, toolCardsByName } from '@/tools/tool-ui-registry';
import { MarkdownText } from './markdown-text.tsx';
import { TerminatedNotice } from './terminated-notice.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { HighlightableMessageRoot } from './highlightable-message-root.tsx';
import '@/lib/i18n/namespaces/chat';

/** Text as markdown; each tool call as its tool's card, looked up by name, with the fallback card otherwise. */
const PART_COMPONENTS = {
  Text: MarkdownText,
  Empty: TypingIndicator,
  tools: { by_name: toolCardsByName, Fallback: fallbackToolUi.Card },
};

export function AssistantMessage() {
  const { t } = useTranslation('chat');
  return (
    <HighlightableMessageRoot className="group py-2 transition-shadow">
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
    </HighlightableMessageRoot>
  );
}
