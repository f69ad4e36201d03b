import type { LanguageModelV4ToolResultPart } from '@ai-sdk/provider';
import { createDashboardTool } from '../../../../src/tools/create-dashboard/contract.ts';
import { queryDashboardTool } from '../../../../src/tools/query-dashboard/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { isToolMessage } from '../../../tools/tool-messages.ts';
import type { OfflineSkill } from '../skills/offline-skill.ts';
import type { AskUserInput } from './ask-user-input.ts';
import { readQuery } from './read-query.ts';

/**
 * "帮我看下耐克这周的数据" on a studio with no dashboard yet: the question failed, but the subjects it names are
 * what a first dashboard would track, so the answer offers to create it (one approval in its card) instead of
 * only saying that one is needed.
 */
export function offerFirstDashboard(
  part: LanguageModelV4ToolResultPart,
  userText: string,
  skills: readonly OfflineSkill[],
  lang: Language,
): AskUserInput | null {
  if (part.toolName !== queryDashboardTool.name || part.output.type !== 'error-text') return null;
  if (!isToolMessage(part.output.value, 'noDashboard')) return null;
  const create = skills.find((s) => s.toolName === createDashboardTool.name);
  const subjects = readQuery(userText).subjects ?? [];
  if (!create || subjects.length === 0) return null;
  const choice = create.choice(
    create.read(subjects.join(lang === 'zh' ? '和' : ' and '), new Date()),
    lang,
    userText,
  );
  if (!choice) return null;
  return {
    question:
      lang === 'zh'
        ? '还没有看板可以回答这个问题。要先创建一个追踪它的看板吗？采集完成后就能问了。'
        : 'There is no dashboard yet to answer that. Create one that tracks it first? Ask again once it is ready.',
    choices: [choice],
  };
}
