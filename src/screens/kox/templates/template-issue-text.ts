import { ErrorCode } from '@/lib/api/error-codes';
import { i18n } from '@/lib/i18n';
import type { TemplateIssue } from '@/lib/kox-template-check';
import '@/lib/i18n/namespaces/koxTemplate';

type IssueLike = Pick<TemplateIssue, 'path'> & {
  code?: number;
  params?: Record<string, unknown> | undefined;
};

/** A template rule's message in the user's language, as the editor shows it at its field (spec §5). */
export function templateIssueText(issue: IssueLike): string {
  const params = issue.params ?? {};
  switch (issue.code) {
    case ErrorCode.KOX_TEMPLATE_NAME_REPEATED:
      return i18n.t(
        issue.path.startsWith('fields.')
          ? 'koxTemplate:issue.fieldRepeated'
          : 'koxTemplate:issue.labelRepeated',
      );
    case ErrorCode.KOX_TEMPLATE_RULE_UNREADABLE:
      return i18n.t('koxTemplate:issue.10288', {
        line: params.line,
        problem: i18n.t(`koxTemplate:rule.${String(params.problem)}`),
      });
    case ErrorCode.KOX_TEMPLATE_REQUIRED:
    case ErrorCode.KOX_TEMPLATE_NAME_TAKEN:
    case ErrorCode.KOX_TEMPLATE_INCOMPLETE:
    case ErrorCode.KOX_TEMPLATE_NOT_ENGLISH:
    case ErrorCode.KOX_TEMPLATE_FOLLOW_UP_RANGE:
    case ErrorCode.KOX_TEMPLATE_FIELD_UNKNOWN:
      return i18n.t(`koxTemplate:issue.${issue.code}`, params);
    default:
      return i18n.t('koxTemplate:issue.invalid');
  }
}

/** The zod messages of the editor's own limits (lengths, numbers) in the user's language. */
export function templateZodText(issue: { code?: string; maximum?: unknown }): string {
  if (issue.code === 'too_big') return i18n.t('koxTemplate:issue.tooLong', { max: issue.maximum });
  return i18n.t('koxTemplate:issue.invalid');
}
