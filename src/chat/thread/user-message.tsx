import { useRef } from 'react';
import { MessagePrimitive, useAuiState } from '@assistant-ui/react';
import { cn } from '@/lib/cn';
import { useMessageHighlight } from './use-message-highlight.ts';

function UserText({ text }: { text: string }) {
  return <p className="text-sm leading-6 whitespace-pre-wrap">{text}</p>;
}

export function UserMessage() {
  const id = useAuiState((s) => s.message.id);
  const ref = useRef<HTMLDivElement>(null);
  const highlighted = useMessageHighlight(id, ref);
  return (
    <MessagePrimitive.Root
      ref={ref}
      data-message-id={id}
      className={cn('flex justify-end py-2', highlighted && 'rounded-lg ring-2 ring-ring/60')}
    >
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-primary-foreground">
        <MessagePrimitive.Parts components={{ Text: UserText }} />
      </div>
    </MessagePrimitive.Root>
  );
}
