import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { addToKoxProjectTool } from '../../../../src/tools/add-to-kox-project/contract.ts';
import { draftOutreachTool } from '../../../../src/tools/draft-outreach/contract.ts';
import { projectStatusTool } from '../../../../src/tools/project-status/contract.ts';
import { sendOutreachTool } from '../../../../src/tools/send-outreach/contract.ts';
import type { Slots } from '../skills/offline-skill.ts';

/** The tools whose input names a KOX project: what "them" means in the next request is that project's. */
const PROJECT_TOOLS = new Set<string>([
  addToKoxProjectTool.name,
  draftOutreachTool.name,
  sendOutreachTool.name,
  projectStatusTool.name,
]);

/**
 * What the conversation has settled that a next request may leave unsaid: the KOX project of the latest call
 * that named one ("draft the invitations of Summer Drop", then "send them tomorrow at 9am").
 */
export function conversationSlots(prompt: LanguageModelV4Prompt): Slots {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== 'assistant') continue;
    for (const part of [...message.content].reverse()) {
      if (part.type !== 'tool-call' || !PROJECT_TOOLS.has(part.toolName)) continue;
      const project = (part.input as { project?: unknown } | null)?.project;
      if (typeof project === 'string' && project.trim()) return { project: project.trim() };
    }
  }
  return {};
}
