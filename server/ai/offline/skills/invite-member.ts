import { inviteMemberTool } from '../../../../src/tools/invite-member/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { ROLE_WORDS } from '../../../tools/team-admin/request-phrases.ts';
import { foldText } from '../nlu/slots/fold-text.ts';
import { clientsOf, emailOf, roleOf } from '../nlu/slots/team-admin.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { teamQuestion } from './team-questions.ts';

/** "invite anna" names an account without an e-mail; "invite Zhang San" a person, whose e-mail is asked. */
const ACCOUNT_AFTER_INVITE =
  /(?:\b[Ii]nvite|邀请)\s*(?!(?:someone|somebody|people|them|him|her|new|the|our|my|more|members?)\b)([a-z0-9][\w.-]{2,})/u;

/** A person named instead of an address: "invite Zhang San", "邀请张三加入", "把王五拉进团队". */
const PERSON_AFTER_INVITE = [
  /\b[Ii]nvite\s+([A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}'-]+){0,2})/u,
  /(?:邀请|把)\s*(\p{Script=Han}{2,4}?)\s*(?:加入|进|拉进|来|作为|成为)/u,
];

export const inviteMemberSkill: OfflineSkill = {
  toolName: inviteMemberTool.name,
  read(text) {
    const email = emailOf(foldText(text)) ?? ACCOUNT_AFTER_INVITE.exec(foldText(text))?.[1];
    const role = roleOf(text);
    const clients = clientsOf(text);
    return { ...(email ? { email } : {}), ...(role ? { role } : {}), ...(clients.length ? { clients } : {}) };
  },
  ask: (slots, lang, text) => {
    if (slots.email) return null;
    // "邀请张三加入团队": the person is named, their e-mail is what the invitation needs.
    const person = PERSON_AFTER_INVITE.map((p) => p.exec(foldText(text))?.[1]).find(Boolean);
    const named = person && escapeMarkdown(person);
    return teamQuestion(
      named
        ? {
            en: `What is ${named}'s e-mail address? The invitation is sent to it.`,
            zh: `${named}的邮箱是什么？邀请要发到邮箱。`,
          }
        : { en: 'Whom should I invite? Give their e-mail address.', zh: '要邀请谁？请告诉我对方的邮箱。' },
      { en: 'Open team members', zh: '打开团队成员' },
      lang,
    );
  },
  choice(slots, lang) {
    if (typeof slots.email !== 'string') return null;
    return lang === 'zh'
      ? { label: '邀请新成员', message: `邀请 ${slots.email} 加入团队` }
      : { label: 'Invite a new member', message: `Invite ${slots.email} to the team` };
  },
  help: {
    en: '**Invitations** (admins): “invite anna@brand.com as viewer for Adidas”. Once you approve, the card shows a one-time sign-in link.',
    zh: '**邀请成员**（管理员）：“邀请 anna@brand.com 以只读身份加入，负责阿迪达斯”。确认后卡片会显示一次性登录链接。',
  },
  can: {
    en: 'invite new people to the team (“invite anna@brand.com”)',
    zh: '邀请新成员加入团队（“邀请 anna@brand.com”）',
  },
  close(output, lang) {
    const result = inviteMemberTool.output.parse(output);
    const account = escapeMarkdown(result.account);
    const role = ROLE_WORDS[lang][result.role];
    if (result.status === 'approved')
      return lang === 'zh' ? `已邀请 ${account}（${role}）。` : `${account} is invited (${role}).`;
    if (result.status === 'declined')
      return lang === 'zh' ? `已取消邀请 ${account}。` : `Inviting ${account} was declined.`;
    return lang === 'zh'
      ? `我准备了对 ${account} 的邀请（${role}）。只有你在卡片中确认后才会创建邀请链接。`
      : `I prepared an invitation for ${account} (${role}). The link is created only if you approve in the card.`;
  },
};
