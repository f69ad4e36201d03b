import type { TFunction } from '@/lib/i18n/translator';
import type { AdDataset } from '../api/ad-data-queries.ts';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adImport';

export type Problem = AdDataset['problems'][number];

/** Where a file's problem is: its row and column in the user's words, or the whole file. */
export function problemPlace(t: TFunction, problem: Problem): string {
  if (problem.row === undefined) return t('adData:problems.file');
  const column = problem.column
    ? t(`adImport:columns.${problem.column}`, { defaultValue: problem.column })
    : '';
  return column
    ? t('adData:problems.rowColumn', { row: problem.row, column })
    : t('adData:problems.row', { row: problem.row });
}

/**
 * A problem in the user's language: a file's (10400–10414) from `adImport:issue.<code>` with its values, a sync's
 * or anything else from `errors:code.<code>`; the server's English words when neither is known.
 */
export function problemText(t: TFunction, problem: Problem): string {
  const params = problem.params ?? {};
  if (problem.code !== undefined && problem.code >= 10400 && problem.code <= 10414)
    return t(`adImport:issue.${problem.code}`, { ...params, defaultValue: problem.message });
  if (problem.code !== undefined) return t(`errors:code.${problem.code}`, { defaultValue: problem.message });
  return problem.message;
}
