import path from 'node:path';
import type { KoxPlatform } from '../../src/lib/kox-values.ts';
import type { Creator, CreatorPost } from './creator.ts';
import type { CreatorSource } from './creator-source.ts';
import type { CreatorAnswerEndpoint } from './answer/answer-json.ts';
import { createAnswerThread, type AnswerThread } from './answer/answer-thread.ts';
import type { CreatorAnswer } from './answer/creator-answer.ts';
import { openCreatorIndex, type CreatorIndex } from './index/creator-index.ts';
import type { CreatorQuery } from './index/creator-query.ts';
import type { RecommendedCreator, RecommendQuery } from './recommend/recommend-query.ts';
import { createSampleCreatorSource } from './sample/sample-creators.ts';

const SAMPLE_INDEX_FILE = 'sample-creator-index.bin';

/** The public database: a source's creators and the index that searches them (docs/kox.md). */
export interface CreatorCatalog {
  search(query: CreatorQuery): Promise<{ creators: Creator[]; total: number }>;
  /** The best-fitting creators' ids, ranked, with their fit and reasons (server/kox/recommend/). */
  recommend(
    query: RecommendQuery,
  ): Promise<{ items: (Omit<RecommendedCreator, 'position'> & { creatorId: string })[]; candidates: number }>;
  /** Null for an id no source gave out. */
  creator(id: string): Creator | null;
  recentPosts(id: string): CreatorPost[];
  positionOf(id: string): number | null;
  /** The id of the creator whose profile this is (the handle in lower case), or null. */
  idOfProfile(platform: KoxPlatform, handle: string): string | null;
  /** The answer's UTF-8 JSON, its creators (slots by position) made, checked and written off the event loop. */
  writeAnswer(answer: CreatorAnswer<CreatorAnswerEndpoint>): Promise<Uint8Array>;
}

/**
 * A catalog whose index worker starts on the first search, and its answer thread on the first answer, never at
 * start-up. With `indexFile`, the index is kept there between starts.
 */
export function createCreatorCatalog(source: CreatorSource, asOf: Date, indexFile?: string): CreatorCatalog {
  let index: Promise<CreatorIndex> | undefined;
  let answers: AnswerThread | undefined;
  const opened = () =>
    (index ??= openCreatorIndex({
      asOf: asOf.getTime(),
      size: source.size,
      ...(indexFile && { file: indexFile }),
    }));
  return {
    async search(query) {
      const { positions, total } = await (await opened()).query(query);
      return { creators: positions.map((p) => source.creator(p)), total };
    },
    async recommend(query) {
      const { items, candidates } = await (await opened()).recommend(query);
      return {
        items: items.map(({ position, ...rest }) => ({ ...rest, creatorId: source.idOf(position) })),
        candidates,
      };
    },
    creator(id) {
      const position = source.positionOf(id);
      return position === null ? null : source.creator(position);
    },
    recentPosts(id) {
      const position = source.positionOf(id);
      return position === null ? [] : source.recentPosts(position);
    },
    positionOf: (id) => source.positionOf(id),
    idOfProfile(platform, handle) {
      const position = source.positionOfProfile(platform, handle);
      return position === null ? null : source.idOf(position);
    },
    writeAnswer: (answer) => (answers ??= createAnswerThread(asOf)).write(answer),
  };
}

let shared: CreatorCatalog | undefined;
let sharedIndexFile: string | undefined;

/** Where the sample catalog keeps its index between starts (CACHE_DIR); before its first use. */
export function keepSampleIndexIn(cacheDir: string): void {
  sharedIndexFile = path.join(cacheDir, SAMPLE_INDEX_FILE);
}

/**
 * The sample corpus, one per process: it is the same for every app the process serves (tests start many), and
 * its dates count back from the day it was first used.
 */
export function sampleCreatorCatalog(): CreatorCatalog {
  if (shared) return shared;
  const asOf = new Date();
  asOf.setUTCHours(0, 0, 0, 0);
  shared = createCreatorCatalog(createSampleCreatorSource(asOf), asOf, sharedIndexFile);
  return shared;
}
