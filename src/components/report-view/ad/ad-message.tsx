import type { ReactNode } from 'react';
import { AlertTriangle, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A sentence in place of, or above, a component's figures: information, a caution, or its error state. Its icons
 * are the report card's own, already loaded with the report: an icon only this chunk used would be split out of
 * the screens that use it too (decision 126).
 */
export function AdMessage({
  tone = 'info',
  children,
  className,
}: {
  tone?: 'info' | 'caution' | 'error';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'info' ? Info : AlertTriangle;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md px-3 py-2.5 text-sm',
        tone === 'caution'
          ? 'border border-warning/40 bg-warning/10 text-foreground'
          : 'bg-muted/60 text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
