import { useCallback, useRef, type FocusEvent } from 'react';

export interface FocusReturn {
  /** Put on the surface that takes focus: remembers where focus came from the first time it enters. */
  onFocus(event: FocusEvent<HTMLElement>): void;
  /** Gives focus back to that element if it is still on the page; `event` is prevented when it does. */
  restore(event?: { preventDefault(): void }): void;
}

/**
 * Returns focus to where it was before a surface (a dialog, a floating form) took it. Radix only returns focus
 * to a trigger it rendered itself; ours also open by hotkey, by a typed slash command, or from a button that is
 * not a Radix trigger, and focus then fell to the page's body on close.
 */
export function useFocusReturn(): FocusReturn {
  const origin = useRef<HTMLElement | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (origin.current === null && from instanceof HTMLElement && !event.currentTarget.contains(from))
      origin.current = from;
  }, []);
  const restore = useCallback((event?: { preventDefault(): void }) => {
    const target = origin.current;
    origin.current = null;
    if (!target?.isConnected) return;
    event?.preventDefault();
    target.focus();
  }, []);
  return { onFocus, restore };
}
