/**
 * The ad import thread: reads and checks uploaded ad exports (parse-export.ts) off the main event loop, one at
 * a time, reporting progress and sending the rows back in slices as they are made, each one when the main
 * thread asks for it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parentPort } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import { lowerThisThreadForBulkWork } from '../../lib/bulk-work-priority.ts';
import type { AdDayRow } from '../ad-day-row.ts';
import { packAdDays, type PackedAdDays } from '../packed-ad-days.ts';
import type { AdImportReply, AdImportRequest, CompressedFile } from './ad-import-protocol.ts';
import { parseExportSlices, type AdExportResult } from './parse-export.ts';

const port = parentPort;
if (!port) throw new Error('ad-import-worker.ts runs only as a worker thread');
lowerThisThreadForBulkWork();

/** Rows per message: a few milliseconds to receive on the main thread. */
const SLICE = 500;
/** Slices made before the main thread asks for them, at most: the file is read on while its rows are written. */
const MADE_AHEAD = 4;

const send = (reply: AdImportReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

/** The file being parsed, its slices made and not yet sent, and how many the main thread asked for. */
interface Parse {
  id: number;
  slices: Generator<AdDayRow[], AdExportResult>;
  made: PackedAdDays[];
  asked: number;
  result?: AdExportResult;
  /** Called when the main thread asks for more: making slices goes on. */
  wake?: () => void;
}

let current: Parse | undefined;

/**
 * Sends what is asked for and made: slices, then the end. Sent all at once, the slices would queue up on the
 * main thread and be received in one long turn of its event loop; one per request, each is its own turn.
 */
function serve(parse: Parse) {
  while (parse.asked > 0 && parse.made.length > 0) {
    parse.asked--;
    const rows = parse.made.shift()!;
    send({ op: 'rows', id: parse.id, rows }, [rows.bytes.buffer]);
  }
  if (parse.result && parse.made.length === 0 && parse.asked > 0) {
    current = undefined;
    const { rows: _rows, ...result } = parse.result;
    send({ op: 'done', id: parse.id, result });
  }
}

/** Makes slices a turn at a time (so requests come in between), never more than MADE_AHEAD unsent. */
async function run(parse: Parse) {
  try {
    while (current === parse && !parse.result) {
      if (parse.made.length >= MADE_AHEAD) {
        await new Promise<void>((resolve) => (parse.wake = resolve));
        continue;
      }
      const next = parse.slices.next();
      if (next.done) parse.result = next.value;
      else parse.made.push(packAdDays(next.value));
      serve(parse);
      await nextTurn();
    }
  } catch (error) {
    if (current === parse) current = undefined;
    send({
      op: 'failed',
      id: parse.id,
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
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

/** The file itself: the bytes sent, inflated when compressed; what is wrong when they do not make the file. */
function fileOf(sent: Uint8Array, compressed: CompressedFile | undefined): Uint8Array | string {
  if (!compressed) return sent;
  try {
    const file = inflateRawSync(sent, { maxOutputLength: compressed.size + 1 });
    return file.length === compressed.size
      ? file
      : `inflates to ${file.length} bytes, not ${compressed.size}`;
  } catch (error) {
    return `does not inflate: ${error instanceof Error ? error.message : String(error)}`;
  }
}

port.on('message', (request: AdImportRequest) => {
  if (request.op === 'chunk') {
    if (chunks?.id !== request.id) chunks = { id: request.id, parts: [] };
    chunks.parts.push(request.bytes);
    return;
  }
  if (request.op === 'more' || request.op === 'stop') {
    const parse = current;
    if (parse?.id !== request.id) return;
    if (request.op === 'stop') {
      // The caller could not take a slice: nothing more of this file is wanted.
      current = undefined;
      send({ op: 'failed', id: parse.id, detail: 'stopped: the caller failed to take the rows' });
    } else {
      parse.asked++;
      serve(parse);
    }
    parse.wake?.();
    return;
  }
  const { op: _op, id, size, compressed, ...input } = request;
  const bytes = fileOf(assemble(id, size), compressed);
  if (typeof bytes === 'string') {
    send({ op: 'failed', id, detail: `the stored upload ${bytes}`, damaged: true });
    return;
  }
  const parse: Parse = {
    id,
    slices: parseExportSlices(
      { ...input, bytes },
      { sliceRows: SLICE, onProgress: (done, total) => send({ op: 'progress', id, done, total }) },
    ),
    made: [],
    // The first slice goes without being asked for.
    asked: 1,
  };
  current = parse;
  void run(parse);
});
