import { DASHBOARD_MEDIA } from '../../../../src/lib/api/endpoints/dashboard.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';
import { dashboardChoice } from './dashboard-request-choices.ts';
import { readDashboardRequest } from './read-dashboard-request.ts';
import { MEDIA_NAMES } from './slots/media.ts';
import { platformName, type UnsupportedPlatform } from './slots/platforms.ts';

const supported = (lang: Language) => {
  const names = DASHBOARD_MEDIA.map((m) => MEDIA_NAMES[m]);
  return lang === 'zh' ? names.join('、') : new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
};

/** That the platform is not collected from, and which are: the first sentence of every answer here. */
const notCollected = (name: string, lang: Language) =>
  lang === 'zh'
    ? `暂不支持${name}，我目前只采集 ${supported(lang)} 的数据。`
    : `${name} is not supported yet; I collect from ${supported(lang)}.`;

/** A sentence after `notCollected` (Chinese runs on; English takes a space). */
const then = (lang: Language, zh: string, en: string) => (lang === 'zh' ? zh : ` ${en}`);

/**
 * The answer to a request for a platform the product does not collect from ("帮我盯着小红书"): that it is not
 * supported, and when the request names a subject and dashboards can be created, the same dashboard on each
 * supported medium to pick from.
 */
export function unsupportedPlatformAnswer(
  text: string,
  platform: UnsupportedPlatform,
  canCreate: boolean,
  lang: Language,
): AskUserInput | string {
  const name = platformName(platform, lang);
  const request = readDashboardRequest(text);
  const choices = canCreate
    ? DASHBOARD_MEDIA.flatMap((medium) => {
        const choice = dashboardChoice({ ...request, media: [medium] }, lang);
        return choice ? [{ label: MEDIA_NAMES[medium], message: choice.message }] : [];
      })
    : [];
  if (!choices.length) return notCollected(name, lang);
  const subjects = request.subjects.map((s) => s.name);
  const track = then(
    lang,
    `要在其中一个平台上追踪${subjects.join('和')}吗？`,
    `Track ${new Intl.ListFormat('en', { type: 'conjunction' }).format(subjects)} on one of those instead?`,
  );
  return { question: `${notCollected(name, lang)}${track}`, choices };
}

/**
 * A request that goes on across the platforms we collect from, as the one button (which says the request it
 * sends): without the unsupported platform when it names others too ("小红书和抖音的美妆博主", `alongside`), or
 * instead of it when it named only that one ("推荐几个小红书美妆达人", a creator search or recommendation).
 */
export function goOnQuestion(
  platform: UnsupportedPlatform,
  request: Choice,
  lang: Language,
  alongside: boolean,
): AskUserInput {
  const name = platformName(platform, lang);
  const ask = alongside
    ? then(lang, `要不含${name}继续吗？`, `Go on without ${name}?`)
    : then(lang, '要改在这些平台上继续吗？', 'Go on with those instead?');
  return {
    question: `${notCollected(name, lang)}${ask}`,
    choices: [{ label: request.message, message: request.message }],
  };
}
