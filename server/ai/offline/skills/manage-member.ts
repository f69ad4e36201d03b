import { manageMemberTool } from '../../../../src/tools/manage-member/contract.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { memberRequest, ROLE_WORDS } from '../../../tools/team-admin/request-phrases.ts';
import { clientsOf, personOf, removesMember, roleOf } from '../nlu/slots/team-admin.ts';
import type { OfflineSkill } from './offline-skill.ts';
import { doneElsewhere, teamQuestion } from './team-questions.ts';

export const manageMemberSkill: OfflineSkill = {
  toolName: manageMemberTool.name,
  read(text) {
    // Taking someone out is not this tool's: nothing to read (ask says where it is done).
    if (removesMember(text)) return {};
    const person = personOf(text);
    const role = roleOf(text);
    const clients = clientsOf(text);
    return {
      ...(person ? { person } : {}),
      ...(role ? { role } : {}),
      ...(clients.length ? { clients } : {}),
    };
  },
  ask: (slots, lang, text) =>
    removesMember(text)
      ? doneElsewhere(
          {
            zh: '我可以添加成员、修改角色；移除成员请在「团队成员」页面操作（团队管理员）。',
            en: 'I can add members and change roles; removing a member is done on the Team members screen (team admins).',
          },
          'teammanage-member',
          lang,
        )
      : slots.person
        ? null
        : teamQuestion(
            {
              en: 'Whom should I add or change? Give their name, account or e-mail.',
              zh: '要添加或修改哪位成员？请告诉我姓名、账号或邮箱。',
            },
            { en: 'Open team members', zh: '打开团队成员' },
            lang,
          ),
  choice(slots, lang) {
    if (typeof slots.person !== 'string') return null;
    const role = slots.role as keyof (typeof ROLE_WORDS)['en'] | undefined;
    const clients = Array.isArray(slots.clients) ? (slots.clients as string[]) : undefined;
    return {
      label: lang === 'zh' ? '管理成员' : 'Manage a member',
      message: memberRequest(lang, slots.person, role, clients),
    };
  },
  help: {
    en: '**Team members** (admins): “add Li Lei to the Nike client as editor”, “make Han Meimei an admin”. The card asks you to approve before anything changes.',
    zh: '**团队成员**（管理员）：“把李雷加到耐克客户，角色编辑”“把韩梅梅设为管理员”。在卡片中确认后才会生效。',
  },
  can: {
    en: 'add team members or change their role (“make Han Meimei an admin”)',
    zh: '添加团队成员或修改角色（“把韩梅梅设为管理员”）',
  },
  close(output, lang) {
    const result = manageMemberTool.output.parse(output);
    if (result.status === 'choose') return escapeMarkdown(result.question);
    const name = escapeMarkdown(result.name);
    const role = ROLE_WORDS[lang][result.role];
    if (result.status === 'approved')
      return lang === 'zh' ? `已更新成员「${name}」（${role}）。` : `**${name}** is updated (${role}).`;
    if (result.status === 'declined')
      return lang === 'zh' ? `已取消对「${name}」的变更。` : `The change for **${name}** was declined.`;
    return lang === 'zh'
      ? `我准备了对「${name}」的变更（角色：${role}）。只有你在卡片中确认后才会生效。`
      : `I prepared the change for **${name}** (role: ${role}). It applies only if you approve in the card.`;
  },
};
