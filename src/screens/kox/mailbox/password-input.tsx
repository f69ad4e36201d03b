import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/koxMailbox';

/** A password box with a show / hide switch; `label` is what the switch's own label calls the field. */
export function PasswordInput({
  label,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  const { t } = useTranslation('koxMailbox');
  const [shown, setShown] = useState(false);
  return (
    <div className="flex gap-1">
      <Input {...input} type={shown ? 'text' : 'password'} autoComplete="new-password" />
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-pressed={shown}
        aria-label={t(shown ? 'field.hide' : 'field.show', { field: label })}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Button>
    </div>
  );
}
