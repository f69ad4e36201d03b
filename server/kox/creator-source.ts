import type { KoxPlatform } from '../../src/lib/kox-values.ts';
import type { Creator, CreatorPost } from './creator.ts';

/**
 * Where creators come from, one interface for every source (like the posts' CollectionSource): the built-in
 * sample corpus now; the YouTube Data API and imports later (docs/kox.md). A source numbers its creators
 * 0..size-1 so the public index keeps columns by position, and maps ids to positions and back.
 */
export interface CreatorSource {
  readonly name: string;
  readonly size: number;
  creator(position: number): Creator;
  /** The creator's latest posts, newest first. */
  recentPosts(position: number): CreatorPost[];
  /** The id of the creator at a position, without making the creator. */
  idOf(position: number): string;
  /** The position of an id of this source, or null for an id it never gave out. */
  positionOf(id: string): number | null;
  /** The position of the creator whose profile this is (the handle in lower case), or null. */
  positionOfProfile(platform: KoxPlatform, handle: string): number | null;
}
