import type { KeywordNode } from '../../../src/lib/keyword-query/index.ts';
import type {
  AudienceAge,
  AudienceGender,
  KoxCountry,
  KoxLanguage,
  KoxPlatform,
  KoxSort,
} from '../../../src/lib/kox-values.ts';

/** Inclusive bounds; null: open on that side. */
export interface Bounds {
  min: number | null;
  max: number | null;
}

/** A checked search of the creators, as plain data so it crosses to the index worker. Empty lists: any. */
export interface CreatorQuery {
  platforms: KoxPlatform[];
  languages: KoxLanguage[];
  countries: KoxCountry[];
  followers: Bounds | null;
  avgViews: Bounds | null;
  /** Percent of followers. */
  engagementRate: Bounds | null;
  pricePerVideoUsd: Bounds | null;
  /** The keyword language over the creator's topics and hashtags (zh and en names alike). */
  topics: KeywordNode | null;
  hasEmail: boolean | null;
  /** Active within this many days before `now`. */
  activeWithinDays: number | null;
  audienceGender: { gender: AudienceGender; minPct: number } | null;
  audienceAge: { age: AudienceAge; minPct: number } | null;
  audienceCountry: { country: KoxCountry; minPct: number } | null;
  sort: KoxSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Only these positions (a team's database); null: every creator. */
  within: number[] | null;
  /** Epoch ms the last-active window is counted back from. */
  now: number;
}

export interface QueryResult {
  positions: number[];
  total: number;
}
