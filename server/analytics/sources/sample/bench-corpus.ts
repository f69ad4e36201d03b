import type { CollectedBatch, SubjectCriteria } from '../collection-source.ts';
import { createCorpusFactory, toChannelFact } from './corpus-factory.ts';
import { createRandom } from './prng.ts';

export const benchDashboardId = 'bench';

const subjectKeywords = [
  'nike+(running|跑鞋)',
  'adidas+(running|跑鞋)',
  'asics|亚瑟士',
  'new balance+(running|慢跑)',
];

export function benchCriteria(keywords: string): SubjectCriteria {
  return {
    keywords,
    topics: ['running', '跑步'],
    accounts: [],
    excludedAccounts: [],
    regions: [],
    languages: [],
    contentLanguages: [],
    industry: null,
    followerMin: null,
    followerMax: null,
    searchScope: ['title', 'description', 'hashtag'],
    paidOnly: false,
    appPromotionOnly: false,
    since: '2025-11-01',
    until: '2026-10-31',
  };
}

/**
 * `n` posts of dashboard `bench` spread over `subjects` subjects (at most 4), in batches of `batchSize` posts
 * with their hashtags; each subject's channels and snapshots come with its first batch. Generated lazily, so a
 * million posts never sit in memory at once.
 */
export function* generateBenchCorpus(
  n: number,
  seed: number,
  opts: { subjects?: number; batchSize?: number } = {},
): Generator<CollectedBatch> {
  const subjects = Math.min(opts.subjects ?? 2, subjectKeywords.length);
  const batchSize = opts.batchSize ?? 10_000;
  for (let s = 0; s < subjects; s++) {
    const random = createRandom(seed + s * 7_919);
    const scope = {
      dashboardId: benchDashboardId,
      subjectId: `s${s + 1}`,
      platform: 'youtube',
      criteria: benchCriteria(subjectKeywords[s] as string),
    };
    const factory = createCorpusFactory(scope, random);
    const channels = factory.channels();
    let batch: CollectedBatch = { channels: [], posts: [], hashtags: [], comments: [], snapshots: [] };
    for (const ch of channels) {
      const snapshots = factory.snapshots(ch);
      batch.snapshots.push(...snapshots);
      batch.channels.push(toChannelFact(ch, snapshots));
    }
    const count = Math.floor(n / subjects) + (s < n % subjects ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const { post, hashtags } = factory.post(random.pick(channels), random.chance(0.8));
      batch.posts.push(post);
      batch.hashtags.push(...hashtags);
      if (i < 200) batch.comments.push(...factory.comments(post, 5));
      if (batch.posts.length === batchSize) {
        yield batch;
        batch = { channels: [], posts: [], hashtags: [], comments: [], snapshots: [] };
      }
    }
    if (batch.posts.length || batch.channels.length) yield batch;
  }
}
