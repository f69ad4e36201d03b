import { useId, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SHARE_CODE_PATTERN } from '@/lib/api/endpoints/share';
import '@/lib/i18n/namespaces/chat';

/** Spec §5: a typed extraction code is 6 or more letters and digits; an empty one means "generate one". */
export const ownCodeInvalid = (code: string) => code.trim() !== '' && !SHARE_CODE_PATTERN.test(code.trim());

/**
 * The share card's optional code of the user's own, in a form whose submit approves the card (its Approve button
 * names the form), so Enter in the field approves too.
 */
export function OwnCodeField({
  formId,
  code,
  showError,
  disabled,
  onChange,
  onSubmit,
}: {
  formId: string;
  code: string;
  showError: boolean;
  disabled: boolean;
  onChange(code: string): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation('chat');
  const ids = { input: useId(), hint: useId(), error: useId() };
  const error = showError && ownCodeInvalid(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={formId} noValidate onSubmit={submit} className="mt-2 space-y-1">
      <Label htmlFor={ids.input}>{t('tools.shareReport.ownCode')}</Label>
      <Input
        id={ids.input}
        value={code}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        aria-invalid={error}
        aria-describedby={error ? ids.error : ids.hint}
        onChange={(e) => onChange(e.target.value)}
        className="h-8 w-full max-w-64 font-mono"
      />
      {error ? (
        <p id={ids.error} role="alert" className="text-xs text-destructive">
          {t('tools.shareReport.codeInvalid')}
        </p>
      ) : (
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {t('tools.shareReport.ownCodeHint')}
        </p>
      )}
    </form>
  );
}
