import { requestHeaders } from './client.ts';
import { envelopeFailure, isEnvelope, unreadableAnswer } from './envelope-failure.ts';
import { ErrorCode } from './error-codes.ts';

/**
 * A multipart upload of a file and form fields (callApi sends JSON): the answer's data, or an ApiError with the
 * code, the sentence in the user's language and the issues (a file's problems by row). An abort rejects with
 * the signal's reason.
 */
export async function postFile<T>(
  path: string,
  file: File,
  fields: Record<string, string>,
  signal?: AbortSignal,
): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', file, file.name);
  const sent = requestHeaders();
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { ...sent, Accept: 'application/json' },
      body: form,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unreadableAnswer(0);
  }
  const envelope: unknown = await res.json().catch(() => undefined);
  if (!isEnvelope(envelope)) throw unreadableAnswer(res.status);
  if (envelope.code !== ErrorCode.OK) throw envelopeFailure(envelope, res.status, sent);
  return envelope.data as T;
}
