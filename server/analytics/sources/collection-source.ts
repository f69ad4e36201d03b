import type { Industry, PostSource } from '../../../src/lib/api/endpoints.ts';
import type { ChannelFact, CommentFact, HashtagFact, PostFact, SnapshotFact } from '../store/fact-rows.ts';

/** Every search criterion of an analysis subject (spec §3). */
export interface SubjectCriteria {
  /** The keyword language of spec §5, e.g. "nike+(running|跑鞋)"; empty when the subject tracks accounts only. */
  keywords: string;
  /** Topics without `#`. */
  topics: string[];
  /** Account links whose posts are collected. */
  accounts: string[];
  excludedAccounts: string[];
  /** ISO 3166-1 alpha-2 codes, upper-case; empty = any region. */
  regions: string[];
  /** The accounts' languages, lower-case; empty = any. */
  languages: string[];
  /** The posts' languages, lower-case; empty = those of the accounts. */
  contentLanguages: string[];
  /** Spec §3 industry of the subject; null = any. */
  industry: Industry | null;
  followerMin: number | null;
  followerMax: number | null;
  searchScope: ('title' | 'description' | 'hashtag')[];
  paidOnly: boolean;
  appPromotionOnly: boolean;
  /** ISO dates (inclusive range). */
  since: string;
  until: string;
}

export interface CollectedBatch {
  channels: ChannelFact[];
  posts: PostFact[];
  hashtags: HashtagFact[];
  comments: CommentFact[];
  snapshots: SnapshotFact[];
}

export interface CollectionScope {
  dashboardId: string;
  subjectId: string;
  platform: string;
  criteria: SubjectCriteria;
}

export interface CollectionSource {
  readonly id: PostSource;
  /** The source that collects a platform's posts: a source that hands some platforms to another names that one. */
  sourceOf(platform: string): PostSource;
  collect(
    scope: CollectionScope,
    onProgress: (done: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<CollectedBatch>;
}
