import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children(described: { 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}

/** A labelled field with its hint and its problem, both tied to the input for screen readers. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
