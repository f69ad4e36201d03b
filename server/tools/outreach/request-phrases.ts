import type { Language } from '../../../src/tools/switch-language/contract.ts';

/* Requests the outreach cards' buttons send as the user's next message; the offline model reads them back. */

/** "前3位达人" / "the first 3 creators": the top of the last list, as a request says it. */
export const firstCreators = (lang: Language, first: number) =>
  lang === 'zh' ? `前${first}位达人` : `the first ${first} creators`;

export function addToProjectRequest(
  lang: Language,
  project: string,
  creators: readonly string[] | undefined,
  create = false,
  first?: number,
): string {
  const who = creators?.length
    ? creators.join(lang === 'zh' ? '、' : ', ')
    : first
      ? firstCreators(lang, first)
      : null;
  if (lang === 'zh')
    return create
      ? `新建${project}项目，把${who ?? '这些达人'}加进去`
      : `把${who ?? '这些达人'}加到${project}项目`;
  return create
    ? `create the project ${project} and add ${who ?? 'these creators'} to it`
    : `add ${who ?? 'these creators'} to the project ${project}`;
}

const LANGUAGE_WORDS = {
  en: { en: 'in English', zh: 'in Chinese' },
  zh: { en: '，用英文写', zh: '，用中文写' },
} as const;

export function draftRequest(lang: Language, project: string, language?: Language, rewrite = false): string {
  const said = language ? LANGUAGE_WORDS[lang][language] : '';
  if (rewrite)
    return lang === 'zh'
      ? `重写${project}项目还没发出的邀约邮件${said}`
      : `rewrite the unsent invitations of the project ${project}${said ? ` ${said}` : ''}`;
  return lang === 'zh'
    ? `给${project}项目的达人写邀约邮件${said}`
    : `write invitations to the creators of the project ${project}${said ? ` ${said}` : ''}`;
}

export function cancelRequest(lang: Language, project: string): string {
  return lang === 'zh'
    ? `取消${project}项目定时发送的邮件`
    : `cancel the scheduled e-mails of the project ${project}`;
}

export function followUpRequest(lang: Language, project: string): string {
  return lang === 'zh'
    ? `给${project}项目没回复的达人发跟进邮件`
    : `follow up with the creators of the project ${project} who haven't replied`;
}

export function resendRequest(lang: Language, project: string): string {
  return lang === 'zh'
    ? `重新发送${project}项目发送失败的邮件`
    : `resend the failed e-mails of the project ${project}`;
}

export function sendRequest(lang: Language, project: string): string {
  return lang === 'zh' ? `发送${project}项目的邀约邮件` : `send the invitations of the project ${project}`;
}

export function statusRequest(lang: Language, project: string): string {
  return lang === 'zh' ? `${project}项目这周谁回复了？` : `who replied this week in the project ${project}?`;
}
