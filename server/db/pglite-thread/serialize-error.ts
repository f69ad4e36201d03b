import type { SerializedError } from './protocol.ts';

/** Keeps every primitive own field of an error (a DatabaseError's code, detail, constraint, severity…). */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value as string | number | boolean | null;
  }
  return { name: err.name, message: err.message, fields };
}

/** The error as the caller would have seen it in-thread, with the caller's stack. */
export function deserializeError(error: SerializedError): Error {
  const out = Object.assign(new Error(error.message), error.fields);
  out.name = error.name;
  return out;
}
