import { CREATOR_NOUN } from './kox-brief.ts';
import { mentionsOf } from './mentions.ts';

/* The creator a request for look-alikes names: "creators like @priyaruns1", "和Priya Runs类似的博主". */

const ZH_CREATOR_NOUN = '(?:达人|博主|网红|红人|主播|创作者|KOL|KOX|账号)';
/** A handle, a quoted name, or words ("Priya Runs"; only the capitalised ones are kept, see `capitalised`). */
const EN_NAME = String.raw`(@[\w.]+|“[^”]+”|"[^"]+"|[A-Z0-9][\w.'’-]*(?:\s+[A-Z0-9][\w.'’-]*)*)`;
const PLATFORM = String.raw`(?:(?:tiktok|youtube|instagram)\s+)?`;
const ZH_PLATFORM = String.raw`(?:(?:TikTok|YouTube|Instagram|抖音|油管|小红书|B站)\s*)?`;
const EN_LIKE = [
  // "creators like @x", "influencers similar to Priya Runs", "more bloggers like "Nina Plays""
  String.raw`${CREATOR_NOUN}\s+(?:(?:who|that)\s+(?:are|is)\s+)?(?:just\s+)?(?:like|similar\s+to|resembling)\s+${EN_NAME}`,
  // "similar creators to @x", "similar TikTok influencers to Nina Plays", "lookalikes of @x"
  String.raw`similar\s+${PLATFORM}${CREATOR_NOUN}\s+(?:to|as)\s+${EN_NAME}`,
  String.raw`look-?alikes?\s+(?:of|for|to)\s+${EN_NAME}`,
  // "who else is like @x", "more like @x", "others like @x"
  String.raw`(?:who\s+else\s+is|more|others?|anyone)\s+(?:like|similar\s+to)\s+${EN_NAME}`,
].map((p) => new RegExp(p, 'iu'));
/** A name in Chinese runs until the words that end it: "和@x类似", "像Priya Runs这样的". */
const ZH_NAME = String.raw`(@[\w.]+|“[^”]+”|"[^"]+"|「[^」]+」|[^，,。？?！!的和跟与像]+?)`;
/** Before "的相似达人" nothing marks where the name starts: only a handle, a quote or Latin letters are taken. */
const ZH_NAME_BEFORE = String.raw`(@[\w.]+|“[^”]+”|"[^"]+"|「[^」]+」|[A-Za-z0-9][\w.'’ -]*?)`;
const ZH_LIKE = [
  String.raw`(?:和|跟|与|同)\s*${ZH_NAME}\s*(?:风格|内容|调性)?(?:类似|相似|相近|差不多|一样|同类型|同类)`,
  // "像@x这样的TikTok达人": the platform may stand between.
  String.raw`(?:类似|像|相似于)\s*${ZH_NAME}\s*(?:这样|那样|这种|那种|一样)?的\s*${ZH_PLATFORM}${ZH_CREATOR_NOUN}`,
  // "看看李佳的相似达人": after the request, the name runs to "的".
  String.raw`(?:看看|看一下|找找?|推荐|列出|查查?)\s*${ZH_NAME}\s*的(?:相似|类似|同类|同类型)${ZH_CREATOR_NOUN}`,
  String.raw`${ZH_NAME_BEFORE}\s*的?(?:相似|类似|同类|同类型)${ZH_CREATOR_NOUN}`,
].map((p) => new RegExp(p, 'iu'));

const QUOTES = /^[“"「](.+)[”"」]$/u;
/** Words a reader might take for a name but that say which creators, not whom ("creators like these"). */
const NOT_A_NAME =
  /^(?:(?:this|that|these|those)(?:\s+(?:one|creators?|influencers?))?|them|him|her|it|[这那](?:个|位|些)?(?:达人|博主|网红|账号|人)?|[他她它]们?)$/iu;

/** "creators like these", "和这个博主差不多的": look-alikes of a creator the request does not name. */
const UNNAMED = [
  /\b(?:like|similar\s+to)\s+(?:this|that|these|those|them|him|her)(?:\s+(?:one|creators?|influencers?))?\b/iu,
  /(?:和|跟|与|像)(?:[他她它]们?|[这那](?:个|位|些)?(?:达人|博主|网红|账号|人)?)(?:风格|内容|调性)?(?:类似|相似|差不多|一样|这样)/u,
];

/**
 * An English name is told by its capitals ("like Priya Runs in the US"): its words up to the first one in lower
 * case; none when it starts in lower case ("like this one"). Handles and quoted names are kept whole.
 */
function capitalised(said: string): string {
  if (/^[@“"「]/u.test(said)) return said;
  const words = said.split(/\s+/u);
  const end = words.findIndex((w) => !/^[\p{Lu}\p{N}]/u.test(w));
  return words.slice(0, end === -1 ? words.length : end).join(' ');
}

/** The creator named after a look-alike phrase, or in it. */
function namedInPhrase(text: string): string | undefined {
  for (const [pattern, english] of [
    ...EN_LIKE.map((p) => [p, true] as const),
    ...ZH_LIKE.map((p) => [p, false] as const),
  ]) {
    const match = pattern.exec(text)?.[1]?.trim();
    const said = match && english ? capitalised(match) : match;
    if (!said) continue;
    const name = said
      .replace(QUOTES, '$1')
      .replace(/[.?!]+$/u, '')
      .trim();
    if (name && !NOT_A_NAME.test(name)) return name;
  }
  return undefined;
}

/** The creator whose look-alikes a request asks for, as said (handle, name or id); none when it asks for none. */
export function koxSimilarToOf(text: string): string | undefined {
  const named = namedInPhrase(text);
  if (named) return named;
  // "…@小鹿跑步 效果不错，再找几个和她差不多的": the one creator the request mentions is whom "她" means.
  const mentions = UNNAMED.some((p) => p.test(text)) ? mentionsOf(text) : [];
  return mentions.length === 1 ? mentions[0] : undefined;
}

export const asksForUnnamedLookalikes = (text: string) =>
  koxSimilarToOf(text) === undefined && UNNAMED.some((p) => p.test(text));
