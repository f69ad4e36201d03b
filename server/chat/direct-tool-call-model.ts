import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { ToolRequest } from '../../src/lib/api/chat-request.ts';

const usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/**
 * A "model" that makes exactly the tool call the user chose (slash command, ⌘K), so the call runs through the
 * same streamText pipeline as a model's: same executor, same stream parts, same card, same persistence.
 */
export function createDirectToolCallModel(request: ToolRequest): LanguageModelV4 {
  const toolCallId = `call_${crypto.randomUUID()}`;
  const input = JSON.stringify(request.input ?? {});
  const finishReason = { unified: 'tool-calls', raw: 'tool_calls' } as const;
  return {
    specificationVersion: 'v4',
    provider: 'direct',
    modelId: 'direct-tool-call',
    supportedUrls: {},
    async doGenerate() {
      return {
        content: [{ type: 'tool-call', toolCallId, toolName: request.name, input }],
        finishReason,
        usage,
        warnings: [],
      };
    },
    async doStream() {
      const parts: LanguageModelV4StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'tool-call', toolCallId, toolName: request.name, input },
        { type: 'finish', finishReason, usage },
      ];
      return {
        stream: new ReadableStream({
          start(controller) {
            parts.forEach((p) => controller.enqueue(p));
            controller.close();
          },
        }),
      };
    },
  };
}
