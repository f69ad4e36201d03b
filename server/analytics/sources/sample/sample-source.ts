import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CollectedBatch, CollectionScope, CollectionSource } from '../collection-source.ts';
import { createCorpusFactory, toChannelFact } from './corpus-factory.ts';
import { createRandom, hashString } from './prng.ts';

/** Posts generated between progress reports (and turns of the event loop). */
const STEP = 250;

/**
 * The built-in source: a deterministic, realistic corpus for the subject, so a fresh install without API keys
 * still has data. The same dashboard, subject and keywords always give the same facts.
 */
export function createSampleSource(): CollectionSource {
  return {
    id: 'sample',
    sourceOf: () => 'sample',
    async collect(scope, onProgress, signal) {
      return generateSampleCorpus(scope, onProgress, signal);
    },
  };
}

export async function generateSampleCorpus(
  scope: CollectionScope,
  onProgress: (done: number, total: number) => void = () => {},
  signal?: AbortSignal,
): Promise<CollectedBatch> {
  const random = createRandom(
    hashString(`${scope.dashboardId}\u0000${scope.subjectId}\u0000${scope.criteria.keywords}`),
  );
  const factory = createCorpusFactory(scope, random);
  const channels = factory.channels();
  const named = scope.criteria.accounts.length > 0;
  // Accounts a subject names were chosen for it, so they post more than channels a search happens to find.
  const perChannel = channels.map(() =>
    Math.max(1, Math.min(named ? 150 : 40, Math.round(random.logNormal(named ? 60 : 9, 0.7)))),
  );
  const total = perChannel.reduce((a, b) => a + b, 0);
  const matchShare = 0.72 + random.next() * 0.16;

  const batch: CollectedBatch = { channels: [], posts: [], hashtags: [], comments: [], snapshots: [] };
  for (const ch of channels) {
    const snapshots = factory.snapshots(ch);
    batch.snapshots.push(...snapshots);
    batch.channels.push(toChannelFact(ch, snapshots));
  }
  let done = 0;
  onProgress(done, total);
  for (const [i, ch] of channels.entries()) {
    for (let n = perChannel[i] ?? 0; n > 0; n--) {
      const { post, hashtags } = factory.post(ch, random.chance(matchShare));
      batch.posts.push(post);
      batch.hashtags.push(...hashtags);
      if (++done % STEP === 0) {
        onProgress(done, total);
        await nextTurn();
        signal?.throwIfAborted();
      }
    }
  }
  const top = [...batch.posts]
    .sort((a, b) => b.views - a.views)
    .slice(0, Math.min(60, Math.ceil(total * 0.1)));
  for (const post of top)
    batch.comments.push(...factory.comments(post, Math.min(post.comments, random.int(5, 20))));
  signal?.throwIfAborted();
  onProgress(total, total);
  return batch;
}
