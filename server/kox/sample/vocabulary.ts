import type {
  AudienceAge,
  KoxCountry,
  KoxLanguage,
  KoxPlatform,
  KoxTopic,
} from '../../../src/lib/kox-values.ts';

/**
 * The words the sample creators are written from, per language, and the audience each topic plausibly has.
 * `{n}` is a number (in a bio, the follower count as the creator would write it), `{c}` the creator's nickname.
 */

export const TOPIC_WORDS: Record<
  KoxTopic,
  Record<KoxLanguage, { name: string; nouns: string[]; tags: string[] }>
> = {
  beauty: {
    en: {
      name: 'beauty',
      nouns: ['skincare routine', 'foundation', 'lipstick', 'makeup look', 'serum'],
      tags: ['beauty', 'skincare', 'makeup', 'grwm'],
    },
    zh: {
      name: '美妆',
      nouns: ['护肤流程', '粉底液', '口红', '妆容', '精华'],
      tags: ['美妆', '护肤', '化妆教程', '好物分享'],
    },
  },
  running: {
    en: {
      name: 'running',
      nouns: ['trail run', 'marathon plan', 'running shoes', '10k race', 'easy run'],
      tags: ['running', 'trailrunning', 'marathon', 'runner'],
    },
    zh: {
      name: '跑步',
      nouns: ['越野跑', '马拉松训练', '跑鞋', '十公里', '慢跑'],
      tags: ['跑步', '越野跑', '马拉松', '跑鞋'],
    },
  },
  gaming: {
    en: {
      name: 'gaming',
      nouns: ['boss fight', 'speedrun', 'ranked match', 'new RPG', 'co-op night'],
      tags: ['gaming', 'gamer', 'esports', 'letsplay'],
    },
    zh: {
      name: '游戏',
      nouns: ['首通', '速通', '排位赛', '新游', '联机'],
      tags: ['游戏', '电竞', '游戏实况', '手游'],
    },
  },
  tech: {
    en: {
      name: 'tech',
      nouns: ['phone', 'laptop', 'earbuds', 'smartwatch', 'desk setup'],
      tags: ['tech', 'gadgets', 'unboxing', 'review'],
    },
    zh: {
      name: '科技',
      nouns: ['手机', '笔记本', '耳机', '智能手表', '桌搭'],
      tags: ['科技', '数码', '开箱', '测评'],
    },
  },
  food: {
    en: {
      name: 'food',
      nouns: ['street food', 'ramen', 'weeknight dinner', 'baking', 'hot pot'],
      tags: ['food', 'foodie', 'recipe', 'cooking'],
    },
    zh: {
      name: '美食',
      nouns: ['街头小吃', '拉面', '家常菜', '烘焙', '火锅'],
      tags: ['美食', '探店', '食谱', '家常菜'],
    },
  },
  travel: {
    en: {
      name: 'travel',
      nouns: ['weekend trip', 'hidden beach', 'city guide', 'road trip', 'hostel'],
      tags: ['travel', 'travelvlog', 'wanderlust', 'backpacking'],
    },
    zh: {
      name: '旅行',
      nouns: ['周末游', '小众海滩', '城市攻略', '自驾', '民宿'],
      tags: ['旅行', '旅行vlog', '攻略', '自驾游'],
    },
  },
  fashion: {
    en: {
      name: 'fashion',
      nouns: ['outfit', 'capsule wardrobe', 'sneakers', 'thrift haul', 'street style'],
      tags: ['fashion', 'ootd', 'style', 'outfits'],
    },
    zh: {
      name: '时尚',
      nouns: ['穿搭', '胶囊衣橱', '球鞋', '古着', '街拍'],
      tags: ['时尚', '穿搭', 'ootd', '每日穿搭'],
    },
  },
  fitness: {
    en: {
      name: 'fitness',
      nouns: ['home workout', 'leg day', 'HIIT', 'protein', 'mobility'],
      tags: ['fitness', 'workout', 'gym', 'homeworkout'],
    },
    zh: {
      name: '健身',
      nouns: ['居家训练', '练腿日', '燃脂', '蛋白粉', '拉伸'],
      tags: ['健身', '减脂', '增肌', '居家健身'],
    },
  },
  parenting: {
    en: {
      name: 'parenting',
      nouns: ['toddler', 'bedtime', 'school lunch', 'baby gear', 'family trip'],
      tags: ['parenting', 'momlife', 'family', 'kids'],
    },
    zh: {
      name: '育儿',
      nouns: ['宝宝', '睡前', '便当', '母婴好物', '亲子游'],
      tags: ['育儿', '宝妈', '亲子', '母婴'],
    },
  },
  finance: {
    en: {
      name: 'finance',
      nouns: ['budget', 'index fund', 'side hustle', 'credit card', 'savings'],
      tags: ['finance', 'investing', 'money', 'budgeting'],
    },
    zh: {
      name: '理财',
      nouns: ['记账', '基金定投', '副业', '信用卡', '存钱'],
      tags: ['理财', '投资', '基金', '存钱'],
    },
  },
  music: {
    en: {
      name: 'music',
      nouns: ['cover', 'guitar lesson', 'new single', 'live session', 'playlist'],
      tags: ['music', 'cover', 'singer', 'guitar'],
    },
    zh: {
      name: '音乐',
      nouns: ['翻唱', '吉他教学', '新歌', '现场', '歌单'],
      tags: ['音乐', '翻唱', '吉他', '原创'],
    },
  },
  pets: {
    en: {
      name: 'pets',
      nouns: ['puppy', 'cat', 'pet food', 'dog training', 'vet visit'],
      tags: ['pets', 'dogsofinstagram', 'catlover', 'puppy'],
    },
    zh: {
      name: '萌宠',
      nouns: ['小狗', '猫咪', '宠物粮', '训狗', '看兽医'],
      tags: ['萌宠', '猫咪', '狗狗', '铲屎官'],
    },
  },
};

