/**
 * A sheet reader thread: reads uploaded files (read-sheet.ts) off the main event loop, one at a time, and sends
 * the rows back in slices.
 */
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadForBulkWork } from '../../../lib/bulk-work-priority.ts';
import { readSheet } from './read-sheet.ts';
import type { ReadReply, ReadRequest } from './reader-protocol.ts';
import { CANNOT_READ, UnreadableFile } from './unreadable-file.ts';

const port = parentPort;
if (!port) throw new Error('reader-worker.ts runs only as a worker thread');
lowerThisThreadForBulkWork();

/** Rows per message: ~13,000 cells of the template, a few milliseconds to receive on the main thread. */
const SLICE = 500;

const send = (reply: ReadReply) => port.postMessage(reply);

port.on('message', ({ id, name, bytes, maxRows, format }: ReadRequest) => {
  try {
    const { rows, rowNumbers, tooManyRows } = readSheet(name, bytes, maxRows, format);
    for (let start = 0; start < rows.length; start += SLICE)
      send({
        op: 'rows',
        id,
        rows: rows.slice(start, start + SLICE),
        rowNumbers: rowNumbers.slice(start, start + SLICE),
      });
    send({ op: 'done', id, tooManyRows: tooManyRows === true });
  } catch (error) {
    if (error instanceof UnreadableFile)
      send({ op: 'failed', id, message: error.message, detail: error.detail, unexpected: false });
    else
      send({
        op: 'failed',
        id,
        message: CANNOT_READ,
        detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
        unexpected: true,
      });
  }
});
