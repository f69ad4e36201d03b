import type { AssignableTeamRole } from '../../../src/lib/roles.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';

/**
 * Requests written the way a user types them, for the buttons of a team tool's question: pressing one sends it
 * as the next message, which the model (or the offline reader, server/ai/offline/skills/team-*.ts) reads again.
 */
export const ROLE_WORDS: Record<Language, Record<AssignableTeamRole, string>> = {
  en: { admin: 'admin', editor: 'editor', viewer: 'viewer' },
  zh: { admin: '管理员', editor: '编辑', viewer: '只读' },
};

export function listNames(names: readonly string[], lang: Language): string {
  if (lang === 'zh') return names.join('和');
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function memberRequest(
  lang: Language,
  person: string,
  role?: AssignableTeamRole,
  clients?: readonly string[],
): string {
  const where = clients?.length;
  if (lang === 'zh')
    return `把${person}加到${where ? `${listNames(clients, lang)}客户` : '团队'}${role ? `，角色${ROLE_WORDS.zh[role]}` : ''}`;
  return `Add ${person} to the ${where ? `${listNames(clients, lang)} client${where > 1 ? 's' : ''}` : 'team'}${role ? ` as ${ROLE_WORDS.en[role]}` : ''}`;
}

export const inviteRequest = (lang: Language, email: string) =>
  lang === 'zh' ? `邀请 ${email} 加入团队` : `Invite ${email} to the team`;

export const openMembersRequest = (lang: Language) => (lang === 'zh' ? '打开团队成员' : 'Open team members');

export const switchTeamRequest = (lang: Language, team: string) =>
  lang === 'zh' ? `切换到${team}团队` : `Switch to the ${team} team`;

export const projectRequest = (lang: Language, name: string, client: string) =>
  lang === 'zh' ? `在${client}下面建一个项目叫${name}` : `Create a project called ${name} for ${client}`;
