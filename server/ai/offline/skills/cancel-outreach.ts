import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { cancelOutreachTool } from '../../../../src/tools/cancel-outreach/contract.ts';
import { cancelRequest } from '../../../tools/outreach/request-phrases.ts';
import { projectNameOf } from '../nlu/slots/kox-project.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const cancelOutreachSkill: OfflineSkill = {
  toolName: cancelOutreachTool.name,
  carries: ['project'],
  read(text) {
    const project = projectNameOf(text);
    return project ? { project } : {};
  },
  // Without a project the tool asks which, with the team's latest projects as buttons.
  choice: (slots, lang) => ({
    label: lang === 'zh' ? '停止发送' : 'Stop sending',
    message:
      typeof slots.project === 'string'
        ? cancelRequest(lang, slots.project)
        : lang === 'zh'
          ? '取消定时发送的邮件'
          : 'cancel the scheduled e-mails',
  }),
  help: {
    en: '**Stop sending**: “cancel the scheduled invitations of the project Spring Launch” returns them to draft.',
    zh: '**停止发送**：“取消春季新品项目定时发送的邀约”会把它们退回草稿。',
  },
  can: {
    en: 'stop a project’s e-mails that wait to be sent (“cancel the scheduled invitations of Spring Launch”)',
    zh: '停止项目中待发送的邮件（“取消春季新品项目定时发送的邀约”）',
  },
  close(output, lang) {
    const result = cancelOutreachTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const project = escapeMarkdown(result.project_name);
    const left =
      result.on_their_way > 0
        ? lang === 'zh'
          ? `另有 ${result.on_their_way} 封已在发送中，会照常发出。`
          : ` ${result.on_their_way} already on their way go out.`
        : '';
    // What waits is stopped; the labels' rule still writes later follow-ups, which "stop following up" also means.
    return lang === 'zh'
      ? `已把「${project}」的 ${result.stopped} 封待发送邮件退回草稿，不会发出。${left}之后的跟进邮件仍按各进展标签的规则撰写，在项目模板中把标签的跟进次数设为 0 即可停止。`
      : `Returned ${result.stopped} waiting e-mails of **${project}** to draft: they are not sent.${left} Later follow-ups are still written by each progress label’s rule; a label without follow-ups, in the project’s template, stops them.`;
  },
};
