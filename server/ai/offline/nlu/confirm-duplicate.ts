import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { createDashboardTool } from '../../../../src/tools/create-dashboard/contract.ts';
import { normalizeText } from '../normalize-text.ts';

/**
 * The user's "yes" to a duplicate: the card's "Create a new one" button sends the first two; the others are
 * what people type.
 */
const CONFIRM =
  /^(?:create a new dashboard anyway|仍然新建看板|create it anyway|create anyway|yes|yes please|yep|yeah|sure|ok|okay|confirm|go ahead|do it|create a new one|new one|still create it|是|是的|好|好的|确认|确定|新建一个|新建|继续|继续创建|仍然创建|还是新建|还是创建)[.!。！]*$/u;

export function isDuplicateConfirmation(text: string): boolean {
  return CONFIRM.test(normalizeText(text));
}

/**
 * When the latest create_dashboard result in the prompt says "duplicate" and the user confirms, the same input
 * again with `allow_duplicate`; otherwise null.
 */
export function retryDuplicate(prompt: LanguageModelV4Prompt, userText: string): unknown {
  if (!isDuplicateConfirmation(userText)) return null;
  const calls = new Map<string, unknown>();
  let latest: { callId: string; duplicate: boolean } | null = null;
  for (const message of prompt) {
    for (const part of message.role === 'assistant' || message.role === 'tool' ? message.content : []) {
      if (part.type === 'tool-call' && part.toolName === createDashboardTool.name)
        calls.set(part.toolCallId, part.input);
      if (part.type === 'tool-result' && part.toolName === createDashboardTool.name) {
        const value = part.output.type === 'json' ? part.output.value : null;
        const duplicate = Boolean(
          value && typeof value === 'object' && 'outcome' in value && value.outcome === 'duplicate',
        );
        latest = { callId: part.toolCallId, duplicate };
      }
    }
  }
  if (!latest?.duplicate) return null;
  const raw = calls.get(latest.callId);
  const input: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!input || typeof input !== 'object') return null;
  return { ...input, allow_duplicate: true };
}
