import type { CreatorColumns } from '../index/creator-columns.ts';
import { buildPeerStats, type PeerStats } from './peer-stats.ts';
import { buildTextIndex, type TextIndex } from './text-index.ts';

/** What the recommendation reads: the index's columns, the creators' words as TF-IDF, each tier's engagement. */
export interface RecommendModel {
  columns: CreatorColumns;
  text: TextIndex;
  peers: PeerStats;
  /** A creator's words again, for quoting what matched and for "similar creators". */
  textOf: (position: number) => string;
}

export async function buildRecommendModel(
  columns: CreatorColumns,
  textOf: (position: number) => string,
): Promise<RecommendModel> {
  return recommendModelOf(columns, await buildTextIndex(columns.size, textOf), textOf);
}

/** The model over a text index already built (kept on disk: server/kox/index/kept-creator-index.ts). */
export function recommendModelOf(
  columns: CreatorColumns,
  text: TextIndex,
  textOf: (position: number) => string,
): RecommendModel {
  return { columns, text, peers: buildPeerStats(columns), textOf };
}

/** The words a creator is matched on: headline, bio, recent post titles and hashtags. */
export function creatorText(parts: {
  headline: string;
  description: string;
  titles: string[];
  hashtags: string[];
}) {
  // " | " between parts: words of different parts never join into one term.
  return [parts.headline, parts.description, ...parts.titles, ...parts.hashtags].join(' | ');
}
