import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MAIL_SECURITIES } from '@/lib/kox-mailbox-values';
import { FormField } from './form-field.tsx';
import type { MailboxFormOutput, MailboxFormValues } from './mailbox-form-schema.ts';
import '@/lib/i18n/namespaces/koxMailbox';

type Form = UseFormReturn<MailboxFormValues, unknown, MailboxFormOutput>;

/** An empty port box is "not given"; anything else is its number (NaN fails the schema). */
const portValue = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));

/** One server of the mailbox: host, port and security, for SMTP or IMAP. */
export function ServerFields({ form, side }: { form: Form; side: 'smtp' | 'imap' }) {
  const { t } = useTranslation('koxMailbox');
  const errors = form.formState.errors;
  const host = `${side}_host` as const;
  const port = `${side}_port` as const;
  const security = `${side}_security` as const;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{t(`server.${side}`)}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_7rem_9rem]">
        <FormField id={`mailbox-${host}`} label={t('field.host')} error={errors[host]?.message}>
          {(a11y) => (
            <Input
              id={`mailbox-${host}`}
              autoComplete="off"
              spellCheck={false}
              {...a11y}
              {...form.register(host)}
            />
          )}
        </FormField>
        <FormField id={`mailbox-${port}`} label={t('field.port')} error={errors[port]?.message}>
          {(a11y) => (
            <Input
              id={`mailbox-${port}`}
              inputMode="numeric"
              autoComplete="off"
              {...a11y}
              {...form.register(port, { setValueAs: portValue })}
            />
          )}
        </FormField>
        <FormField id={`mailbox-${security}`} label={t('field.security')}>
          {() => (
            <select
              id={`mailbox-${security}`}
              className="h-9 rounded-md border border-input bg-background px-2 text-sm"
              {...form.register(security)}
            >
              {MAIL_SECURITIES.map((s) => (
                <option key={s} value={s}>
                  {t(`security.${s}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