/** How many of a topic's audience are women (percent), and which ages it leans to. */
export const TOPIC_AUDIENCE: Record<KoxTopic, { femalePct: number; ages: Record<AudienceAge, number> }> = {
  beauty: { femalePct: 84, ages: { '13-17': 12, '18-24': 40, '25-34': 32, '35-44': 11, '45+': 5 } },
  running: { femalePct: 46, ages: { '13-17': 3, '18-24': 22, '25-34': 38, '35-44': 24, '45+': 13 } },
  gaming: { femalePct: 22, ages: { '13-17': 24, '18-24': 42, '25-34': 24, '35-44': 7, '45+': 3 } },
  tech: { femalePct: 28, ages: { '13-17': 8, '18-24': 32, '25-34': 36, '35-44': 16, '45+': 8 } },
  food: { femalePct: 58, ages: { '13-17': 6, '18-24': 30, '25-34': 34, '35-44': 18, '45+': 12 } },
  travel: { femalePct: 57, ages: { '13-17': 4, '18-24': 30, '25-34': 38, '35-44': 17, '45+': 11 } },
  fashion: { femalePct: 74, ages: { '13-17': 14, '18-24': 42, '25-34': 30, '35-44': 10, '45+': 4 } },
  fitness: { femalePct: 52, ages: { '13-17': 6, '18-24': 36, '25-34': 36, '35-44': 15, '45+': 7 } },
  parenting: { femalePct: 81, ages: { '13-17': 1, '18-24': 12, '25-34': 50, '35-44': 29, '45+': 8 } },
  finance: { femalePct: 34, ages: { '13-17': 2, '18-24': 26, '25-34': 40, '35-44': 20, '45+': 12 } },
  music: { femalePct: 55, ages: { '13-17': 18, '18-24': 40, '25-34': 26, '35-44': 10, '45+': 6 } },
  pets: { femalePct: 66, ages: { '13-17': 10, '18-24': 30, '25-34': 32, '35-44': 18, '45+': 10 } },
};

/** Where creators of a language live, with weights. */
export const COUNTRIES_OF: Record<KoxLanguage, readonly (readonly [KoxCountry, number])[]> = {
  en: [
    ['US', 40],
    ['GB', 14],
    ['CA', 8],
    ['AU', 7],
    ['IN', 14],
    ['PH', 7],
    ['NG', 5],
    ['SG', 3],
    ['MY', 2],
  ],
  zh: [
    ['CN', 55],
    ['TW', 20],
    ['HK', 10],
    ['SG', 8],
    ['MY', 7],
  ],
};

