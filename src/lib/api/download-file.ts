import { requestHeaders } from './client.ts';
import { envelopeFailure, isEnvelope, unreadableAnswer } from './envelope-failure.ts';
import { saveFile } from '../save-file.ts';

/**
 * Fetches a file with the caller's credentials (fetch, since the sign-in travels in headers and a plain link
 * cannot carry it) and hands it to the browser's downloads as `fileName`. A failure is an ApiError with the
 * sentence in the user's language.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const sent = requestHeaders();
  let res: Response;
  try {
    res = await fetch(url, { headers: sent });
  } catch {
    throw unreadableAnswer(0);
  }
  if (!res.ok) {
    const envelope: unknown = await res.json().catch(() => undefined);
    throw isEnvelope(envelope) ? envelopeFailure(envelope, res.status, sent) : unreadableAnswer(res.status);
  }
  saveFile(await res.blob(), fileName);
}

/** downloadFile for the template buttons, which show a sentence of their own: whether the file was saved. */
export const fileSaved = (url: string, fileName: string): Promise<boolean> =>
  downloadFile(url, fileName).then(
    () => true,
    () => false,
  );
