import type { Context } from 'hono';
import { JSON_CONTENT_TYPE, OK_ENVELOPE_HEAD, OK_ENVELOPE_TAIL } from './ok-envelope.ts';

/**
 * An endpoint's data already checked against that endpoint's output schema and written as UTF-8 JSON off the
 * event loop (server/kox/answer/): `implement` puts it in the envelope as it is, without parsing it again.
 */
export class WrittenData {
  constructor(
    /** The endpoint key whose output schema checked it. */
    readonly endpoint: string,
    readonly json: Uint8Array,
  ) {}
}

const encoder = new TextEncoder();
const HEAD = encoder.encode(OK_ENVELOPE_HEAD);
const TAIL = encoder.encode(OK_ENVELOPE_TAIL);

/** The same envelope as `ok(c, data)` (errors.ts), its data already written. */
export function okWritten(c: Context, data: WrittenData): Response {
  const body = new Uint8Array(HEAD.length + data.json.length + TAIL.length);
  body.set(HEAD);
  body.set(data.json, HEAD.length);
  body.set(TAIL, HEAD.length + data.json.length);
  return c.body(body, 200, JSON_CONTENT_TYPE);
}
