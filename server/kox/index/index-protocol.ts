import type { RecommendQuery, RecommendResult } from '../recommend/recommend-query.ts';
import type { CreatorQuery, QueryResult } from './creator-query.ts';

/** Messages between the main thread and the creator index worker (creator-index-worker.ts). */
export type IndexRequest =
  { op: 'query'; id: number; query: CreatorQuery } | { op: 'recommend'; id: number; query: RecommendQuery };

export type IndexReply =
  | { op: 'ready' }
  | { op: 'done'; id: number; value: QueryResult | RecommendResult }
  | { op: 'error'; id: number; message: string };

export interface IndexOptions {
  /** Epoch ms the sample corpus's dates count back from. */
  asOf: number;
  size: number;
  /** Where the built index is kept between starts; none: built at every start. */
  file?: string;
}
