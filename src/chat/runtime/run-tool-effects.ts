import type { UIMessage } from 'ai';
import { findToolContract } from '@/tools/contracts';
import { toolUi } from '@/tools/tool-ui-registry';
import { createToolHost } from './create-tool-host.ts';
import { claimToolResult } from './handled-tool-results.ts';
import { toolResultsOf } from './message-tool-parts.ts';

/** Runs each tool's effect once for results of the last message that have not been acted on yet. */
export function runToolEffects(sessionId: string, messages: readonly UIMessage[]): void {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return;
  for (const result of toolResultsOf(last)) {
    if (!claimToolResult(result.toolCallId)) continue;
    const ui = toolUi(result.toolName);
    const parsed = findToolContract(result.toolName)?.output.safeParse(result.output);
    if (!ui.effect || !parsed?.success) continue;
    try {
      ui.effect(parsed.data, { host: createToolHost(sessionId), messageId: last.id });
    } catch (error) {
      console.error(`[chat] effect of ${result.toolName} failed`, error);
    }
  }
}
