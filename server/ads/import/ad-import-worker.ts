/**
 * The ad import thread: reads and checks uploaded ad exports (parse-export.ts) off the main event loop, one at
 * a time, reporting progress and sending the rows back in slices, each one when the main thread asks for it.
 */
import { parentPort } from 'node:worker_threads';
import type { AdDayRow } from '../ad-day-row.ts';
import type { AdImportReply, AdImportRequest } from './ad-import-protocol.ts';
import { parseExport, type AdExportResult } from './parse-export.ts';

const port = parentPort;
if (!port) throw new Error('ad-import-worker.ts runs only as a worker thread');

/** Rows per message: a few milliseconds to receive on the main thread. */
const SLICE = 500;

const send = (reply: AdImportReply) => port.postMessage(reply);

/** The parsed file whose rows are being sent. */
let pending: { id: number; rows: AdDayRow[]; next: number; result: Omit<AdExportResult, 'rows'> } | undefined;

/**
 * Sends the next slice, or the end. Sent all at once, the slices would queue up on the main thread and be
 * received in one long turn of its event loop; one at a time, each is its own turn.
 */
function sendNext() {
  if (!pending) return;
  const { id, rows, next, result } = pending;
  if (next < rows.length) {
    pending.next += SLICE;
    send({ op: 'rows', id, rows: rows.slice(next, next + SLICE) });
  } else {
    pending = undefined;
    send({ op: 'done', id, result });
  }
}

/** The chunks of the file being sent. */
let chunks: { id: number; parts: Uint8Array[] } | undefined;

function assemble(id: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const part of chunks?.id === id ? chunks.parts : []) {
    bytes.set(part, offset);
    offset += part.length;
  }
  chunks = undefined;
  return bytes;
}

port.on('message', (request: AdImportRequest) => {
  if (request.op === 'chunk') {
    if (chunks?.id !== request.id) chunks = { id: request.id, parts: [] };
    chunks.parts.push(request.bytes);
    return;
  }
  if (request.op === 'more' || request.op === 'stop') {
    if (pending?.id !== request.id) return;
    if (request.op === 'stop') pending.next = pending.rows.length;
    sendNext();
    return;
  }
  const { id } = request;
  try {
    const { op: _op, size, ...input } = request;
    const { rows, ...result } = parseExport({ ...input, bytes: assemble(id, size) }, (done, total) =>
      send({ op: 'progress', id, done, total }),
    );
    pending = { id, rows, next: 0, result };
    sendNext();
  } catch (error) {
    send({
      op: 'failed',
      id,
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
