import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { i18n } from '@/lib/i18n';
import '@/lib/i18n/namespaces/org';

interface ZodIssueLike {
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
}

/**
 * The per-parse zod error map of every org form: the endpoint's own field rules (lengths, formats) in the
 * user's language. Rules the forms add themselves carry their message.
 */
export function formIssueText(issue: ZodIssueLike): string {
  if (issue.code === 'too_small')
    return issue.input === '' || issue.minimum === 1
      ? i18n.t('org:rules.required')
      : i18n.t('org:rules.tooSmall', { min: issue.minimum });
  if (issue.code === 'too_big') return i18n.t('org:rules.tooLong', { max: issue.maximum });
  if (issue.code === 'invalid_format') return i18n.t('org:rules.invalidFormat');
  return i18n.t('org:rules.invalid');
}

/** The server's sentences (server/domains/org) for the rules a form also checks, as our own keys. */
const KNOWN_SERVER_ISSUES: [RegExp, string][] = [
  [/cannot be before the start date/, 'org:rules.endBeforeStart'],
  [/needs a (start|end) date/, 'org:rules.datesRequired'],
  [/cannot go from/, 'org:rules.statusMove'],
  [/starts as/, 'org:rules.statusStart'],
];

/**
 * Shows a failed save where it belongs: a field the server names gets its message, a duplicate name goes on
 * `name`, anything else on the form itself. Answers whether a field took the message.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  /** The sentence for 10206 when names are unique (clients); without it a conflict is a form message. */
  duplicateKey?: string,
): boolean {
  if (!isApiError(error)) {
    setError('root', { message: i18n.t('org:form.failed') });
    return false;
  }
  if (duplicateKey && error.code === ErrorCode.CONFLICT && fields.includes('name')) {
    setError('name' as Path<T>, { message: i18n.t(duplicateKey) }, { shouldFocus: true });
    return true;
  }
  const placed = (error.issues ?? []).filter((issue) => fields.includes(issue.path));
  placed.forEach((issue, i) => {
    const known = KNOWN_SERVER_ISSUES.find(([pattern]) => pattern.test(issue.message));
    const message = known ? i18n.t(known[1]) : i18n.t('org:rules.server', { message: issue.message });
    setError(issue.path as Path<T>, { message }, { shouldFocus: i === 0 });
  });
  if (placed.length === 0) setError('root', { message: error.message });
  return placed.length > 0;
}
