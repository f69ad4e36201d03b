import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import '@/lib/i18n/namespaces/org';

interface FormFooterProps {
  /** The server's refusal that belongs to no field. */
  rootError: string | undefined;
  submitLabel: string;
  pending: boolean;
  onCancel(): void;
}

/** The end of every org form: a refusal that names no field, then Cancel and the submit button. */
export function FormFooter({ rootError, submitLabel, pending, onCancel }: FormFooterProps) {
  const { t } = useTranslation('org');
  return (
    <>
      {rootError ? (
        <p role="alert" className="text-sm text-destructive">
          {rootError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
