import type { Sentiment } from '../../../src/lib/report-components/llm-results.ts';
import type { AskModel } from './model-ask.ts';

export type { Sentiment };
export type Locale = 'zh' | 'en';

export interface SentimentResult {
  label: Sentiment;
  /** −1 (negative) … 1 (positive); 0 when nothing emotional was found. */
  score: number;
}

export interface HotWord {
  word: string;
  /** Number of texts the word occurs in (document frequency). */
  count: number;
}

export interface TextItem {
  id: string;
  text: string;
}

export interface ThemeResult {
  /** Theme key per text id; texts that match no theme are left out. */
  assignments: Record<string, string>;
}

/** One line of a §5 tag rule: texts containing `search` get the tag `tag`. */
export interface CategoryRule {
  search: string;
  tag: string;
  line: number;
}

export interface CategoryResult {
  /** The tags per text id; a text can match several rules. Texts with no tag are left out. */
  tags: Record<string, string[]>;
}

export type AudienceDimension = 'age' | 'gender';

export interface AudienceShare {
  bucket: string;
  share: number;
}

/** The data a marketing-event summary is written from; every number in the summary comes from here. */
export interface EventFacts {
  period: { since: string; until: string } | null;
  totalPosts: number;
  totalViews: number;
  totalEngagements: number;
  topPosts: { title: string; channelTitle: string; views: number; engagements: number; postedAt: string }[];
  /** The ISO date (Monday) of the week with the most posts, and its post count. */
  peakWeek: { week: string; posts: number; views: number } | null;
  shareOfVoice: { subject: string; posts: number; views: number; share: number }[];
  sentiment: { positive: number; neutral: number; negative: number };
}

/**
 * Reads texts for the llm_* report components. `builtin` works without a model (lexicons, rules, counting);
 * `model` asks the configured language model for structured output and falls back to builtin on failure.
 */
export interface TextAnalyticsProvider {
  readonly kind: 'builtin' | 'model';
  sentiment(texts: readonly string[]): Promise<SentimentResult[]>;
  hotWords(texts: readonly string[], opts: { top: number }): Promise<HotWord[]>;
  /** Assigns each text to one theme of the marketing theme dictionary (`theme-dictionary.ts`). */
  themes(texts: readonly TextItem[]): Promise<ThemeResult>;
  categorize(texts: readonly TextItem[], rules: readonly CategoryRule[]): Promise<CategoryResult>;
  /** A channel category (theme key) per channel id, from its title and its posts' titles. */
  channelCategories(channels: readonly TextItem[]): Promise<ThemeResult>;
  eventSummary(facts: EventFacts, locale: Locale): Promise<string>;
  /** Audience shares estimated from texts; null when this provider cannot estimate them (no model). */
  audience(texts: readonly string[], dimension: AudienceDimension): Promise<AudienceShare[] | null>;
  /** The configured model's structured question (the llm_ad_* analyses are worded with it); none for builtin. */
  readonly ask?: AskModel;
}
