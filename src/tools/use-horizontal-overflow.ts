import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface HorizontalOverflow {
  /** Content hidden to the left (scrolled past). */
  left: boolean;
  /** Content hidden to the right, still to scroll to. */
  right: boolean;
}

/** Which sides of a horizontally scrolling element hide content; follows scrolling and resizing. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [overflow, setOverflow] = useState<HorizontalOverflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 0;
    // One pixel of slack: fractional widths round differently in scrollWidth and clientWidth.
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOverflow((old) => (old.left === left && old.right === right ? old : { left, right }));
  }, [ref]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);
  return overflow;
}
