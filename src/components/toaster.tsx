import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '@/lib/api/error-toast';
import { loadToasts } from '@/lib/toasts';

const SonnerToaster = lazy(() => loadToasts().then((m) => ({ default: m.Toaster })));

/** Spec §9: toasts at the top centre, 16 px from the edge, 3000 ms, without a close button. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        offset={16}
        duration={TOAST_DURATION_MS}
        closeButton={false}
        richColors
        toastOptions={{ className: 'font-sans' }}
      />
    </Suspense>
  );
}
