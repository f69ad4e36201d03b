import type { UseFormRegisterReturn } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MAILBOX_KINDS, type MailboxKind } from '@/lib/kox-mailbox-values';
import '@/lib/i18n/namespaces/koxMailbox';

/** The user's own mailbox or the sandbox, each with what it means; the sandbox is labelled as such. */
export function KindChoice({
  register,
  kind,
}: {
  register: UseFormRegisterReturn<'kind'>;
  kind: MailboxKind;
}) {
  const { t } = useTranslation('koxMailbox');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{t('kind.legend')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {MAILBOX_KINDS.map((k) => (
          <label
            key={k}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
              kind === k && 'border-primary bg-accent/50',
            )}
          >
            <input type="radio" value={k} className="mt-1 accent-primary" {...register} />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {t(`kind.${k}`)}
                {k === 'sandbox' ? (
                  <Badge variant="outline" className="border-amber-500/60 text-amber-700 dark:text-amber-400">
                    {t('kind.sandboxBadge')}
                  </Badge>
                ) : null}
              </span>
              <span className="text-muted-foreground">
                {t(k === 'sandbox' ? 'kind.sandboxHint' : 'kind.customHint')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
