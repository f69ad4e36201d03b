import { useRef, type ReactNode } from 'react';
import { MoveHorizontal } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import { useHorizontalOverflow } from './use-horizontal-overflow.ts';
import '@/lib/i18n/namespaces/chat';

/**
 * A table in a card that may be wider than the thread (a phone, a narrow panel): it scrolls sideways inside the
 * card, by keyboard too, and says so with a faded right edge and a hint while columns are out of view.
 */
export function SideScroll({
  label,
  columnCount,
  className,
  children,
}: {
  label: string;
  columnCount: number;
  /** The scrolling box's own look (border, height). */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(scroller);
  return (
    <div className="space-y-1">
      <div className="relative">
        <div
          ref={scroller}
          role="region"
          aria-label={label}
          tabIndex={0}
          className={cn(
            'overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            className,
          )}
        >
          {children}
        </div>
        <div
          aria-hidden
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r bg-gradient-to-l from-background to-transparent transition-opacity',
            overflow.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {overflow.left || overflow.right ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MoveHorizontal aria-hidden className="size-3" />
          {t('tools.sideScroll.hint', { count: columnCount })}
        </p>
      ) : null}
    </div>
  );
}
