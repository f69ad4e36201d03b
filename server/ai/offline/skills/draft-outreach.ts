import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { draftOutreachTool } from '../../../../src/tools/draft-outreach/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { draftRequest } from '../../../tools/outreach/request-phrases.ts';
import { outreachLanguageOf, projectNameOf } from '../nlu/slots/kox-project.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { teamQuestion } from './team-questions.ts';

export const draftOutreachSkill: OfflineSkill = {
  toolName: draftOutreachTool.name,
  read(text) {
    const project = projectNameOf(text);
    const language = outreachLanguageOf(text);
    return { ...(project ? { project } : {}), ...(language ? { language } : {}) };
  },
  ask: (slots, lang) =>
    slots.project
      ? null
      : teamQuestion(
          {
            en: 'For which project should I write the invitations? Give its name.',
            zh: '要给哪个项目的达人写邀约邮件？请告诉我项目名称。',
          },
          { en: 'Open the projects', zh: '打开项目列表' },
          lang,
        ),
  choice: (slots, lang) =>
    typeof slots.project === 'string'
      ? {
          label: lang === 'zh' ? '写邀约邮件' : 'Write invitations',
          message: draftRequest(lang, slots.project, slots.language as Language | undefined),
        }
      : null,
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
