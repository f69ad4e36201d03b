import { useEffect, type RefObject } from 'react';
import { scrollBehavior } from '@/lib/a11y/reduced-motion';
import { useHighlightStore } from './highlight-store.ts';

const HIGHLIGHT_MS = 2400;

/** Scrolls the message into view when it is asked for, and reports whether it is highlighted now. */
export function useMessageHighlight(messageId: string, ref: RefObject<HTMLElement | null>): boolean {
  const highlighted = useHighlightStore((s) => s.messageId === messageId);
  const requestedAt = useHighlightStore((s) => s.requestedAt);
  useEffect(() => {
    if (!highlighted) return;
    ref.current?.scrollIntoView?.({ block: 'center', behavior: scrollBehavior() });
    const timer = setTimeout(() => useHighlightStore.getState().clear(), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted, requestedAt, ref]);
  return highlighted;
}
