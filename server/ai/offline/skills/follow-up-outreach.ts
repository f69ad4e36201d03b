import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import type { z } from 'zod';
import { followUpOutreachTool } from '../../../../src/tools/follow-up-outreach/contract.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { followUpRequest } from '../../../tools/outreach/request-phrases.ts';
import { projectNameOf } from '../nlu/slots/kox-project.ts';
import type { OfflineSkill } from './offline-skill.ts';

/** Why the project's creators get no follow-up now, counted (the tool's answer "none"). */
type LeftOut = Extract<z.output<typeof followUpOutreachTool.output>, { status: 'none' }>['left_out'];

/** "3 replied", "1 has an e-mail on its way": an English count with its verb agreeing. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why each group of the project's creators gets no follow-up now, only the groups that have any. */
function leftOutReasons(
  { not_invited, replied, limit_reached, on_their_way, teammates, too_old }: LeftOut,
  lang: Language,
) {
  const reasons: [number, string][] =
    lang === 'zh'
      ? [
          [not_invited, `${not_invited} 位的邀约还没有发出`],
          [replied, `${replied} 位已回复或邀约被退信`],
          [limit_reached, `${limit_reached} 位已收到进度标签允许的全部跟进邮件`],
          [on_their_way, `${on_their_way} 位有邮件正在等待发送或发送中`],
          [teammates, `${teammates} 位是从同事的邮箱邀约的，由邮箱主人跟进`],
          [too_old, `${too_old} 位的邀约已超过 60 天，不再读取回复`],
        ]
      : [
          [not_invited, count(not_invited, 'has', 'have') + ' no invitation sent yet'],
          [replied, `${replied} replied or bounced`],
          [
            limit_reached,
            count(limit_reached, 'has had', 'have had') + ' every follow-up their progress label allows',
          ],
          [on_their_way, count(on_their_way, 'has an e-mail', 'have an e-mail') + ' waiting or on its way'],
          [
            teammates,
            count(teammates, 'was', 'were') + ' invited from a teammate’s mailbox (its owner follows up)',
          ],
          [
            too_old,
            count(too_old, 'was', 'were') + ' invited more than 60 days ago (replies are no longer read)',
          ],
        ];
  return reasons.filter(([n]) => n > 0).map(([, said]) => said);
}

export const followUpOutreachSkill: OfflineSkill = {
  toolName: followUpOutreachTool.name,
  carries: ['project'],
  read(text) {
    const project = projectNameOf(text);
    return project ? { project } : {};
  },
  // Without a project the tool asks which, with the team's latest projects as buttons.
  choice: (slots, lang) => ({
    label: lang === 'zh' ? '发跟进邮件' : 'Follow up',
    message:
      typeof slots.project === 'string'
        ? followUpRequest(lang, slots.project)
        : lang === 'zh'
          ? '给没回复的达人发跟进邮件'
          : 'follow up with the creators who haven’t replied',
  }),
  help: {
    en: '**Follow up**: “follow up with the creators of Spring Launch who haven’t replied” sends each the next follow-up once you approve.',
    zh: '**发跟进邮件**：“给春季新品项目没回复的达人发跟进邮件”，经你确认后给每位达人发下一封跟进邮件。',
  },
  can: {
    en: 'follow up now with a project’s creators who haven’t replied (“follow up with the creators of Spring Launch who didn’t reply”)',
    zh: '给项目中还没回复的达人发跟进邮件（“催一下春季新品项目没回复的达人”）',
  },
  close(output, lang) {
    const result = followUpOutreachTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const project = escapeMarkdown(result.project_name);
    if (result.status === 'none') {
      const reasons = leftOutReasons(result.left_out, lang);
      if (lang === 'zh')
        return reasons.length
          ? `「${project}」现在没有要跟进的达人：${reasons.join('，')}。`
          : `「${project}」没有从你的邮箱邀约、还在等回复的达人，没有要跟进的。`;
      return reasons.length
        ? `Nobody in **${project}** to follow up with now: ${reasons.join('; ')}.`
        : `Nobody in **${project}** to follow up with: no creator invited from your mailbox is waiting for a reply.`;
    }
    if (result.status === 'no_sender')
      return lang === 'zh'
        ? '跟进邮件从你的发件邮箱发出，请先设置发件邮箱，卡片中有邮箱设置的入口。'
        : 'Follow-ups go out from your sender mailbox, and you have none yet: set one up first (the card links to mailbox settings).';
    if (result.status === 'declined')
      return lang === 'zh' ? '已取消，没有发送任何跟进邮件。' : 'Cancelled: no follow-up was sent.';
    const sender = escapeMarkdown(result.sender);
    if (result.status === 'approved') {
      // The card says why the mailbox is paused, in words; the stored reason is a code.
      const paused =
        result.paused_reason != null
          ? lang === 'zh'
            ? '你的邮箱暂停了发送，恢复后才会发出。'
            : ' Sending from your mailbox is paused: they go out once it resumes.'
          : '';
      return lang === 'zh'
        ? `已安排从 ${sender} 给「${project}」的 ${result.queued} 位达人发跟进邮件。${paused}`
        : `Queued ${count(result.queued, 'follow-up', 'follow-ups')} to the creators of **${project}** from ${sender}.${paused}`;
    }
    const creators = result.creator_ids.length;
    return lang === 'zh'
      ? `我准备从 ${sender} 给「${project}」中 ${creators} 位还没回复的达人发跟进邮件。只有你在卡片中确认后才会发送。`
      : `I prepared follow-ups for ${count(creators, 'creator', 'creators')} of **${project}** who ${creators === 1 ? 'hasn’t' : 'haven’t'} replied, from ${sender}. They are sent only if you approve in the card.`;
  },
};
