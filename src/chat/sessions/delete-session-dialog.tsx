import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import '@/lib/i18n/namespaces/chat';

interface DeleteSessionDialogProps {
  title: string | null;
  pending: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

export function DeleteSessionDialog({ title, pending, onConfirm, onOpenChange }: DeleteSessionDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog open={title !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('sessions.deleteTitle')}</DialogTitle>
          <DialogDescription>{t('sessions.deleteBody', { title: title ?? '' })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('sessions.cancel')}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {t('sessions.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
