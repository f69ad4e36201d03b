/**
 * The creator index worker: builds the public index of the sample corpus (seconds for 100,000 creators) and
 * answers queries over it (milliseconds each) off the event loop, so neither holds up other requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { sampleFigures } from '../sample/sample-creators.ts';
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

port.on('message', (request: IndexRequest) => {
  try {
    send({ op: 'done', id: request.id, value: queryColumns(columns, request.query) });
  } catch (error) {
    send({ op: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
});
