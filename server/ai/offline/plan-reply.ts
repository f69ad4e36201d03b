import type { LanguageModelV4Prompt, LanguageModelV4ToolResultPart } from '@ai-sdk/provider';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { askUserTool } from '../../../src/tools/ask-user/contract.ts';
import { detectLanguage } from './detect-language.ts';
import { retryDuplicate } from './nlu/confirm-duplicate.ts';
import { conversationSlots } from './nlu/conversation-slots.ts';
import { offerFirstDashboard } from './nlu/no-dashboard-yet.ts';
import { understandRequest } from './nlu/understand-request.ts';
import { toolErrorReply } from './replies.ts';
import { offlineSkills } from './skills/index.ts';
import type { OfflineSkill } from './skills/offline-skill.ts';

export type OfflineReply =
  { type: 'text'; text: string } | { type: 'tool-call'; toolName: string; input: unknown };

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== 'user') continue;
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
  }
  return '';
}

function closeToolResult(
  part: LanguageModelV4ToolResultPart,
  skills: readonly OfflineSkill[],
  lang: Language,
): string {
  const { output } = part;
  if (output.type === 'error-text') return toolErrorReply(output.value, lang);
  if (output.type === 'error-json') return toolErrorReply(JSON.stringify(output.value), lang);
  const skill = skills.find((s) => s.toolName === part.toolName);
  if (!skill || output.type !== 'json') return '';
  try {
    return skill.close(output.value, lang);
  } catch {
    return '';
  }
}

/**
 * A tool result that asks back becomes ask_user, when ask_user is offered: a skill's followUp, or the first dashboard
 * offered to a question asked before any exists (offerFirstDashboard).
 */
function followUpOf(
  content: readonly (LanguageModelV4ToolResultPart | { type: string })[],
  userText: string,
  skills: readonly OfflineSkill[],
  lang: Language,
) {
  if (!skills.some((s) => s.toolName === askUserTool.name)) return null;
  for (const part of content) {
    if (part.type !== 'tool-result') continue;
    const result = part as LanguageModelV4ToolResultPart;
    const offer = offerFirstDashboard(result, userText, skills, lang);
    if (offer) return offer;
    const skill = skills.find((s) => s.toolName === result.toolName);
    if (!skill?.followUp || result.output.type !== 'json') continue;
    try {
      const question = skill.followUp(result.output.value, lang);
      if (question) return question;
    } catch {
      // An output the skill cannot read gets its closing sentence instead.
    }
  }
  return null;
}

/**
 * Decides the offline model's next step from the prompt: after tool results, a closing sentence; after a
 * duplicate warning and the user's "create it anyway", the same dashboard again; otherwise what the request
 * asks for (see understandRequest).
 */
export function planReply(
  prompt: LanguageModelV4Prompt,
  toolNames: readonly string[],
  fallbackLang: Language,
  today = new Date(),
  timeZone = 'UTC',
): OfflineReply {
  const userText = lastUserText(prompt);
  const lang = detectLanguage(userText, fallbackLang);
  const skills = offlineSkills.filter((s) => toolNames.includes(s.toolName));
  const last = prompt.at(-1);

  if (last?.role === 'tool') {
    const question = followUpOf(last.content, userText, skills, lang);
    if (question) return { type: 'tool-call', toolName: askUserTool.name, input: question };
    const sentences = last.content
      .filter((p): p is LanguageModelV4ToolResultPart => p.type === 'tool-result')
      .map((p) => closeToolResult(p, skills, lang))
      .filter(Boolean);
    // No "Done." for a result without a sentence: it may be a question or an approval still waiting.
    return {
      type: 'text',
      text: sentences.join(' ') || (lang === 'zh' ? '详情见上方卡片。' : 'The card above has the details.'),
    };
  }

  const duplicate = retryDuplicate(prompt, userText, toolNames);
  if (duplicate) return { type: 'tool-call', toolName: duplicate.toolName, input: duplicate.input };
  return understandRequest(userText, skills, lang, today, timeZone, conversationSlots(prompt));
}
