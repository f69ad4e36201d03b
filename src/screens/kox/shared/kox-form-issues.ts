import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { i18n } from '@/lib/i18n';
import '@/lib/i18n/namespaces/kox';

interface ZodIssueLike {
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
}

/** The zod error map of the KOX forms: the endpoint's own length rules in the user's language. */
export function koxIssueText(issue: ZodIssueLike): string {
  if (issue.code === 'too_small')
    return issue.input === '' || issue.minimum === 1
      ? i18n.t('kox:rules.required')
      : i18n.t('kox:rules.tooSmall', { min: issue.minimum });
  if (issue.code === 'too_big') return i18n.t('kox:rules.tooLong', { max: issue.maximum });
  return i18n.t('kox:rules.invalid');
}

/**
 * A failed save shown where it belongs: a duplicate name (10206) on `name` when `duplicateKey` says so, a field
 * the server names on that field, anything else on the form.
 */
export function applyKoxServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  duplicateKey?: string,
): void {
  if (!isApiError(error)) {
    setError('root', { message: i18n.t('kox:rules.failed') });
    return;
  }
  if (duplicateKey && error.code === ErrorCode.CONFLICT) {
    setError('name' as Path<T>, { message: i18n.t(duplicateKey) }, { shouldFocus: true });
    return;
  }
  const placed = (error.issues ?? []).filter((issue) => fields.includes(issue.path));
  placed.forEach((issue, i) =>
    setError(
      issue.path as Path<T>,
      { message: i18n.t('kox:rules.server', { message: issue.message }) },
      { shouldFocus: i === 0 },
    ),
  );
  if (placed.length === 0) setError('root', { message: error.message });
}
