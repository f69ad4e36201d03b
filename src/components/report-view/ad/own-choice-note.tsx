import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AdView } from './ad-view-context.ts';
import '@/lib/i18n/namespaces/adReport';

/** Says the table shows the reader's own choice, kept in this browser, and offers the dashboard's settings back. */
export function OwnChoiceNote({ view, onReset, busy }: { view: AdView; onReset: () => void; busy: boolean }) {
  const { t } = view;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      {t('adReport:own.note')}
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-xs"
        disabled={busy}
        onClick={onReset}
      >
        <RotateCcw aria-hidden className="size-3" />
        {t('adReport:own.restore')}
      </Button>
    </p>
  );
}
