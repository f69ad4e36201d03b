/** Why an export failed, as the user can act on it: each reason has its own sentence (reportExport:error.<reason>). */
export type ExportFailure = 'tooLarge' | 'loadFailed' | 'failed';

export class ExportError extends Error {
  override readonly name = 'ExportError';
  constructor(
    readonly reason: ExportFailure,
    options?: { cause?: unknown },
  ) {
    super(`Report export failed: ${reason}`, options);
  }
}

/** A lazily loaded chunk that did not arrive reads "check your connection", not "try a shorter report". */
export function exportFailureOf(error: unknown): ExportFailure {
  if (error instanceof ExportError) return error.reason;
  const message = error instanceof Error ? error.message : String(error);
  if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message))
    return 'loadFailed';
  return 'failed';
}
