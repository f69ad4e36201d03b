import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A labelled field with its problem tied to the input for screen readers. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children(described: { 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
