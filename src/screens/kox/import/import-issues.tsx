import { useTranslation } from '@/lib/i18n/use-translation';
import type { ApiIssue } from '@/lib/api/error-codes';
import '@/lib/i18n/namespaces/koxImport';

/** Problems listed before "…and N more". */
const SHOWN = 100;

/**
 * An import's refusal: each problem in the user's language by its code (spec §5's messages), naming the row
 * (or pasted line) and the template's column; the server's English words when a code has no translation.
 */
export function ImportIssues({ issues, pasted }: { issues: ApiIssue[]; pasted: boolean }) {
  const { t } = useTranslation('koxImport');
  const shown = issues.slice(0, SHOWN);
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p className="font-medium text-destructive">{t('dialog.rejected')}</p>
      <ul className="grid max-h-56 gap-1 overflow-y-auto" aria-label={t('dialog.problems')}>
        {shown.map((issue, i) => {
          const text =
            issue.code === undefined
              ? issue.message
              : t(`issue.${issue.code}`, {
                  ...issue.params,
                  defaultValue: t(`errors:code.${issue.code}`, { defaultValue: issue.message }),
                });
          const where =
            issue.row !== undefined
              ? t(pasted ? 'dialog.atLine' : 'dialog.atRow', {
                  row: issue.row,
                  column: t(`columns.${issue.column}`, { defaultValue: issue.column ?? '' }),
                })
              : t('dialog.atFile');
          return (
            <li key={i} className="break-words">
              <span className="font-medium">{where}</span> {text}
            </li>
          );
        })}
      </ul>
      {issues.length > shown.length ? (
        <p className="text-muted-foreground">{t('dialog.more', { count: issues.length - shown.length })}</p>
      ) : null}
    </div>
  );
}
