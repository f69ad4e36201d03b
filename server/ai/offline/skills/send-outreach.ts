import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { sendOutreachTool } from '../../../../src/tools/send-outreach/contract.ts';
import { resendRequest, sendRequest } from '../../../tools/outreach/request-phrases.ts';
import { projectNameOf } from '../nlu/slots/kox-project.ts';
import { sendTimeOf } from '../nlu/slots/send-time.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput } from '../nlu/ask-user-input.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { teamQuestion } from './team-questions.ts';

/**
 * "email these creators", "给这几个达人发邀约": the creators just listed, in no project yet ("send them tomorrow"
 * is the invitations).
 */
const THESE_CREATORS =
  /\b(?:these|those)\s+(?:\w+\s+)?(?:creators|influencers|kols|koxs|bloggers|youtubers)\b|\b(?:e-?mail|invite|contact|message|reach out to)\s+(?:them|these|those)\b|(?:这些|这几个?|那几个?|那些|刚才(?:推荐的?|那|这)?几?个?)(?:达人|博主|网红|红人|KOL)|给(?:他们|她们)发/iu;

/** "resend the failed invitations", "重新发送失败的邀约": the e-mails that failed to send, not the drafts. */
const FAILED = /\bfail(?:ed|ures?)?\b|\bbounced\b|\bretry\b|失败|退信|被退回|重试/iu;

/** Invitations go out from a project to its creators: the ones just listed go into one first. */
function firstIntoAProject(lang: Language): AskUserInput {
  return lang === 'zh'
    ? {
        question: '邀约邮件按项目发送给项目里的达人：请先把这些达人加到一个项目，再写邀约、发送。',
        choices: [
          { label: '把他们加到项目', message: '把这些达人加到项目里' },
          { label: '打开项目列表', message: '打开项目列表' },
        ],
      }
    : {
        question:
          'Invitations go out from a project, to its creators: add these creators to a project first, then write and send their invitations.',
        choices: [
          { label: 'Add them to a project', message: 'add these creators to a project' },
          { label: 'Open the projects', message: 'Open the projects' },
        ],
      };
}

export const sendOutreachSkill: OfflineSkill = {
  toolName: sendOutreachTool.name,
  carries: ['project'],
  read(text, today, timeZone) {
    const project = projectNameOf(text);
    const sendAt = sendTimeOf(text, today, timeZone);
    return {
      ...(project ? { project } : {}),
      ...(sendAt ? { send_at: sendAt } : {}),
      ...(FAILED.test(text) ? { failed: true } : {}),
    };
  },
  // Without a project the tool offers the team's latest projects as buttons; but a button's request cannot carry
  // a time said ("send them tomorrow at 9"), so then the user is asked to name the project instead.
  ask: (slots, lang, text) =>
    slots.project
      ? null
      : THESE_CREATORS.test(text)
        ? firstIntoAProject(lang)
        : slots.send_at
          ? teamQuestion(
              {
                en: 'Which project’s invitations should I send? Give its name.',
                zh: '要发送哪个项目的邀约邮件？请告诉我项目名称。',
              },
              { en: 'Open the projects', zh: '打开项目列表' },
              lang,
            )
          : null,
  // A time cannot be said back reliably in a sentence; the choice sends at once after approval.
  choice: (slots, lang) =>
    typeof slots.project === 'string'
      ? {
          label: lang === 'zh' ? '发送邀约邮件' : 'Send invitations',
          message: slots.failed ? resendRequest(lang, slots.project) : sendRequest(lang, slots.project),
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
    if (result.failed)
      return lang === 'zh'
        ? `我准备从 ${escapeMarkdown(result.sender)} 重新发送「${project}」中 ${result.email_ids.length} 封发送失败的邮件。只有你在卡片中确认后才会发送。`
        : `I prepared sending again ${result.email_ids.length} e-mails of **${project}** that failed to send, from ${escapeMarkdown(result.sender)}. They are sent only if you approve in the card.`;
    return lang === 'zh'
      ? `我准备从 ${escapeMarkdown(result.sender)} 发送「${project}」的 ${result.email_ids.length} 封邀约邮件。只有你在卡片中确认后才会发送。`
      : `I prepared sending ${result.email_ids.length} invitations of **${project}** from ${escapeMarkdown(result.sender)}. They are sent only if you approve in the card.`;
  },
};
