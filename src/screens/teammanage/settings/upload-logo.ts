import { requestHeaders } from '@/lib/api/client';
import { ErrorCode, type Envelope } from '@/lib/api/error-codes';
import { TEAM_LOGO_PATH } from '@/lib/api/endpoints';
import { expireSignIn } from '@/lib/auth/expire-sign-in';
import { i18n } from '@/lib/i18n';

/** The logo upload (multipart, so not through callApi); a failure is an Error with the user's sentence. */
export async function uploadLogo(file: File): Promise<{ logo_url: string }> {
  const form = new FormData();
  form.set('file', file, file.name);
  const sent = requestHeaders();
  let envelope: Envelope<{ logo_url: string } | null>;
  try {
    const res = await fetch(TEAM_LOGO_PATH, {
      method: 'POST',
      headers: { ...sent, Accept: 'application/json' },
      body: form,
    });
    envelope = (await res.json()) as Envelope<{ logo_url: string } | null>;
  } catch {
    throw new Error(i18n.t('errors:network'));
  }
  if (typeof envelope?.code !== 'number') throw new Error(i18n.t('errors:badResponse'));
  if (envelope.code === ErrorCode.OK && envelope.data) return envelope.data;
  if (envelope.code === ErrorCode.SIGN_IN_EXPIRED) expireSignIn(sent);
  throw new Error(i18n.t(`errors:code.${envelope.code}`, { defaultValue: envelope.message }));
}
