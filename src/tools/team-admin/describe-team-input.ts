import type { TFunction } from '@/lib/i18n/translator';
import type { AssignableTeamRole } from '@/lib/roles';
import '@/lib/i18n/namespaces/chat';

/** The parts of a member request a direct call's text shows: `李雷 · 编辑 · Nike、Adidas`. */
export function describeMemberRequest(
  t: TFunction,
  who: string,
  role: AssignableTeamRole | undefined,
  clients: readonly string[] | undefined,
): string {
  return [
    who,
    role ? t(`chat:tools.teamAdmin.roles.${role}`) : '',
    clients?.join(t('chat:tools.teamAdmin.listSeparator')) ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
}
