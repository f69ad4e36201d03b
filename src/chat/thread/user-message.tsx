import { MessagePrimitive } from '@assistant-ui/react';
import { HighlightableMessageRoot } from './highlightable-message-root.tsx';

function UserText({ text }: { text: string }) {
  return <p className="text-sm leading-6 whitespace-pre-wrap">{text}</p>;
}

export function UserMessage() {
  return (
    <HighlightableMessageRoot className="flex justify-end py-2">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-primary-foreground">
        <MessagePrimitive.Parts components={{ Text: UserText }} />
      </div>
    </HighlightableMessageRoot>
  );
}
