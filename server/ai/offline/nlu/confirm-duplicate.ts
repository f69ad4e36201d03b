import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { createAdDashboardTool } from '../../../../src/tools/create-ad-dashboard/contract.ts';
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

/** The tools that answer "duplicate" rather than make a second dashboard over the same subjects or data. */
const DUPLICATE_TOOLS: readonly string[] = [createDashboardTool.name, createAdDashboardTool.name];

/**
 * When the latest result of a dashboard-creating tool in the prompt says "duplicate" and the user confirms, the
 * same tool with the same input again and `allow_duplicate`; otherwise null. Only tools offered (`toolNames`).
 */
export function retryDuplicate(
  prompt: LanguageModelV4Prompt,
  userText: string,
  toolNames: readonly string[],
): { toolName: string; input: unknown } | null {
  if (!isDuplicateConfirmation(userText)) return null;
  const tools = DUPLICATE_TOOLS.filter((name) => toolNames.includes(name));
  const calls = new Map<string, unknown>();
  let latest: { callId: string; toolName: string; duplicate: boolean } | null = null;
  for (const message of prompt) {
    for (const part of message.role === 'assistant' || message.role === 'tool' ? message.content : []) {
      if (part.type === 'tool-call' && tools.includes(part.toolName)) calls.set(part.toolCallId, part.input);
      if (part.type === 'tool-result' && tools.includes(part.toolName)) {
        const value = part.output.type === 'json' ? part.output.value : null;
        const duplicate = Boolean(
          value && typeof value === 'object' && 'outcome' in value && value.outcome === 'duplicate',
        );
        latest = { callId: part.toolCallId, toolName: part.toolName, duplicate };
      }
    }
  }
  if (!latest?.duplicate) return null;
  const raw = calls.get(latest.callId);
  const input: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!input || typeof input !== 'object') return null;
  return { toolName: latest.toolName, input: { ...input, allow_duplicate: true } };
}
