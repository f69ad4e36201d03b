import { TEAM_TAG_LENGTH_MAX, TEAM_TAGS_MAX } from '../../../../../src/lib/kox-values.ts';
import { blank, foldText } from './fold-text.ts';

/** Where a said tag ends: a sentence's end, or the next request ("…, then save them", "and add them to …"). */
const EN_END = String.raw`(?=[.;!?]|$|,|\s+(?:and\s+|then\s+)+(?:save|add|put|move|draft|send)\b|\s+(?:to|into|in)\s+(?:the|our|my)\b)`;
const ZH_END = '(?=[，,。；;！!？?\\n]|$|并|然后)';

/** A tag said in quotes, which may hold anything but the quotes ("标签是「我的最爱」的", 'tagged "spring, 2026"'). */
const QUOTED = '[「“"\'‘]([^」”"\'’]+)[」”"\'’]';

const SAVE_PATTERNS = [
  // "标签写春季", "标签为“春季”", "标签：春季、美妆", "tag: spring"
  new RegExp(
    `(?:标签|\\btags?\\b)\\s*(?:写成|写上|写|设为|设成|设置为|用|为|是|:)\\s*(?:${QUOTED}|(.+?)${ZH_END})`,
    'iu',
  ),
  // "打上春季标签", "贴上“新品”的标签"
  /(?:打上|贴上|加上|标上|打个|加个)\s*(.+?)\s*的?标签/u,
  // "标记为春季"
  new RegExp(`(?:标记为|标记成|标为|标成)\\s*(.+?)${ZH_END}`, 'u'),
  // "tagged spring", "tagged as spring launch", "tag them spring and beauty"
  new RegExp(
    String.raw`\b(?:tagged|tag\s+(?:them|it|these|those|all|each|every\s+one)(?:\s+(?:creators|influencers|bloggers|kols|koxs|people|ones))?(?:\s+of\s+them)?)\s+(?:as\s+|with\s+)?(?:the\s+tags?\s+)?(.+?)${EN_END}`,
    'iu',
  ),
  // "with the tags spring and Q3", "with tag spring"
  new RegExp(String.raw`\bwith\s+(?:the\s+|a\s+)?tags?\s+(.+?)${EN_END}`, 'iu'),
];

const QUOTES = /["'“”‘’「」『』《》]/gu;
const unquoted = (said: string) => said.replace(QUOTES, ' ').trim();
const LIST_SPLIT = /\s*(?:,|，|、|\/|\band\b|&|和|及|与)\s*/u;

/**
 * The tags a request asks to put on the creators it saves ("标签写春季", "打上“新品”标签", "tagged spring and
 * Q3"), with the text left once they are blanked (a tag is not also a creator's name); none when it says none.
 * A tag longer than a team database entry takes is left out rather than cut.
 */
export function saveTagsOf(raw: string): { tags: string[]; rest: string } {
  const text = foldText(raw);
  for (const pattern of SAVE_PATTERNS) {
    const match = pattern.exec(text);
    const said = match?.[1] ?? match?.[2];
    if (!match || !said) continue;
    const tags = [
      ...new Set(
        unquoted(said)
          .split(LIST_SPLIT)
          .map((tag) => tag.trim())
          .filter((tag) => tag && tag.length <= TEAM_TAG_LENGTH_MAX),
      ),
    ].slice(0, TEAM_TAGS_MAX);
    if (!tags.length) continue;
    return { tags, rest: blank(text, [[match.index, match.index + match[0].length]]) };
  }
  return { tags: [], rest: text };
}

/** Where a searched tag ends in English: punctuation, or the next part of the search ("in the US", "with e-mail"). */
const EN_SEARCH_END = String.raw`(?=[.;!?,]|$|\s+(?:in|on|from|with|who|that|and|or|sorted|ranked|over|under|above|below|having|by|sort|rank)\b)`;

const SEARCH_PATTERNS = [
  // "标签是春季的达人", "标签为“新品”的博主", "标记为重点合作的"
  new RegExp(
    `(?:标签(?:是|为|写着|写的是|包含|含有?)|标记为|标记成|标为)\\s*(?:${QUOTED}的?|(.+?)(?:的|(?=[，,。；;！!？?\\n]|$)))`,
    'u',
  ),
  // "带春季标签的达人", "打了“新品”标签的博主"
  new RegExp(`(?:带有|带着|带|打了|打着|贴了|贴着)\\s*(?:${QUOTED}|(.+?))\\s*(?:这个)?标签`, 'u'),
  // "tagged spring", "tagged as spring launch", "with the tag spring"
  new RegExp(String.raw`\btagged\s+(?:as\s+|with\s+)?(?:${QUOTED}|(.+?)${EN_SEARCH_END})`, 'iu'),
  new RegExp(String.raw`\bwith\s+(?:the\s+|a\s+)?tag\s+(?:${QUOTED}|(.+?)${EN_SEARCH_END})`, 'iu'),
];

/**
 * The one tag a search of the team database asks for ("标签是春季的达人", "creators tagged spring"), with the text
 * left once it is blanked (a tag such as "美妆" is not also the topic); none when it says none.
 */
export function searchedTagOf(raw: string): { tag?: string; rest: string } {
  const text = foldText(raw);
  for (const pattern of SEARCH_PATTERNS) {
    const match = pattern.exec(text);
    const said = match?.[1] ?? match?.[2];
    const tag = said ? unquoted(said) : '';
    if (!match || !tag || tag.length > TEAM_TAG_LENGTH_MAX) continue;
    return { tag, rest: blank(text, [[match.index, match.index + match[0].length]]) };
  }
  return { rest: text };
}
