import { ErrorCode } from '../../src/lib/api/error-codes.ts';

/**
 * The text around the data of `ok(c, data)`'s envelope (errors.ts: `{ code, data, message }`, in that order),
 * for answers whose data is written as text elsewhere (written-data.ts, ok-in-slices.ts).
 */
export const OK_ENVELOPE_HEAD = `{"code":${JSON.stringify(ErrorCode.OK)},"data":`;
export const OK_ENVELOPE_TAIL = ',"message":"ok"}';
export const JSON_CONTENT_TYPE = { 'content-type': 'application/json' };
