import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/api/error-toast';

/** Spec §9: toasts at the top centre, 16 px from the edge, 3000 ms, without a close button. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      offset={16}
      duration={TOAST_DURATION_MS}
      closeButton={false}
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
