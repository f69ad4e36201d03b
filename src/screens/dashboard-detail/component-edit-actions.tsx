import { useTranslation } from '@/lib/i18n/use-translation';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/dashboard';

/** Move up / move down / remove for one component while editing. */
export function ComponentEditActions({
  title,
  first,
  last,
  disabled,
  onMove,
  onRemove,
}: {
  title: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={disabled || first}
        aria-label={t('edit.moveUp', { title })}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={disabled || last}
        aria-label={t('edit.moveDown', { title })}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={disabled}
        aria-label={t('edit.remove', { title })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}
