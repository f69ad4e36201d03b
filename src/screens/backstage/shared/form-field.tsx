import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/backstage';

/** The server's own check, already in the user's language (e.g. a duplicate name), set with `setError`. */
export const SERVER_ERROR = 'server';

/**
 * A field's error in the user's language. The endpoint's zod schema checks the form as the server will; its
 * messages are English, so the issue code (RHF's `type`) picks the sentence.
 */
export function useFieldErrorText() {
  const { t } = useTranslation('backstage');
  return (error: FieldError | undefined, limits: { max?: number; invalid?: string } = {}) => {
    if (!error) return undefined;
    if (error.type === SERVER_ERROR) return error.message;
    if (error.type === 'too_small') return t('form.required');
    if (error.type === 'too_big') return t('form.tooLong', { max: limits.max });
    return limits.invalid ?? t('form.invalid');
  };
}

export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and error, wired for screen readers. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children(control: FieldControl): ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
