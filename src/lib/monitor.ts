import { callApi } from './api/client.ts';

export type MonitorLevel = 'info' | 'warn' | 'error';
type Value = string | number | boolean | null;
export type MonitorData = Record<string, unknown>;

/** Entries wait this long so a burst (start-up, redirect chain) goes out together. */
export const MONITOR_FLUSH_MS = 1000;
/** Beyond this, the oldest waiting entries are dropped: monitoring must never grow without bound. */
export const MONITOR_MAX_QUEUE = 50;
const MAX_MESSAGE = 500;
const MAX_VALUE = 2000;

interface Entry {
  level: MonitorLevel;
  message: string;
  data: Record<string, Value>;
}

/** Fits arbitrary data into what monitor.record accepts: flat strings, numbers, booleans and nulls. */
function toRecordData(data: MonitorData | undefined): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined) continue;
    if (
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value))
    ) {
      out[key] = value;
      continue;
    }
    let text: string;
    if (typeof value === 'string') text = value;
    else if (typeof value === 'number') text = String(value);
    else if (value instanceof Error) text = `${value.name}: ${value.message}`;
    else {
      try {
        text = JSON.stringify(value) ?? String(value);
      } catch {
        text = String(value);
      }
    }
    out[key] = text.slice(0, MAX_VALUE);
  }
  return out;
}

let queue: Entry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let sending: Promise<void> = Promise.resolve();

async function send(entries: Entry[]): Promise<void> {
  // One at a time: the endpoint is rate-limited per address and a burst of parallel calls would be refused.
  for (const entry of entries) {
    try {
      await callApi('monitor.record', entry, { silent: true });
    } catch {
      // Monitoring is best effort; the client already logged the failure.
    }
  }
}

function flush(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const entries = queue;
  queue = [];
  if (entries.length > 0) sending = sending.then(() => send(entries));
  return sending;
}

function record(level: MonitorLevel, message: string, data?: MonitorData): void {
  try {
    const text = String(message).trim().slice(0, MAX_MESSAGE) || '(empty)';
    queue.push({ level, message: text, data: toRecordData(data) });
    if (queue.length > MONITOR_MAX_QUEUE) queue.splice(0, queue.length - MONITOR_MAX_QUEUE);
    timer ??= setTimeout(() => void flush(), MONITOR_FLUSH_MS);
  } catch (error) {
    console.warn('[monitor] could not record', error);
  }
}

/** Client events for the server log (spec §2: every route change is recorded as info). Never throws. */
export const monitor = {
  info: (message: string, data?: MonitorData) => record('info', message, data),
  warn: (message: string, data?: MonitorData) => record('warn', message, data),
  error: (message: string, data?: MonitorData) => record('error', message, data),
  /** Sends what is waiting now; resolves when everything queued so far has been sent. */
  flush,
};
