import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import '@/lib/i18n/namespaces/dashboards';

interface DeleteDashboardDialogProps {
  name: string | null;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Deleting removes the dashboard with its data and share links, so it asks first (Escape cancels). */
export function DeleteDashboardDialog({ name, pending, onConfirm, onCancel }: DeleteDashboardDialogProps) {
  const { t } = useTranslation('dashboards');
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>{t('delete.body', { name: name ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('delete.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
