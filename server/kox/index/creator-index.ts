import type { Worker } from 'node:worker_threads';
import { firstReply, startWorker } from '../../lib/worker-thread.ts';
import type { RecommendQuery, RecommendResult } from '../recommend/recommend-query.ts';
import type { CreatorQuery, QueryResult } from './creator-query.ts';
import type { IndexOptions, IndexReply, IndexRequest } from './index-protocol.ts';

const WORKER = new URL('./creator-index-worker.ts', import.meta.url);

export interface CreatorIndex {
  query(query: CreatorQuery): Promise<QueryResult>;
  /** Waits, the first time, for the recommendation's word vectors (built after the index). */
  recommend(query: RecommendQuery): Promise<RecommendResult>;
  close(): Promise<void>;
}

/**
 * Starts the index worker and waits until it has built the index. The worker holds the process open only
 * while a query waits for it.
 */
export async function openCreatorIndex(options: IndexOptions): Promise<CreatorIndex> {
  const worker: Worker = startWorker(WORKER, { workerData: { ...options } });
  const opened = await firstReply<IndexReply>(worker, 'Creator index worker');
  if (opened.op !== 'ready') throw new Error(`Creator index worker: unexpected ${opened.op} while opening`);
  worker.unref();

  const waiting = new Map<number, { resolve: (r: never) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let exited: Error | undefined;
  const settle = (id: number) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    return entry;
  };
  worker.on('message', (reply: IndexReply) => {
    if (reply.op === 'done') settle(reply.id)?.resolve(reply.value as never);
    else if (reply.op === 'error') settle(reply.id)?.reject(new Error(reply.message));
  });
  const fail = (error: Error) => {
    exited ??= error;
    for (const id of [...waiting.keys()]) settle(id)?.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Creator index worker exited (code ${code})`)));

  const ask = <T>(request: Omit<IndexRequest, 'id'>): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...request, id });
    });
  };

  return {
    query: (query) => ask({ op: 'query', query }),
    recommend: (query) => ask({ op: 'recommend', query }),
    async close() {
      await worker.terminate();
    },
  };
}
