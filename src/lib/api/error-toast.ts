import { withToast } from '../toasts.ts';

/** Spec §9: debounce 500 ms, toast 3000 ms. */
export const ERROR_TOAST_DEBOUNCE_MS = 500;
export const TOAST_DURATION_MS = 3000;

let last: { message: string; at: number } | null = null;

/**
 * Shows an error toast without a close button (spec §8). When several requests fail together with the same
 * message, the user sees it once: a repeat within the debounce window is dropped and extends the window.
 */
export function showErrorToast(message: string): void {
  const now = Date.now();
  if (last && last.message === message && now - last.at < ERROR_TOAST_DEBOUNCE_MS) {
    last.at = now;
    return;
  }
  last = { message, at: now };
  withToast((toast) => toast.error(message, { duration: TOAST_DURATION_MS, closeButton: false }));
}

/** Forgets the last toast (test isolation). */
export function resetErrorToast(): void {
  last = null;
}
