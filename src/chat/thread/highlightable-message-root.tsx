import { useRef, type ReactNode } from 'react';
import { MessagePrimitive, useAuiState } from '@assistant-ui/react';
import { cn } from '@/lib/cn';
import { useMessageHighlight } from './use-message-highlight.ts';

/** A message's root that "go to message" (from an artifact) can find, scroll to and highlight. */
export function HighlightableMessageRoot({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const id = useAuiState((s) => s.message.id);
  const ref = useRef<HTMLDivElement>(null);
  const highlighted = useMessageHighlight(id, ref);
  return (
    <MessagePrimitive.Root
      ref={ref}
      data-message-id={id}
      className={cn(className, highlighted && 'rounded-lg ring-2 ring-ring/60')}
    >
      {children}
    </MessagePrimitive.Root>
  );
}
