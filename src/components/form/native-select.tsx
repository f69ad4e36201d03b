import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A native select styled like the inputs: keyboard, screen readers and phone pickers work without a popover,
 * which matters in forms inside dialogs and in the filter rows.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 py-1 text-sm shadow-xs outline-none',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring',
        'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
