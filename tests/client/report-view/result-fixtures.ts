/** One small, schema-valid result per api_key, over two subjects s1 (Nike) and s2 (Adidas). */
const totals = (posts: number, views: number, engagements: number) => ({
  posts,
  channels: 2,
  views,
  likes: engagements - 10,
  comments: 10,
  shares: 0,
  saves: 0,
  reposts: 0,
  engagements,
  avgViews: posts ? views / posts : null,
  avgLikes: null,
  avgComments: null,
  avgEngagements: null,
  engagementRate: views ? engagements / views : null,
});

const post = (postId: string, subjectId: string, title: string, views: number, likes: number) => ({
  subjectId,
  platform: 'youtube',
  postId,
  title,
  views,
  likes,
  comments: 3,
  engagements: likes + 3,
  saves: 1,
  shares: 2,
  reposts: 0,
  postedAt: '2026-03-04T10:00:00.000Z',
  thumbnail_url: null,
  video_url: `https://youtube.com/watch?v=${postId}`,
  channel_title: 'Run Club',
  channel_url: null,
  channel_logo: null,
});

const channel = (channelId: string, subjectId: string, title: string, followers: number, views: number) => ({
  subjectId,
  platform: 'youtube',
  channelId,
  title,
  url: null,
  logoUrl: null,
  region: 'US',
  followers,
  newFollowers: 5,
  posts: 2,
  views,
  likes: 40,
  comments: 10,
  engagements: 50,
  avgViews: views / 2,
  avgEngagements: 25,
  followerEngagementRate: 25 / followers,
  followerViewRate: views / 2 / followers,
  viewEngagementRate: 50 / views,
});

const distribution = (keys: [string, number, number][]) => ({
  subjects: [
    { subjectId: 's1', buckets: keys.map(([key, n1]) => ({ key, count: n1, share: null })) },
    { subjectId: 's2', buckets: keys.map(([key, , n2]) => ({ key, count: n2, share: null })) },
  ],
  total: {
    buckets: keys.map(([key, n1, n2]) => ({
      key,
      count: n1 + n2,
      share: (n1 + n2) / keys.reduce((a, [, x, y]) => a + x + y, 0),
    })),
  },
});

const topPosts = {
  items: [
    post('p1', 's1', 'Nike Pegasus review', 5000, 400),
    post('p2', 's2', 'Adidas Boston test', 3000, 500),
  ],
};
const topChannels = {
  items: [channel('c1', 's1', 'Run Club', 1000, 8000), channel('c2', 's2', 'Track Talk', 4000, 2000)],
};
const sentiment = {
  status: 'ok',
  overall: { total: 10, positive: 6, neutral: 3, negative: 1 },
  subjects: [
    { subjectId: 's1', total: 6, positive: 4, neutral: 2, negative: 0 },
    { subjectId: 's2', total: 4, positive: 2, neutral: 1, negative: 1 },
  ],
};
const hotWords = {
  status: 'ok',
  documents: 12,
  words: [
    { word: 'cushion', count: 7 },
    { word: '舒适', count: 4 },
  ],
};
const medians = { views: 100, likes: 10, comments: 1, engagements: 11, saves: 0, shares: 0, reposts: 0 };

export const SUBJECTS = [
  { subject_id: 's1', name: 'Nike' },
  { subject_id: 's2', name: 'Adidas' },
];

