import type { KeyboardEvent } from 'react';

/** The `onKeyDown` of a tool's input form: Escape cancels the form instead of closing what holds it. */
export function cancelOnEscape(onCancel: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };
}
