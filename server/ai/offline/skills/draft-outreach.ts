import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { draftOutreachTool } from '../../../../src/tools/draft-outreach/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { draftRequest } from '../../../tools/outreach/request-phrases.ts';
import { asksToRewrite, outreachLanguageOf, projectNameOf } from '../nlu/slots/kox-project.ts';
import type { OfflineSkill } from './offline-skill.ts';

export const draftOutreachSkill: OfflineSkill = {
  toolName: draftOutreachTool.name,
  carries: ['project'],
  read(text) {
    const project = projectNameOf(text);
    const language = outreachLanguageOf(text);
    return {
      ...(project ? { project } : {}),
      ...(language ? { language } : {}),
      ...(asksToRewrite(text) ? { rewrite: true } : {}),
    };
  },
  // Without a project the tool asks which, with the team's latest projects as buttons.
  choice: (slots, lang) => ({
    label: lang === 'zh' ? '写邀约邮件' : 'Write invitations',
    message:
      typeof slots.project === 'string'
        ? draftRequest(lang, slots.project, slots.language as Language | undefined, slots.rewrite === true)
        : lang === 'zh'
          ? '帮我写邀约邮件'
          : 'write the invitation e-mails',
  }),
  help: {
    en: '**Write invitations**: “write invitations to the creators of the project Spring Launch”; “write them in Chinese instead” writes the unsent ones again.',
    zh: '**写邀约邮件**：“给春季新品项目的达人写邀约邮件”；“用英文重写这些邀约邮件”会重写还没发出的邮件。',
  },
  can: {
    en: 'write invitation e-mails for a project (“write invitations for the project Spring Launch”)',
    zh: '给项目的达人写邀约邮件（“给春季新品项目的达人写邀约邮件”）',
  },
  close(output, lang) {
    const result = draftOutreachTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const project = escapeMarkdown(result.project_name);
    if (result.rewritten > 0) return rewritingSaid(result, project, lang);
    return lang === 'zh'
      ? `已开始为「${project}」的 ${result.total} 位达人写邀约邮件，进度见卡片；写好的邮件不会自动发送。`
      : `Started writing ${result.total} invitations for **${project}**; the card follows the progress. Nothing is sent until you send them.`;
  },
};

/** What the chat says when invitations are written again: how many, new ones beside them, and what stays. */
function rewritingSaid(
  result: { rewritten: number; total: number; skipped: number; language: Language },
  project: string,
  lang: Language,
): string {
  const fresh = result.total - result.rewritten;
  if (lang === 'zh') {
    const language = result.language === 'zh' ? '中文' : '英文';
    const news = fresh > 0 ? `，并为 ${fresh} 位新达人撰写` : '';
    const kept = result.skipped > 0 ? `；${result.skipped} 封已发送、正在发送或经人修改过的保持不变` : '';
    return `已开始用${language}重写「${project}」的 ${result.rewritten} 封邀约邮件${news}${kept}。进度见卡片，写好的邮件不会自动发送。`;
  }
  const language = result.language === 'zh' ? 'Chinese' : 'English';
  const news = fresh > 0 ? `, and writing ${fresh} for new creators` : '';
  const kept =
    result.skipped > 0 ? `; ${result.skipped} sent, on their way or edited by a person stay as they are` : '';
  return `Rewriting ${result.rewritten} invitations of **${project}** in ${language}${news}${kept}. The card follows the progress; nothing is sent until you send them.`;
}
