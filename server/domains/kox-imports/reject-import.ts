import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { Issue } from '../../lib/errors.ts';
import { AppError } from '../../lib/errors.ts';

/** More problems than this are summed up in one last issue: nobody reads thousands of messages. */
export const MAX_IMPORT_ISSUES = 300;

/** Refuses a whole import (10250, nothing written) with its problems in file then row order. */
export function rejectImport(issues: Issue[]): never {
  const sorted = [...issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const shown = sorted.slice(0, MAX_IMPORT_ISSUES);
  if (sorted.length > shown.length) {
    const count = sorted.length - shown.length;
    shown.push({
      path: 'file',
      message: `${count} more problems are not listed`,
      code: ErrorCode.IMPORT_MORE_PROBLEMS,
      params: { count },
    });
  }
  throw new AppError('KOX_IMPORT_REJECTED', undefined, shown);
}
