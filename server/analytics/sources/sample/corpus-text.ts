/**
 * Text the sample corpus is built from. `{k}` is the subject's keyword phrase, `{t}` a topic, `{n}` a number.
 * Only zh and en are written out; posts in other languages reuse the en text.
 */

export const titleTemplates = {
  en: [
    '{k} review: is it worth it in {y}?',
    'I tried {k} for 30 days — honest results',
    'Top {n} {k} picks this season',
    'Unboxing the new {k}: first impressions',
    'How to choose {k} (beginner guide)',
    '{k} vs the rest: which one should you buy?',
    '{n} things nobody tells you about {k}',
    'My everyday {k} routine',
    'Is {k} overrated? Let’s talk',
    'Budget {k} that actually works',
    '{k} tips I wish I knew earlier #{t}',
    'Testing {k} so you don’t have to',
  ],
  zh: [
    '{k}测评：{y}年还值得买吗？',
    '用了30天{k}，说说真实感受',
    '{k}开箱！第一印象如何',
    '新手必看：{k}怎么选',
    '{n}款{k}横评，结果意外',
    '关于{k}，没人告诉你的{n}件事',
    '我的{k}日常分享',
    '{k}真的有那么好吗？',
    '平价{k}推荐，学生党也能入',
    '{k}避坑指南｜#{t}',
    '一周{k}挑战，效果如何',
    '{k}和同类产品到底差在哪',
  ],
} as const;

/** Titles without the keywords: the noise every real search returns too. */
export const noiseTitles = {
  en: [
    'Weekend vlog: coffee, errands and a long walk',
    'Q&A: answering your questions',
    'What I got for my birthday',
    'Morning routine that changed my life',
    'Packing for a trip with me',
    'Reacting to your comments',
    'A quiet day at home',
    'Shopping haul (not sponsored)',
  ],
  zh: [
    '周末vlog｜咖啡、散步和晚饭',
    '粉丝问答来啦',
    '生日收到的礼物分享',
    '改变我生活的晨间习惯',
    '和我一起收拾行李',
    '回复评论区的问题',
    '在家安静的一天',
    '购物分享（非广告）',
  ],
} as const;

export const descriptionTemplates = {
  en: [
    'In this video I share everything about {k}. Let me know what you think in the comments!',
    'Full breakdown of {k}: price, comfort, durability and who it is for.',
    'Thanks for watching! More {k} and {t} videos every week.',
    'Links and timestamps below. Questions about {k}? Ask away.',
  ],
  zh: [
    '这期视频聊聊{k}，欢迎在评论区留言讨论！',
    '{k}全面解析：价格、体验、耐用性，适合什么人。',
    '感谢观看！关注我，每周更新{k}和{t}相关内容。',
    '有关于{k}的问题可以在评论区问我～',
  ],
} as const;

export const genericTags = {
  en: ['review', 'vlog', 'howto', 'unboxing', 'tips', 'lifestyle', 'trending', 'fyp', 'shorts', 'daily'],
  zh: ['测评', '日常', '分享', '开箱', '好物推荐', '种草', '教程', '生活', 'vlog', '干货'],
} as const;

export const commentPhrases = {
  en: {
    positive: [
      'Love this, super helpful!',
      'Great review, just ordered one 🙌',
      'This is exactly what I needed, thank you',
      'Amazing quality, highly recommend',
      'Best video on this topic so far',
      'So good, keep it up!',
    ],
    neutral: [
      'Where can I buy this?',
      'What size are you wearing?',
      'How long did shipping take?',
      'Can you compare it with the older model?',
      'Watching from Singapore',
      'First!',
    ],
    negative: [
      'Honestly too expensive for what it is',
      'Mine broke after two weeks, disappointed',
      'This feels like an ad, not a real review',
      'Terrible customer service, avoid',
      'Not worth the hype',
    ],
  },
  zh: {
    positive: [
      '太好用了，已经下单！',
      '讲得很清楚，感谢分享',
      '质量真的不错，推荐',
      '博主说得太对了👍',
      '看完果断入手了',
      '喜欢这种真实测评',
    ],
    neutral: [
      '请问在哪里买的？',
      '多少钱呀？',
      '尺码偏大还是偏小？',
      '和上一代比有什么区别',
      '坐等下期',
      '来了来了',
    ],
    negative: [
      '太贵了，不值这个价',
      '用了两周就坏了，失望',
      '感觉像广告',
      '客服态度很差',
      '一般般，没有宣传的那么好',
    ],
  },
};

/**
 * Channel names: a first and a second part, each with the latin form its @handle is made of, so a handle is
 * always the name written out ("Trail Reviews" → @trailreviews, "小鹿测评" → @xiaoluceping).
 */
type NamePart = readonly [name: string, handle: string];
export const channelNameParts: Record<
  'en' | 'zh',
  { first: readonly NamePart[]; second: readonly NamePart[] }
> = {
  en: {
    first: [
      ['Alex', 'alex'],
      ['Mia', 'mia'],
      ['Urban', 'urban'],
      ['Daily', 'daily'],
      ['Pro', 'pro'],
      ['Trail', 'trail'],
      ['Fit', 'fit'],
      ['Style', 'style'],
      ['Gear', 'gear'],
      ['Simply', 'simply'],
      ['Honest', 'honest'],
      ['Weekend', 'weekend'],
      ['Tech', 'tech'],
    ],
    second: [
      ['Reviews', 'reviews'],
      ['Lab', 'lab'],
      ['TV', 'tv'],
      ['Vlogs', 'vlogs'],
      ['Studio', 'studio'],
      ['Talks', 'talks'],
      ['Hub', 'hub'],
      ['Life', 'life'],
      ['Notes', 'notes'],
      ['Picks', 'picks'],
      ['Daily', 'daily'],
    ],
  },
  zh: {
    first: [
      ['小鹿', 'xiaolu'],
      ['阿杰', 'ajie'],
      ['老王', 'laowang'],
      ['橙子', 'chengzi'],
      ['大鱼', 'dayu'],
      ['木木', 'mumu'],
      ['七七', 'qiqi'],
      ['跑跑', 'paopao'],
      ['小林', 'xiaolin'],
    ],
    second: [
      ['测评', 'ceping'],
      ['日记', 'riji'],
      ['说', 'shuo'],
      ['频道', 'pindao'],
      ['研究所', 'yanjiusuo'],
      ['生活', 'shenghuo'],
      ['实验室', 'shiyanshi'],
      ['好物', 'haowu'],
      ['聊聊', 'liaoliao'],
    ],
  },
};
