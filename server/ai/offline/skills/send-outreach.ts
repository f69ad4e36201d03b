import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { sendOutreachTool } from '../../../../src/tools/send-outreach/contract.ts';
import { sendRequest } from '../../../tools/outreach/request-phrases.ts';
import { projectNameOf } from '../nlu/slots/kox-project.ts';
import { sendTimeOf } from '../nlu/slots/send-time.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { teamQuestion } from './team-questions.ts';

export const sendOutreachSkill: OfflineSkill = {
  toolName: sendOutreachTool.name,
  read(text, today, timeZone) {
    const project = projectNameOf(text);
    const sendAt = sendTimeOf(text, today, timeZone);
    return { ...(project ? { project } : {}), ...(sendAt ? { send_at: sendAt } : {}) };
  },
  ask: (slots, lang) =>
    slots.project
      ? null
      : teamQuestion(
          {
            en: 'Which project’s invitations should I send? Give its name.',
            zh: '要发送哪个项目的邀约邮件？请告诉我项目名称。',
          },
          { en: 'Open the projects', zh: '打开项目列表' },
          lang,
        ),
  // A time cannot be said back reliably in a sentence; the choice sends at once after approval.
  choice: (slots, lang) =>
    typeof slots.project === 'string'
      ? {
          label: lang === 'zh' ? '发送邀约邮件' : 'Send invitations',
          message: sendRequest(lang, slots.project),
        }
      : null,
  help: {
    en: '**Send invitations**: “send the invitations of the project Spring Launch tomorrow at 9”.',
    zh: '**发送邀约邮件**：“明天9点发送春季新品项目的邀约邮件”。',
  },
  can: {
    en: 'send a project’s invitations after your approval (“send the invitations of the project Spring Launch”)',
    zh: '经你确认后发送项目的邀约邮件（“发送春季新品项目的邀约邮件”）',
  },
  close(output, lang) {
    const result = sendOutreachTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const project = escapeMarkdown(result.project_name);
    if (result.status === 'no_sender')
      return lang === 'zh'
        ? `发送前需要先设置你的发件邮箱，卡片中有邮箱设置的入口。`
        : 'You have no sender mailbox yet: set one up first (the card links to mailbox settings).';
    if (result.status === 'approved')
      return lang === 'zh'
        ? `已安排发送「${project}」的 ${result.scheduled} 封邀约邮件。`
        : `Scheduled ${result.scheduled} invitations of **${project}** for sending.`;
    if (result.status === 'declined')
      return lang === 'zh' ? '已取消，没有发送任何邮件。' : 'Cancelled: nothing was sent.';
    return lang === 'zh'
      ? `我准备从 ${escapeMarkdown(result.sender)} 发送「${project}」的 ${result.email_ids.length} 封邀约邮件。只有你在卡片中确认后才会发送。`
      : `I prepared sending ${result.email_ids.length} invitations of **${project}** from ${escapeMarkdown(result.sender)}. They are sent only if you approve in the card.`;
  },
};
