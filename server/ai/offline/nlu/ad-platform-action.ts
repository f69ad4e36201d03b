import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput } from './ask-user-input.ts';

/*
 * "pause the worst ad", "暂停表现最差的广告": the studio reads ad data and changes nothing on Meta, TikTok or Google,
 * so such a request is told where it is done, with the question the studio can answer instead.
 */
const PAUSES =
  /\b(?:pause|stop|turn\s+off|switch\s+off|disable|kill|shut\s+down)\b.{0,40}\b(?:ads?|campaigns?|ad\s*sets?|ad\s*groups?|creatives?)\b|(?:暂停|关停|关掉|停掉|停投|下线|关闭).{0,20}(?:广告|系列|广告组|素材|投放)/iu;

export function adPlatformActionAnswer(text: string, lang: Language): AskUserInput | null {
  if (!PAUSES.test(text)) return null;
  return lang === 'zh'
    ? {
        question:
          '工作室只读取广告数据，不会改动 Meta、TikTok 或 Google 上的广告：请在对应平台的广告管理后台暂停或修改。我可以先帮你找出表现最差的广告。',
        choices: [{ label: '表现最差的广告', message: '表现最差的5条广告' }],
      }
    : {
        question:
          'The studio reads ad data and changes nothing on Meta, TikTok or Google: pause or edit the ad in that platform’s ads manager. I can show you the worst ads first.',
        choices: [{ label: 'The worst ads', message: 'show the 5 worst ads' }],
      };
}
