import { getToolName, isToolUIPart, type UIMessage } from 'ai';

export interface ToolResultPart {
  toolCallId: string;
  toolName: string;
  output: unknown;
}

export function toolCallIdsOf(messages: readonly UIMessage[]): string[] {
  return messages.flatMap((m) => m.parts.filter(isToolUIPart).map((p) => p.toolCallId));
}

/** The finished tool results of a message, in order. */
export function toolResultsOf(message: UIMessage): ToolResultPart[] {
  return message.parts
    .filter(isToolUIPart)
    .flatMap((p) =>
      p.state === 'output-available'
        ? [{ toolCallId: p.toolCallId, toolName: getToolName(p), output: p.output }]
        : [],
    );
}
