import type { ReactNode } from 'react';
import { cancelOnEscape } from './cancel-on-escape.ts';

/**
 * A tool's form inside the composer's own `<form>`: not a `<form>` itself (browsers submit a nested one natively)
 * but a form to assistive technology. Escape cancels; Enter in a text field submits (not on a checkbox or radio,
 * where it chooses).
 */
export function NestedForm({
  label,
  className,
  onCancel,
  onSubmit,
  children,
}: {
  label: string;
  className: string;
  onCancel: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="form"
      aria-label={label}
      className={className}
      onKeyDown={(event) => {
        cancelOnEscape(onCancel)(event);
        const target = event.target;
        if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
        if (target.type === 'checkbox' || target.type === 'radio') return;
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </div>
  );
}
