import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { draftOutreachTool } from '../../../../src/tools/draft-outreach/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { draftRequest } from '../../../tools/outreach/request-phrases.ts';
import { outreachLanguageOf, projectNameOf } from '../nlu/slots/kox-project.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const draftOutreachSkill: OfflineSkill = {
  toolName: draftOutreachTool.name,
  carries: ['project'],
  read(text) {
    const project = projectNameOf(text);
    const language = outreachLanguageOf(text);
    return { ...(project ? { project } : {}), ...(language ? { language } : {}) };
  },
  // Without a project the tool asks which, with the team's latest projects as buttons.
  choice: (slots, lang) => ({
    label: lang === 'zh' ? '写邀约邮件' : 'Write invitations',
    message:
      typeof slots.project === 'string'
        ? draftRequest(lang, slots.project, slots.language as Language | undefined)
        : lang === 'zh'
          ? '帮我写邀约邮件'
          : 'write the invitation e-mails',
  }),
  help: {
    en: '**Write invitations**: “write invitations to the creators of the project Spring Launch”.',
    zh: '**写邀约邮件**：“给春季新品项目的达人写邀约邮件”。',
  },
  can: {
    en: 'write invitation e-mails for a project (“write invitations for the project Spring Launch”)',
    zh: '给项目的达人写邀约邮件（“给春季新品项目的达人写邀约邮件”）',
  },
  close(output, lang) {
    const result = draftOutreachTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const project = escapeMarkdown(result.project_name);
    return lang === 'zh'
      ? `已开始为「${project}」的 ${result.total} 位达人写邀约邮件，进度见卡片；写好的邮件不会自动发送。`
      : `Started writing ${result.total} invitations for **${project}**; the card follows the progress. Nothing is sent until you send them.`;
  },
};
