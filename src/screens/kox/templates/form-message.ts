import { get, type FieldErrors } from 'react-hook-form';

/** The message react-hook-form holds at a nested path (`labels.3.name`), if any. */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}