export const PLATFORM_WEIGHTS: readonly (readonly [KoxPlatform, number])[] = [
  ['youtube', 35],
  ['tiktok', 40],
  ['instagram', 25],
];

/**
 * Per platform: followers' share who watch a post, engagement per follower at 10k followers, posts a month,
 * and the younger lean of its audience.
 */
export const PLATFORM_FACTS: Record<
  KoxPlatform,
  { viewRate: number; engagementAt10k: number; postsPerMonth: [number, number]; youngerBy: number }
> = {
  youtube: { viewRate: 0.18, engagementAt10k: 0.045, postsPerMonth: [2, 10], youngerBy: 0 },
  tiktok: { viewRate: 0.35, engagementAt10k: 0.09, postsPerMonth: [10, 45], youngerBy: 8 },
  instagram: { viewRate: 0.14, engagementAt10k: 0.05, postsPerMonth: [6, 24], youngerBy: 3 },
};

export const NAME_PARTS: Record<KoxLanguage, { first: string[]; last: string[] }> = {
  en: {
    first: [
      'Alex',
      'Sam',
      'Jordan',
      'Maya',
      'Leo',
      'Nina',
      'Chris',
      'Zoe',
      'Ethan',
      'Ava',
      'Ryan',
      'Chloe',
      'Noah',
      'Emma',
      'Kai',
      'Lily',
      'Omar',
      'Priya',
      'Tom',
      'Grace',
    ],
    last: [
      'Runs',
      'Eats',
      'Plays',
      'Styles',
      'Travels',
      'Lifts',
      'Cooks',
      'Codes',
      'Sings',
      'Saves',
      'Daily',
      'Studio',
      'Life',
      'Lab',
      'Journal',
      'TV',
      'Club',
      'World',
      'Notes',
      'HQ',
    ],
  },
  zh: {
    first: ['小', '阿', '大', '老', '萌', '酷', '甜', '跑', '吃', '懒'],
    last: [
      '鱼',
      '白',
      '米',
      '糖',
      '熊',
      '猫',
      '橙子',
      '桃子',
      '星星',
      '豆豆',
      '乐乐',
      '可可',
      '团子',
      '木木',
      '七七',
      '花花',
      '阳阳',
      '叶子',
      '果果',
      '饭团',
    ],
  },
};

/** Latin spellings for the handles of zh creators. */
export const HANDLE_WORDS = ['xiao', 'ah', 'da', 'lao', 'meng', 'ku', 'tian', 'pao', 'chi', 'lan'];

export const HEADLINES: Record<KoxLanguage, string[]> = {
  en: [
    '{t} creator · new video every week',
    'Your daily dose of {t}',
    'Honest {t} reviews and tips',
    '{t} for real life',
    'Making {t} simple',
  ],
  zh: ['{t}博主 · 每周更新', '每天一点{t}', '真实{t}测评与分享', '生活里的{t}', '把{t}变简单'],
};

export const BIOS: Record<KoxLanguage, string[]> = {
  en: [
    "Hi, I'm {c}. I share {t} with {n} followers — {a} and more.",
    '{c} here: {a}, tested and explained. Brand work welcome.',
    'Sharing my {t} journey: {a}. New posts every week.',
  ],
  zh: [
    '大家好，我是{c}，和{n}位粉丝分享{t}：{a}等等。',
    '{c}：{a}，亲测分享，欢迎品牌合作。',
    '记录我的{t}日常：{a}，每周更新。',
  ],
};

export const POST_TITLES: Record<KoxLanguage, string[]> = {
  en: [
    'My {a} in {n} minutes',
    '{a}: what worked and what did not',
    'Trying the viral {a}',
    '{n} tips for your {a}',
    'Honest {a} review',
    'A week of {a}',
  ],
  zh: ['{n}分钟搞定{a}', '{a}：踩坑与心得', '试试爆火的{a}', '{a}的{n}个技巧', '{a}真实测评', '一周{a}记录'],
};
