import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api/client';
import type { FieldIssue } from './builder-issues.ts';
import type { Media } from './builder-form.ts';
import { FormField, IssueText } from './form-field.tsx';
import '@/lib/i18n/namespaces/dashboards';
import '@/lib/i18n/namespaces/keywords';

interface AccountLinksFieldProps {
  path: string;
  label: string;
  value: string;
  media: Media[];
  issue: FieldIssue | undefined;
  onChange(value: string): void;
}

/** Account links, one per line, with a check that answers per line whether the account exists. */
export function AccountLinksField({ path, label, value, media, issue, onChange }: AccountLinksFieldProps) {
  const { t } = useTranslation(['dashboards', 'keywords']);
  const check = useMutation({
    mutationFn: (links: string) =>
      callApi('dashboard.checkAccounts', { links, ...(media.length ? { media } : {}) }, { silent: true }),
  });
  // A result belongs to the text it checked; editing the links hides it until the next check.
  const current = check.variables === value;
  const results = current ? check.data?.results : undefined;
  return (
    <div className="flex flex-col gap-2">
      <FormField path={path} label={label} hint={t('keywords:links.hint')} issue={issue}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="https://www.youtube.com/@channel"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </FormField>
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={value.trim() === '' || check.isPending}
          onClick={() => check.mutate(value)}
        >
          {t('builder.checkAccounts')}
        </Button>
      </div>
      {current && check.isError ? <IssueText text={check.error.message} /> : null}
      {results ? (
        <ul aria-label={t('builder.checkResults')} className="flex flex-col gap-1 text-xs">
          {results.map((r) => (
            <li key={r.line} className="flex min-w-0 items-center gap-1.5">
              {r.status === 'exists' ? (
                <CheckCircle2 aria-hidden className="size-3.5 shrink-0 text-success" />
              ) : (
                <XCircle aria-hidden className="size-3.5 shrink-0 text-destructive" />
              )}
              <span className="shrink-0 text-muted-foreground">{t('builder.line', { line: r.line })}</span>
              <span className="min-w-0 truncate" title={r.link}>
                {r.link}
              </span>
              <span className={r.status === 'exists' ? 'text-success' : 'text-destructive'}>
                {r.status === 'exists' ? t('keywords:links.exists') : t('keywords:links.unsupported')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
