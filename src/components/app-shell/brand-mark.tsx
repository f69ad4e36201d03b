import { Rocket } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The product's mark: the same square everywhere the brand appears (rail, sign-in, public pages). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-[oklch(0.6_0.2_300)] text-primary-foreground shadow-sm',
        className,
      )}
    >
      <Rocket className="size-[55%]" />
    </span>
  );
}
