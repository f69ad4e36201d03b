import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { projectStatusTool } from '../../../../src/tools/project-status/contract.ts';
import { statusRequest } from '../../../tools/outreach/request-phrases.ts';
import { projectNameOf, statusPeriodOf } from '../nlu/slots/kox-project.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const projectStatusSkill: OfflineSkill = {
  toolName: projectStatusTool.name,
  carries: ['project'],
  read(text) {
    const project = projectNameOf(text);
    const period = statusPeriodOf(text);
    return { ...(project ? { project } : {}), ...(period ? { period } : {}) };
  },
  // Without a project the tool asks which, with the team's latest projects as buttons (or takes its only one).
  choice: (slots, lang) => ({
    label: lang === 'zh' ? '项目进展' : 'Project status',
    message:
      typeof slots.project === 'string'
        ? statusRequest(lang, slots.project)
        : lang === 'zh'
          ? '这周谁回复了邀约邮件？'
          : 'who replied to our invitations this week?',
  }),
  help: {
    en: '**Project status**: “who replied this week in the project Spring Launch?”.',
    zh: '**项目进展**：“春季新品项目这周谁回复了？”。',
  },
  can: {
    en: 'tell who replied in a project (“who replied this week in the project Spring Launch?”)',
    zh: '查看项目中谁回复了（“春季新品项目这周谁回复了？”）',
  },
  close(output, lang) {
    const result = projectStatusTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const project = escapeMarkdown(result.project_name);
    return lang === 'zh'
      ? `「${project}」在这段时间有 ${result.replied} 位达人回复，各进展标签的人数见卡片。`
      : `${result.replied} creators of **${project}** replied in that period; the card counts them per progress label.`;
  },
};
