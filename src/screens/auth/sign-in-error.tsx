import { useTranslation } from '@/lib/i18n/use-translation';
import { isApiError } from '@/lib/api/api-error';
import '@/lib/i18n/namespaces/auth';

/** A failed sign-in, translated at render time so switching language re-translates it. */
export function SignInError({ id, error }: { id?: string; error: unknown }) {
  const { t } = useTranslation(['auth', 'errors']);
  if (!error) return null;
  const message = isApiError(error)
    ? t(`errors:code.${error.code}`, { defaultValue: error.message })
    : error instanceof Error && error.message
      ? error.message
      : t('errors:unexpected');
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
    >
      {message}
    </p>
  );
}
