import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/teammanage';

/**
 * A form field's problem in the user's language. The endpoint schemas speak English; what went wrong is the
 * zod issue code, which is what the message here is chosen by.
 */
export function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation('teammanage');
  if (!error) return null;
  const key = error.type === 'too_small' ? 'required' : error.type === 'too_big' ? 'tooLong' : 'invalid';
  return (
    <p id={id} className="text-sm text-destructive">
      {t(`form.${key}`)}
    </p>
  );
}
