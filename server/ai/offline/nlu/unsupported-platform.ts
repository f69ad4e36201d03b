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
  if (choices.length) {
    const subjects = request.subjects.map((s) => s.name);
    return lang === 'zh'
      ? {
          question: `暂不支持${name}，我目前只采集 ${supported(lang)} 的数据。要在其中一个平台上追踪${subjects.join('和')}吗？`,
          choices,
        }
      : {
          question: `${name} is not supported yet; I collect from ${supported(lang)}. Track ${new Intl.ListFormat('en', { type: 'conjunction' }).format(subjects)} on one of those instead?`,
          choices,
        };
  }
  return lang === 'zh'
    ? `暂不支持${name}，我目前只采集 ${supported(lang)} 的数据。`
    : `${name} is not supported yet; I collect from ${supported(lang)}.`;
}

/**
 * A request that names a platform we collect from beside one we do not ("小红书和抖音的美妆博主"): said so before
 * the request goes on without it, as the choice the tool's reading makes of it.
 */
export function partlyUnsupportedQuestion(
  platform: UnsupportedPlatform,
  without: Choice,
  lang: Language,
): AskUserInput {
  const name = platformName(platform, lang);
  return {
    question:
      lang === 'zh'
        ? `暂不支持${name}，我目前只采集 ${supported(lang)} 的数据。要不含${name}继续吗？`
        : `${name} is not supported yet; I collect from ${supported(lang)}. Go on without ${name}?`,
    // The button says the request it sends: which platforms are left is what the user decides on.
    choices: [{ label: without.message, message: without.message }],
  };
}

/**
 * A request other than a dashboard's that names only a platform we do not collect from ("推荐几个小红书美妆达人"):
 * said so, with the same request on the platforms we do as the choice.
 */
export function onSupportedPlatformsQuestion(
  platform: UnsupportedPlatform,
  elsewhere: Choice,
  lang: Language,
): AskUserInput {
  const name = platformName(platform, lang);
  return {
    question:
      lang === 'zh'
        ? `暂不支持${name}，我目前只采集 ${supported(lang)} 的数据。要改在这些平台上继续吗？`
        : `${name} is not supported yet; I collect from ${supported(lang)}. Go on with those instead?`,
    choices: [{ label: elsewhere.message, message: elsewhere.message }],
  };
}
