import { AD_DATA_TEMPLATE_PATH } from '@/lib/ads/ad-data-paths';
import { ApiError, NETWORK_ERROR_CODE, requestHeaders } from '@/lib/api/client';
import { ErrorCode, type Envelope } from '@/lib/api/error-codes';
import { expireSignIn } from '@/lib/auth/expire-sign-in';
import { i18n } from '@/lib/i18n';
import '@/lib/i18n/namespaces/adImport';

/**
 * A multipart upload of the ad data routes (not through callApi): the data, or an ApiError carrying the code, the
 * sentence in the user's language and the issues (a file's problems, each with its code, row and values).
 */
export async function postAdFile<T>(path: string, file: File, fields: Record<string, string>): Promise<T> {
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
    });
  } catch {
    throw new ApiError({ code: NETWORK_ERROR_CODE, status: 0, message: i18n.t('errors:network') });
  }
  const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (typeof envelope?.code !== 'number')
    throw new ApiError({
      code: NETWORK_ERROR_CODE,
      status: res.status,
      message: i18n.t('errors:badResponse'),
    });
  if (envelope.code === ErrorCode.OK) return envelope.data;
  if (envelope.code === ErrorCode.SIGN_IN_EXPIRED) expireSignIn(sent);
  throw new ApiError({
    code: envelope.code,
    status: res.status,
    message: i18n.t(`errors:code.${envelope.code}`, { defaultValue: envelope.message }),
    ...(envelope.issues ? { issues: envelope.issues } : {}),
  });
}

/** Downloads the ad data template in the user's language (fetch: the sign-in travels in headers). */
export async function downloadAdTemplate(format: 'csv' | 'xlsx', lang: 'zh' | 'en'): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(`${AD_DATA_TEMPLATE_PATH}?format=${format}&lang=${lang}`, {
      headers: requestHeaders(),
    });
  } catch {
    return false;
  }
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${i18n.t('adImport:template.fileName')}.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}
