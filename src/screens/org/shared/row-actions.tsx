import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/org';

/** Edit and delete of one row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit(): void;
  onDelete(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('org');
  return (
    <div className="flex items-center justify-end gap-1">
      {children}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('row.edit', { name })}
        title={t('row.editShort')}
        onClick={onEdit}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('row.delete', { name })}
        title={t('row.deleteShort')}
        className="text-destructive hover:text-destructive"
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
