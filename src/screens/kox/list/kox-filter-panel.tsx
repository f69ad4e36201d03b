import { useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePhoneWidth } from '@/components/app-shell/use-phone-width';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import '@/lib/i18n/namespaces/kox';

interface KoxFilterPanelProps {
  activeCount: number;
  /** Folded at first (the narrow artifact panel). */
  startFolded: boolean;
  /** The bar; `close` is called after a phone user applies, so the list shows. */
  children(close: () => void): ReactNode;
}

/**
 * Where the filters sit: a panel above the list that folds away on a wide screen, a sheet from the side on a
 * phone (or in the narrow artifact panel), where twelve filters above the list would push it off screen.
 */
export function KoxFilterPanel({ activeCount, startFolded, children }: KoxFilterPanelProps) {
  const { t } = useTranslation('kox');
  const phone = usePhoneWidth();
  const [open, setOpen] = useState(!phone && !startFolded);
  const label = activeCount ? t('filter.toggleActive', { count: activeCount }) : t('filter.toggle');
  const toggle = (
    <Button
      variant="outline"
      size="sm"
      className="self-start"
      aria-expanded={open}
      onClick={() => setOpen((o) => !o)}
    >
      <SlidersHorizontal aria-hidden />
      {label}
    </Button>
  );
  if (phone)
    return (
      <>
        {toggle}
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent side="right" className="w-full overflow-y-auto p-4 sm:max-w-md">
            <SheetHeader>
              <SheetTitle>{t('filter.title')}</SheetTitle>
              <SheetDescription>{t('filter.hint')}</SheetDescription>
            </SheetHeader>
            {children(() => setOpen(false))}
          </SheetContent>
        </Sheet>
      </>
    );
  return (
    <div className="flex flex-col gap-3">
      <div>{toggle}</div>
      {open ? <div className="rounded-xl border p-4">{children(() => undefined)}</div> : null}
    </div>
  );
}
