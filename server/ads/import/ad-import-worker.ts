/**
 * The ad import thread: reads and checks uploaded ad exports (parse-export.ts) off the main event loop, one at
 * a time, reporting progress and sending the rows back in slices.
 */
import { parentPort } from 'node:worker_threads';
import type { AdImportReply, AdImportRequest } from './ad-import-protocol.ts';
import { parseExport } from './parse-export.ts';

const port = parentPort;
if (!port) throw new Error('ad-import-worker.ts runs only as a worker thread');

/** Rows per message: a few milliseconds to receive on the main thread. */
const SLICE = 1_000;

const send = (reply: AdImportReply) => port.postMessage(reply);

port.on('message', (request: AdImportRequest) => {
  const { id } = request;
  try {
    const { rows, ...result } = parseExport(request, (done, total) =>
      send({ op: 'progress', id, done, total }),
    );
    for (let start = 0; start < rows.length; start += SLICE)
      send({ op: 'rows', id, rows: rows.slice(start, start + SLICE) });
    send({ op: 'done', id, result });
  } catch (error) {
    send({
      op: 'failed',
      id,
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
