import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import type { FieldIssue } from './builder-issues.ts';
import '@/lib/i18n/namespaces/dashboards';
import '@/lib/i18n/namespaces/keywords';

/** The element id of the control for an issue path, so a failed step can focus the field it names. */
export const fieldId = (path: string) => `builder-${path.replaceAll('.', '-')}`;

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export function useIssueText() {
  const { t } = useTranslation(['dashboards', 'errors', 'keywords']);
  return (issue: FieldIssue) => t(issue.key, issue.params ?? {});
}

interface FormFieldProps {
  path: string;
  label: string;
  hint?: string;
  issue?: FieldIssue | undefined;
  required?: boolean;
  className?: string;
  children(control: ControlProps): ReactNode;
}

/** Label, control, hint and the field's message, wired for screen readers. */
export function FormField({ path, label, hint, issue, required, className, children }: FormFieldProps) {
  const issueText = useIssueText();
  const id = fieldId(path);
  const described = [hint ? `${id}-hint` : '', issue ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(issue),
        'aria-describedby': described || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {issue ? <IssueText id={`${id}-error`} text={issueText(issue)} /> : null}
    </div>
  );
}

export function IssueText({ id, text }: { id?: string; text: string }) {
  return (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {text}
    </p>
  );
}
