import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoaderCircleIcon } from 'lucide-react';
import { useLoadingStore } from '@/lib/api/loading-store';

/** Locks page scrolling while mounted; the previous overflow comes back afterwards. */
function useScrollLock(): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}

/** Holds focus on the overlay so keys do not reach the form below, and gives it back afterwards. */
function useFocusHold(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus();
    return () => previous?.focus();
  }, [ref]);
}

function Overlay() {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useScrollLock();
  useFocusHold(ref);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      // Covers the whole page, so pointer input never reaches what is underneath.
      tabIndex={-1}
      ref={ref}
      className="fixed inset-0 z-loading flex cursor-wait items-center justify-center bg-background/60 backdrop-blur-[1px] outline-none"
      onKeyDownCapture={(event) => {
        if (event.key === 'Tab') event.preventDefault();
      }}
    >
      <div className="flex items-center gap-2 rounded-lg border bg-background px-4 py-3 text-sm shadow-md">
        <LoaderCircleIcon className="size-4 animate-spin text-primary" aria-hidden />
        <span>{t('loading')}</span>
      </div>
    </div>
  );
}

/** The one full-screen loading overlay (spec §4): shown while any `loading: true` request is in flight. */
export function LoadingOverlay() {
  const busy = useLoadingStore((s) => s.count > 0);
  return busy ? <Overlay /> : null;
}
