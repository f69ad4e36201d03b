/**
 * The creator index worker: builds the public index of the sample corpus (seconds for 100,000 creators) and
 * answers queries over it (milliseconds each) off the event loop, so neither holds up other requests. The first
 * recommendation builds the creators' word vectors (seconds) in slices, list queries answered between them;
 * recommendations wait for them. Not before: a server that only lists creators never pays for them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { rankCreators } from '../recommend/rank-creators.ts';
import { buildRecommendModel, type RecommendModel } from '../recommend/recommend-model.ts';
import { sampleFigures } from '../sample/sample-creators.ts';
import { sampleCreatorText } from '../sample/sample-text.ts';
import { buildColumns } from './creator-columns.ts';
import type { IndexOptions, IndexReply, IndexRequest } from './index-protocol.ts';
import { queryColumns } from './query-columns.ts';

const port = parentPort;
if (!port) throw new Error('creator-index-worker.ts runs only as a worker thread');
const send = (reply: IndexReply) => port.postMessage(reply);

const { asOf, size } = workerData as IndexOptions;
const asOfDate = new Date(asOf);
const columns = buildColumns(size, (i) => sampleFigures(i, asOfDate));
send({ op: 'ready' });
let model: Promise<RecommendModel> | undefined;

const fail = (id: number, error: unknown) =>
  send({ op: 'error', id, message: error instanceof Error ? error.message : String(error) });

port.on('message', (request: IndexRequest) => {
  if (request.op === 'recommend') {
    (model ??= buildRecommendModel(columns, (i) => sampleCreatorText(i, asOfDate)))
      .then((m) => send({ op: 'done', id: request.id, value: rankCreators(m, request.query) }))
      .catch((error: unknown) => fail(request.id, error));
    return;
  }
  try {
    send({ op: 'done', id: request.id, value: queryColumns(columns, request.query) });
  } catch (error) {
    fail(request.id, error);
  }
});
