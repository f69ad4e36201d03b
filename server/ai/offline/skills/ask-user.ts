import { askUserTool } from '../../../../src/tools/ask-user/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import type { OfflineSkill } from './offline-skill.ts';

/**
 * The question back to the user. The model asks it itself (see ask-when-unsure.ts), never on a request, so it
 * reads nothing; once the card shows the question and its buttons, the answer is the question alone.
 */
export const askUserSkill: OfflineSkill = {
  toolName: askUserTool.name,
  read: () => ({}),
  choice: () => null,
  help: {
    en: '**Questions back**: when a request is unclear I ask, with buttons for the likely answers.',
    zh: '**反问确认**：请求不明确时我会先问清楚，并给出可直接点击的选项。',
  },
  close(output) {
    return escapeMarkdown(askUserTool.output.parse(output).question);
  },
};
