import { useState, type ReactNode } from 'react';
import { Bot, PanelRightClose } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AppRail } from './app-rail.tsx';
import { FrameTooltip } from './frame-tooltip.tsx';
import { useDockOpen } from './use-dock-open.ts';
import { MAIN_CONTENT_ID } from './main-content-id.ts';
import { usePhoneWidth } from './use-phone-width.ts';

/** The open assistant with its hide button; where it sits (beside the screen or over it) is the caller's. */
function OpenDock({
  children,
  onHide,
  className,
  hideClassName,
}: {
  children: ReactNode;
  onHide(): void;
  className: string;
  hideClassName: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <aside aria-label={t('dock.label')} className={cn('flex flex-col', className)}>
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={t('dock.hide')}
        title={t('dock.hide')}
        onClick={onHide}
        className={cn('absolute z-10 rounded-full bg-background', hideClassName)}
      >
        <PanelRightClose aria-hidden />
      </Button>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </aside>
  );
}

/**
 * On a phone the assistant is a round button over the screen and opens over it, full size; it starts closed
 * there whatever was remembered from a wide screen, so the screen itself comes first.
 */
function PhoneDock({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button
        size="icon"
        aria-label={t('dock.show')}
        title={t('dock.show')}
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-4 z-30 size-12 rounded-full shadow-lg"
      >
        <Bot aria-hidden className="size-5" />
      </Button>
    );
  return (
    <OpenDock
      onHide={() => setOpen(false)}
      className="fixed inset-0 z-40 bg-background"
      hideClassName="top-2.5 left-2"
    >
      {children}
    </OpenDock>
  );
}

function DockPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useDockOpen();
  const phone = usePhoneWidth();
  if (phone) return <PhoneDock>{children}</PhoneDock>;
  if (!open) {
    return (
      <aside
        aria-label={t('dock.label')}
        className="flex w-12 shrink-0 flex-col items-center border-l bg-sidebar py-3"
      >
        <FrameTooltip label={t('dock.show')} side="left">
          <Button variant="ghost" size="icon" aria-label={t('dock.show')} onClick={() => setOpen(true)}>
            <Bot aria-hidden className="size-5" />
          </Button>
        </FrameTooltip>
      </aside>
    );
  }
  return (
    <OpenDock
      onHide={() => setOpen(false)}
      className="relative w-[380px] shrink-0 border-l bg-background max-lg:w-[320px]"
      hideClassName="top-3 -left-4"
    >
      {children}
    </OpenDock>
  );
}

/**
 * The signed-in frame: rail on the left, the screen in the middle, the assistant docked on the right.
 * Chat parts come in as props: components sit below chat and must not import it.
 */
export function AppShell({
  children,
  dock,
  overlay,
  teamSwitcher,
}: {
  children: ReactNode;
  dock?: ReactNode;
  overlay?: ReactNode;
  teamSwitcher?: ReactNode;
}) {
  return (
    <div className="flex h-dvh overflow-hidden bg-background text-foreground">
      <AppRail teamSwitcher={teamSwitcher} />
      <main id={MAIN_CONTENT_ID} className="min-w-0 flex-1 overflow-auto">
        {children}
      </main>
      {dock ? <DockPanel>{dock}</DockPanel> : null}
      {overlay}
    </div>
  );
}