export const FIXTURES: Record<string, unknown> = {
  db_overview: {
    subjects: [
      { subjectId: 's1', ...totals(3, 9000, 300) },
      { subjectId: 's2', ...totals(1, 1000, 100) },
    ],
    total: totals(4, 10000, 400),
  },
  db_video_trend_analysis: {
    granularity: 'month',
    subjects: [
      {
        subjectId: 's1',
        points: [
          { period: '2026-01-01', posts: 1, views: 100, likes: 5, comments: 1, engagements: 6 },
          { period: '2026-02-01', posts: 2, views: 300, likes: 9, comments: 2, engagements: 11 },
        ],
      },
      {
        subjectId: 's2',
        points: [{ period: '2026-02-01', posts: 1, views: 50, likes: 1, comments: 0, engagements: 1 }],
      },
    ],
  },
  db_top5_videos_by_views: topPosts,
  db_top5_videos_by_engagements: topPosts,
  db_top5_videos_by_likes: topPosts,
  db_top5_channels_by_views: topChannels,
  db_top5_channels_by_subscription: topChannels,
  db_top5_channels_by_likes: topChannels,
  db_video_views_distribution: distribution([
    ['0-1k', 1, 0],
    ['1k-10k', 2, 1],
  ]),
  db_video_format: distribution([
    ['short', 2, 1],
    ['unknown', 1, 0],
  ]),
  db_related_channel_region_distribution: distribution([
    ['US', 1, 1],
    ['CN', 1, 0],
  ]),
  db_video_language: distribution([
    ['en', 2, 1],
    ['zh', 1, 0],
  ]),
  db_video_region: distribution([['US', 3, 1]]),
  db_related_channel_subscription_distribution: distribution([
    ['0-200k', 1, 1],
    ['1m+', 0, 1],
  ]),
  db_video_media_distribution: distribution([
    ['youtube', 3, 1],
    ['tiktok', 1, 0],
  ]),
  db_channel_media_distribution: distribution([['youtube', 1, 1]]),
  db_video_hashtag: {
    subjects: [{ subjectId: 's1', items: [{ tag: 'running', posts: 2 }] }],
    total: {
      items: [
        { tag: 'running', posts: 3 },
        { tag: 'marathon', posts: 1 },
      ],
    },
  },
  db_video_data: { total: 2, page: 1, pageSize: 20, sort: 'views', order: 'desc', rows: topPosts.items },
  db_channel_data: {
    total: 1,
    page: 1,
    pageSize: 20,
    sort: 'followers',
    order: 'desc',
    rows: [
      {
        ...channel('c1', 's1', 'Run Club', 1000, 8000),
        shares: 1,
        saves: 2,
        reposts: 0,
        average: medians,
        median: medians,
        monthlyPostingFrequency: 1.5,
        brandShare: 0.25,
      },
    ],
  },
  llm_video_theme_distribution: {
    status: 'ok',
    total: 4,
    items: [
      { theme: 'price', label: { zh: '价格', en: 'Price' }, count: 3, share: 0.75 },
      { theme: 'other', label: { zh: '其他', en: 'Other' }, count: 1, share: 0.25 },
    ],
  },
  llm_video_theme_distribution_trend: {
    status: 'ok',
    themes: [
      { theme: 'price', label: { zh: '价格', en: 'Price' } },
      { theme: 'quality', label: { zh: '质量', en: 'Quality' } },
    ],
    months: [
      { month: '2026-01', counts: { price: 2, quality: 1 } },
      { month: '2026-02', counts: { price: 1 } },
    ],
  },
  llm_video_emotional_tendency: sentiment,
  llm_comment_emotional_tendency: sentiment,
  llm_video_evaluation_hot_words: hotWords,
  llm_comment_evaluation_hot_words: hotWords,
  llm_video_custom_category: {
    status: 'ok',
    total: 5,
    uncategorized: 1,
    items: [
      { tag: 'Running', count: 3, share: 0.6 },
      { tag: 'Price', count: 1, share: 0.2 },
    ],
  },
  llm_marketing_event_summary: {
    status: 'ok',
    summary: { zh: '**耐克** 领先。', en: '**Nike** leads.\n\n- 3 posts' },
  },
  llm_channel_category: {
    status: 'ok',
    total: 2,
    items: [{ category: 'performance', label: { zh: '性能', en: 'Performance' }, count: 2, share: 1 }],
  },
  llm_audience_age_distribution: {
    status: 'needs_model',
    reason: { zh: '需要配置 AI 模型。', en: 'Audience age needs an AI model.' },
  },
  llm_audience_gender_distribution: {
    status: 'ok',
    estimated: true,
    items: [
      { bucket: 'female', share: 0.4 },
      { bucket: 'male', share: 0.6 },
    ],
  },
};
