import { switchTeamTool } from '../../../../src/tools/switch-team/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { switchTeamRequest } from '../../../tools/team-admin/request-phrases.ts';
import { teamOf } from '../nlu/slots/team-admin.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { teamQuestion } from './team-questions.ts';

export const switchTeamSkill: OfflineSkill = {
  toolName: switchTeamTool.name,
  read(text) {
    const team = teamOf(text);
    return team ? { team } : {};
  },
  ask: (slots, lang) =>
    slots.team
      ? null
      : teamQuestion(
          { en: 'Which team do you want to switch to?', zh: '要切换到哪个团队？' },
          { en: 'Open team settings', zh: '打开团队设置' },
          lang,
        ),
  choice: (slots, lang) =>
    typeof slots.team === 'string'
      ? { label: lang === 'zh' ? '切换团队' : 'Switch team', message: switchTeamRequest(lang, slots.team) }
      : null,
  help: {
    en: '**Switch team**: “switch to the Acme team”.',
    zh: '**切换团队**：“切换到 Acme 团队”。',
  },
  can: {
    en: 'switch between your teams (“switch to the Acme team”)',
    zh: '在你的团队之间切换（“切换到 Acme 团队”）',
  },
  close(output, lang) {
    const result = switchTeamTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const name = escapeMarkdown(result.name);
    return lang === 'zh' ? `已切换到团队「${name}」。` : `You now work in the team **${name}**.`;
  },
};
