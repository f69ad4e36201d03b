import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import { addToKoxProjectTool } from '../../../../src/tools/add-to-kox-project/contract.ts';
import { cancelOutreachTool } from '../../../../src/tools/cancel-outreach/contract.ts';
import { draftOutreachTool } from '../../../../src/tools/draft-outreach/contract.ts';
import { followUpOutreachTool } from '../../../../src/tools/follow-up-outreach/contract.ts';
import { projectStatusTool } from '../../../../src/tools/project-status/contract.ts';
import { sendOutreachTool } from '../../../../src/tools/send-outreach/contract.ts';
import type { Slots } from '../skills/offline-skill.ts';

/** The tools whose input names a KOX project: what "them" means in the next request is that project's. */
const PROJECT_TOOLS = new Set<string>([
  addToKoxProjectTool.name,
  draftOutreachTool.name,
  sendOutreachTool.name,
  cancelOutreachTool.name,
  followUpOutreachTool.name,
  projectStatusTool.name,
]);

/**
 * What the conversation has settled that a next request may leave unsaid: the KOX project of the latest call
 * that named one that is there ("draft the invitations of Summer Drop", then "send them tomorrow at 9am").
 */
export function conversationSlots(prompt: LanguageModelV4Prompt): Slots {
  const withoutProject = callsWithoutProject(prompt);
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== 'assistant') continue;
    for (const part of [...message.content].reverse()) {
      if (
        part.type !== 'tool-call' ||
        !PROJECT_TOOLS.has(part.toolName) ||
        withoutProject.has(part.toolCallId)
      )
        continue;
      const project = (part.input as { project?: unknown } | null)?.project;
      if (typeof project === 'string' && project.trim()) return { project: project.trim() };
    }
  }
  return {};
}

/**
 * Calls whose project is not there: the tool failed ("add them to a new project called X" with no creators never
 * made X), asked which project was meant, or the user declined making a new one.
 */
function callsWithoutProject(prompt: LanguageModelV4Prompt): Set<string> {
  const calls = new Set<string>();
  for (const message of prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      const { output } = part;
      if (output.type.startsWith('error') || (output.type === 'json' && namesNoProject(output.value)))
        calls.add(part.toolCallId);
    }
  }
  return calls;
}

/** A question which project was meant ("choose"), or a new project declined (it has no id: it was never made). */
function namesNoProject(result: unknown): boolean {
  const { status, project_id } = (result ?? {}) as { status?: unknown; project_id?: unknown };
  return status === 'choose' || (status === 'declined' && project_id === null);
}
