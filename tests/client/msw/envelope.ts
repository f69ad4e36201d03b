import { HttpResponse } from 'msw';
import { ErrorCode, httpStatusOf, type ErrorCodeName, type ErrorCodeValue } from '@/lib/api/error-codes';

/** A success envelope, as the real server sends it. */
export function ok<T>(data: T) {
  return HttpResponse.json({ code: ErrorCode.OK, data, message: 'ok' });
}

/** An error envelope with the HTTP status the server's code table gives (or an explicit one). */
export function fail(
  name: ErrorCodeName,
  message: string,
  init: { status?: number; issues?: { path: string; message: string }[] } = {},
) {
  const code: ErrorCodeValue = ErrorCode[name];
  return HttpResponse.json(
    { code, data: null, message, ...(init.issues ? { issues: init.issues } : {}) },
    { status: init.status ?? httpStatusOf[code] },
  );
}
