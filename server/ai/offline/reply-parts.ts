import type {
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import type { OfflineReply } from './plan-reply.ts';

/** Small pieces the way a real model streams: one or two Chinese characters, or one word with its space. */
export function chunkText(text: string): string[] {
  return text.match(/[\u3400-\u9fff\uf900-\ufaff]{1,2}|[^\s\u3400-\u9fff\uf900-\ufaff]+\s*|\s+/g) ?? [];
}

/** A rough count (four characters a token); the offline model has no tokenizer and nothing is billed. */
const estimateTokens = (chars: number) => Math.max(1, Math.ceil(chars / 4));

export function usageOf(promptChars: number, output: string): LanguageModelV4Usage {
  const input = estimateTokens(promptChars);
  const out = estimateTokens(output.length);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: out, text: out, reasoning: 0 },
  };
}

export function finishReasonOf(reply: OfflineReply): LanguageModelV4FinishReason {
  return reply.type === 'tool-call'
    ? { unified: 'tool-calls', raw: 'tool_calls' }
    : { unified: 'stop', raw: 'stop' };
}

export function contentOf(reply: OfflineReply, callId: string): LanguageModelV4Content[] {
  if (reply.type === 'text') return [{ type: 'text', text: reply.text }];
  return [
    { type: 'tool-call', toolCallId: callId, toolName: reply.toolName, input: JSON.stringify(reply.input) },
  ];
}

/** The stream parts of one reply, without stream-start and finish. */
export function bodyPartsOf(reply: OfflineReply, id: string): LanguageModelV4StreamPart[] {
  if (reply.type === 'text') {
    return [
      { type: 'text-start', id },
      ...chunkText(reply.text).map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id, delta })),
      { type: 'text-end', id },
    ];
  }
  const input = JSON.stringify(reply.input);
  return [
    { type: 'tool-input-start', id, toolName: reply.toolName },
    { type: 'tool-input-delta', id, delta: input },
    { type: 'tool-input-end', id },
    { type: 'tool-call', toolCallId: id, toolName: reply.toolName, input },
  ];
}
