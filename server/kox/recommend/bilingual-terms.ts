/**
 * Creator-marketing words in Chinese and English, for briefs written in one language about creators who post in
 * the other (a zh brief for US creators shares no word with them). Each entry is one meaning; a brief that uses
 * any of its words is searched with all of them. A hand-kept list of the topics buyers brief creators on, not a
 * translator: provider embeddings replace it when an AI provider is configured (docs/kox.md "Smart
 * recommendation").
 */
const TERMS: readonly (readonly [zh: readonly string[], en: readonly string[]])[] = [
  [
    ['跑步', '跑者'],
    ['running', 'runner'],
  ],
  [['越野跑'], ['trail running', 'trail run']],
  [['马拉松'], ['marathon']],
  [['跑鞋'], ['running shoes']],
  [
    ['美妆', '化妆', '彩妆'],
    ['beauty', 'makeup'],
  ],
  [['护肤'], ['skincare']],
  [['口红'], ['lipstick']],
  [['粉底'], ['foundation']],
  [['精华'], ['serum']],
  [['防晒'], ['sunscreen']],
  [
    ['游戏', '玩家'],
    ['gaming', 'gamer'],
  ],
  [['电竞'], ['esports']],
  [['速通'], ['speedrun']],
  [
    ['科技', '数码'],
    ['tech', 'gadgets'],
  ],
  [['开箱'], ['unboxing']],
  [['测评', '评测'], ['review']],
  [['手机'], ['phone']],
  [['笔记本'], ['laptop']],
  [['耳机'], ['earbuds', 'headphones']],
  [['智能手表'], ['smartwatch']],
  [
    ['美食', '吃货'],
    ['food', 'foodie'],
  ],
  [
    ['食谱', '做饭', '烹饪'],
    ['recipe', 'cooking'],
  ],
  [['烘焙'], ['baking']],
  [['火锅'], ['hot pot']],
  [['拉面'], ['ramen']],
  [['街头小吃'], ['street food']],
  [['旅行', '旅游'], ['travel']],
  [['攻略'], ['guide']],
  [['酒店'], ['hotel']],
  [['露营'], ['camping']],
  [['徒步'], ['hiking']],
  [['户外'], ['outdoor']],
  [['时尚'], ['fashion']],
  [['穿搭'], ['outfit', 'ootd']],
  [['街拍'], ['street style']],
  [['健身'], ['fitness', 'workout']],
  [['瑜伽'], ['yoga']],
  [['增肌'], ['muscle']],
  [
    ['减脂', '减肥'],
    ['fat loss', 'weight loss'],
  ],
  [
    ['育儿', '母婴', '宝宝'],
    ['parenting', 'baby'],
  ],
  [['亲子'], ['family']],
  [
    ['理财', '投资'],
    ['finance', 'investing'],
  ],
  [['预算'], ['budget']],
  [['音乐'], ['music']],
  [['吉他'], ['guitar']],
  [['钢琴'], ['piano']],
  [['翻唱'], ['cover song']],
  [
    ['萌宠', '宠物'],
    ['pets', 'pet'],
  ],
  [['猫'], ['cat']],
  [['狗'], ['dog']],
  [['骑行'], ['cycling']],
  [['篮球'], ['basketball']],
  [['足球'], ['soccer', 'football']],
  [['摄影'], ['photography']],
  [['汽车'], ['car']],
  [['家居'], ['home decor']],
  [['女性', '女生'], ['women']],
  [['男性', '男生'], ['men']],
  [['新品', '上新'], ['launch']],
];

const HAN = /[\u3400-\u9fff]/;
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word of the brief: Chinese anywhere in it (no spaces between words), English as whole words. */
const foundIn = (text: string, word: string) =>
  HAN.test(word) ? text.includes(word) : new RegExp(`\\b${escape(word)}\\b`, 'i').test(text);

/**
 * The other language's words for each meaning the brief uses, apart (`;` keeps an added word from joining its
 * neighbour into a phrase); empty when it uses none.
 */
export function counterpartsOf(brief: string): string {
  const added = new Set<string>();
  for (const [zh, en] of TERMS) {
    const zhFound = zh.some((w) => foundIn(brief, w));
    const enFound = en.some((w) => foundIn(brief, w));
    if (zhFound && !enFound) for (const w of en) added.add(w);
    if (enFound && !zhFound) for (const w of zh) added.add(w);
  }
  return [...added].join('; ');
}
