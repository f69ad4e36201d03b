import type { AudienceAge, AudienceGender, KoxCountry } from '../../../src/lib/kox-values.ts';
import type { CreatorQuery } from '../index/creator-query.ts';

/** Who the brief wants to reach; each part given is scored against the creator's audience split. */
export interface AudienceTarget {
  gender: AudienceGender | null;
  age: AudienceAge | null;
  countries: KoxCountry[];
}

/** A checked recommendation request, as plain data so it crosses to the index worker. */
export interface RecommendQuery {
  /** The hard filters (the list's, plus the form's); its sort and paging are not used. */
  filter: Omit<CreatorQuery, 'sort' | 'order' | 'offset' | 'limit'>;
  /** The brief's words (free text, or the brief form's fields joined); empty: no content part. */
  brief: string;
  audience: AudienceTarget;
  /** "Similar creators": this creator's words and audience stand for the brief; they are left out. */
  similarTo: number | null;
  /** The team's own video prices (position, USD): their median CPM is what a creator's CPM is compared with. */
  teamVideoPrices: [number, number][];
  count: number;
  /** Each ranked creator's words too (creatorText), for the provider's embeddings. */
  withText?: boolean;
}

/** Why a creator fits, with the numbers; the screens and the chat card put them in words (koxRecommend). */
export type RecommendReason =
  | { kind: 'content'; phrase: string; cadence: 'daily' | 'weekly' | 'monthly' }
  | {
      kind: 'audience';
      gender: AudienceGender | null;
      gender_pct: number | null;
      age: AudienceAge | null;
      age_pct: number | null;
      country: KoxCountry | null;
      country_pct: number | null;
    }
  | { kind: 'engagement'; top_pct: number; tier: string }
  | { kind: 'cpm'; cpm_usd: number; team_median_usd: number };

export interface RecommendedCreator {
  position: number;
  /** 0–100. */
  fit: number;
  /** Each part 0–100; null when the request gave nothing to score it on. */
  parts: { content: number | null; audience: number | null; performance: number };
  reasons: RecommendReason[];
  /** The creator's words, when the query asked for them. */
  text?: string;
}

export interface RecommendResult {
  items: RecommendedCreator[];
  /** How many creators passed the hard filters. */
  candidates: number;
}
