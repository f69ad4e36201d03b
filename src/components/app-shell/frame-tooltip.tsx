import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The label of an icon button of the frame (rail, closed dock), shown beside it on hover and on keyboard focus.
 * CSS only: the frame is on every signed-in page, and a positioning library for labels that always sit at the
 * same side of a fixed column would come with it. The button carries the same text as its aria-label, so the
 * label itself is hidden from assistive technology.
 */
export function FrameTooltip({
  label,
  side,
  children,
}: {
  label: string;
  side: 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <span className="group/tip relative inline-flex">
      {children}
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute top-1/2 z-popover w-max max-w-xs -translate-y-1/2 rounded-md bg-foreground px-3 py-1.5 text-xs text-background opacity-0 transition-opacity',
          'group-hover/tip:opacity-100 group-hover/tip:delay-300 group-has-[:focus-visible]/tip:opacity-100',
          side === 'right' ? 'left-full ml-2' : 'right-full mr-2',
        )}
      >
        {label}
      </span>
    </span>
  );
}
